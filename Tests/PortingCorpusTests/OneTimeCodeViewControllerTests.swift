import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("OneTimeCodeViewController: textFieldDidChangeSelection, didEndEditing(reason:), replace(_:withText:) (spec G7)")
struct OneTimeCodeViewControllerTests {
    @Test("G7: typing moves the caret reported by textFieldDidChangeSelection; resigning commits the code")
    func typeAndCommit() throws {
        let host = EventTestHost()
        let controller = OneTimeCodeViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.codeField)
        try host.send(.text(.insert("123")))
        #expect(controller.caretOffset == 3)
        try host.send(.text(.insert("456")))
        #expect(controller.caretOffset == 6)
        #expect(controller.codeField.resignFirstResponder())
        #expect(controller.submittedCode == "123456")
    }

    @Test("G7: Paste replaces the whole text with the pasteboard's code")
    func pasteReplaces() throws {
        let host = EventTestHost()
        let controller = OneTimeCodeViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.codeField)
        try host.send(.text(.insert("99")))
        UIPasteboard.general.string = "482913"
        try host.tap(controller.pasteButton)
        #expect(controller.codeField.text == "482913")
        #expect(controller.codeField.keyboardType == .numberPad)
        #expect(controller.codeField.textContentType == .oneTimeCode)
    }
}
