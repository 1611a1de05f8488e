import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("LoginViewController: .editingChanged target-action and a disabled button (spec E11, G7)")
struct LoginViewControllerTests {
    @Test("G7: each keystroke sends editingChanged; the button enables once both fields are valid")
    func buttonEnablesWhenValid() throws {
        let host = EventTestHost()
        let controller = LoginViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.emailField)
        try host.send(.text(.insert("ada")))
        try host.send(.text(.insert("@example.com")))
        #expect(controller.signInButton.isEnabled == false)
        try host.tap(controller.passwordField)
        try host.send(.text(.insert("x")))
        #expect(controller.signInButton.isEnabled)
        try host.send(.text(.deleteBackward))
        #expect(controller.signInButton.isEnabled == false)
    }

    @Test("E11: the disabled button sends nothing when tapped; enabled, it signs in")
    func disabledButtonIgnoresTaps() throws {
        let host = EventTestHost()
        let controller = LoginViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(.unchecked(controller.signInButton))   // disabled: the tap must do nothing (T4)
        #expect(controller.signInAttempts == 0)
        try host.tap(controller.emailField)
        try host.send(.text(.insert("ada@example.com")))
        try host.tap(controller.passwordField)
        try host.send(.text(.insert("secret")))
        try host.tap(controller.signInButton)
        #expect(controller.signInAttempts == 1)
    }
}
