import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A custom keyboard, as an app extension's principal class would be.
@MainActor
final class CustomKeyboard: UIInputViewController {}

/// A text field that brings a custom keyboard.
@MainActor
final class CustomKeyboardField: UITextField {
    let keyboard = CustomKeyboard()
    override var inputViewController: UIInputViewController? { keyboard }
}

@MainActor
@Suite("UITextDocumentProxy: what a custom keyboard reads and moves")
struct TextDocumentProxyTests {
    @Test("UITextDocumentProxy: context before and after the caret, the selection, and moving the caret")
    func contextAndCaret() throws {
        let scene = TextFieldScene()
        let field = CustomKeyboardField()
        scene.addField(field, row: 0)
        field.text = "hello world"
        field.becomeFirstResponder()
        let proxy = field.keyboard.textDocumentProxy
        #expect(proxy.documentContextBeforeInput == "hello world")
        #expect(proxy.documentContextAfterInput == "")
        #expect(proxy.selectedText == nil)

        proxy.adjustTextPosition(byCharacterOffset: -5)
        #expect(proxy.documentContextBeforeInput == "hello ")
        #expect(proxy.documentContextAfterInput == "world")
        proxy.adjustTextPosition(byCharacterOffset: -100)
        #expect(proxy.documentContextBeforeInput == "")
        proxy.adjustTextPosition(byCharacterOffset: .max)
        #expect(proxy.documentContextAfterInput == "")

        let start = field.beginningOfDocument
        let six = try #require(field.position(from: start, offset: 6))
        field.selectedTextRange = field.textRange(from: six, to: field.endOfDocument)
        #expect(proxy.selectedText == "world")
        proxy.insertText("there")
        #expect(field.text == "hello there")
        proxy.setMarkedText("!", selectedRange: NSRange(location: 1, length: 0))
        proxy.unmarkText()
        #expect(field.text == "hello there!")
        #expect(proxy.documentInputMode === field.textInputMode)
    }

    @Test("UITextDocumentProxy.documentIdentifier: stable for one document, new when the keyboard moves on")
    func documentIdentifier() throws {
        let scene = TextFieldScene()
        let keyboard = CustomKeyboard()
        final class SharedKeyboardField: UITextField {
            var keyboard: UIInputViewController?
            override var inputViewController: UIInputViewController? { keyboard }
        }
        let first = SharedKeyboardField(), second = SharedKeyboardField()
        scene.addField(first, row: 0)
        scene.addField(second, row: 1)
        first.keyboard = keyboard
        second.keyboard = keyboard
        first.becomeFirstResponder()
        let proxy = keyboard.textDocumentProxy
        let firstIdentifier = proxy.documentIdentifier
        #expect(proxy.documentIdentifier == firstIdentifier)
        second.becomeFirstResponder()
        #expect(proxy.documentIdentifier != firstIdentifier)
    }

    @Test("UITextDocumentProxy: a first responder that is only a UIKeyInput gives no context")
    func keyInputOnly() throws {
        final class SinkWithKeyboard: TextSink {
            let keyboard = CustomKeyboard()
            override var inputViewController: UIInputViewController? { keyboard }
        }
        let scene = TextFieldScene()
        let sink = SinkWithKeyboard()
        scene.controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        let proxy = sink.keyboard.textDocumentProxy
        proxy.insertText("ab")
        proxy.adjustTextPosition(byCharacterOffset: -1)
        #expect(sink.text == "ab" && proxy.hasText)
        #expect(proxy.documentContextBeforeInput == nil && proxy.documentContextAfterInput == nil)
        #expect(proxy.selectedText == nil)
    }
}

/// A custom number pad that asks for input clicks, as UIKit's text programming guide shows.
@MainActor
final class ClickingNumberPad: UIInputView, UIInputViewAudioFeedback {
    var enableInputClicksWhenVisible: Bool { true }
}

/// A custom input view that adopts the protocol and keeps UIKit's default.
@MainActor
final class SilentPad: UIInputView, UIInputViewAudioFeedback {}

@MainActor
@Suite("UIInputViewAudioFeedback")
struct InputViewAudioFeedbackTests {
    @Test("UIInputViewAudioFeedback.enableInputClicksWhenVisible: false by default; a host reads the shown view's")
    func inputClicks() throws {
        final class PadField: UITextField {
            let pad = ClickingNumberPad(frame: CGRect(x: 0, y: 0, width: 1, height: 200), inputViewStyle: .keyboard)
            override var inputView: UIView? {
                get { pad }
                set {}
            }
        }
        let scene = TextFieldScene()
        let field = PadField()
        scene.addField(field, row: 0)
        field.becomeFirstResponder()
        let shown = try #require(scene.application.inputSystem.shownInputView as? UIInputViewAudioFeedback)
        #expect(shown.enableInputClicksWhenVisible)
        let silent: UIInputViewAudioFeedback = SilentPad(frame: .zero)
        #expect(!silent.enableInputClicksWhenVisible)
    }
}
