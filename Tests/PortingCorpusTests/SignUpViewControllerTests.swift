import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("SignUpViewController: textFieldShouldReturn moves first responder to the next field (spec F2, G7)")
struct SignUpViewControllerTests {
    @Test("F2: Return moves from name to email to password; Return on the last field submits and resigns")
    func returnWalksTheForm() throws {
        let host = EventTestHost()
        let controller = SignUpViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.nameField)
        try host.send(.text(.insert("Ada")))
        try host.send(.text(.return))
        #expect(controller.emailField.isFirstResponder)
        try host.send(.text(.insert("ada@example.com")))
        try host.send(.text(.return))
        #expect(controller.passwordField.isFirstResponder)
        #expect(controller.submittedName == nil)
        try host.send(.text(.insert("secret")))
        try host.send(.text(.return))
        #expect(controller.submittedName == "Ada")
        #expect(controller.passwordField.isFirstResponder == false)
        #expect(host.application.firstResponder == nil)
        #expect(controller.emailField.text == "ada@example.com")
    }

    @Test("G7: returning false keeps the return key from typing a newline into the field")
    func returnDoesNotType() throws {
        let host = EventTestHost()
        let controller = SignUpViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.nameField)
        try host.send(.text(.insert("Ada")))
        try host.send(.text(.return))
        #expect(controller.nameField.text == "Ada")
    }
}
