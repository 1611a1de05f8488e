import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The one set of rules a text field and a text view offer the standard edit actions by (J1, Q37): the same
/// states give the same answers, and a text view that may not change its text offers only what reads it.
@MainActor @Suite("Text edit actions: one set of rules for text fields and text views (spec J1, Q37)")
struct TextEditActionRulesTests {
    private static let actions: [Selector] = [.cut, .copy, .paste, .select, .selectAll, .delete]

    private func offered(by responder: UIResponder, _ host: EventTestHost) -> [Selector] {
        Self.actions.filter { responder.canPerformAction($0, withSender: host.application) }
    }

    @Test("J1: a text field and a text view offer the same actions in the same states")
    func fieldAndTextViewAgree() throws {
        UIPasteboard.general.string = "pasted"
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        window.addSubview(field)
        window.addSubview(textView)
        for responder in [field, textView] as [UIResponder & UITextInput] {
            (responder as? UITextField)?.text = "hello world"
            (responder as? UITextView)?.text = "hello world"
            #expect(offered(by: responder, host).isEmpty)
            #expect(responder.becomeFirstResponder())
            let end = responder.endOfDocument
            responder.selectedTextRange = responder.textRange(from: end, to: end)
            #expect(offered(by: responder, host) == [.paste, .select, .selectAll])
            responder.selectAll(nil)
            #expect(offered(by: responder, host) == [.cut, .copy, .paste, .delete])
            UIPasteboard.general.strings = nil
            #expect(offered(by: responder, host) == [.cut, .copy, .delete])
            UIPasteboard.general.string = "pasted"
            responder.delete(nil)
            #expect(offered(by: responder, host) == [.paste])
            #expect(responder.resignFirstResponder())
        }
    }

    @Test("J1: secure entry offers neither cut nor copy, in a field as in a text view")
    func secureEntry() {
        UIPasteboard.general.strings = nil
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        field.isSecureTextEntry = true
        field.text = "secret"
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        textView.isSecureTextEntry = true
        textView.text = "secret"
        window.addSubview(field)
        window.addSubview(textView)
        for responder in [field, textView] as [UIResponder] {
            #expect(responder.becomeFirstResponder())
            responder.selectAll(nil)
            #expect(offered(by: responder, host) == [.delete])
            responder.copy(nil)
            #expect(UIPasteboard.general.hasStrings == false)
        }
    }

    @Test("Q37: a text view that is selectable but not editable offers and runs only what reads its text")
    func selectableOnlyReads() throws {
        UIPasteboard.general.string = "pasted"
        let host = EventTestHost()
        let window = host.makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        textView.text = "read only"
        textView.isEditable = false
        window.addSubview(textView)
        try host.doubleTap(textView)
        #expect(textView.isFirstResponder)
        textView.selectAll(nil)
        #expect(offered(by: textView, host) == [.copy])
        textView.cut(nil)
        textView.delete(nil)
        textView.paste(nil)
        #expect(textView.text == "read only")
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "read only")
    }
}
