import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A mode of the kind apps look for among `activeInputModes` (an emoji or a particular language keyboard).
@MainActor
final class CanadianFrenchMode: UITextInputMode {
    override var primaryLanguage: String? { "fr-CA" }
}

/// A field that asks for a particular keyboard by overriding `textInputMode`, as UIKit documents.
@MainActor
final class FrenchField: UITextField {
    let mode = CanadianFrenchMode()
    override var textInputMode: UITextInputMode? { mode }
}

@MainActor
@Suite("UITextInputMode and UIResponder.textInputMode")
struct TextInputModeTests {
    @Test("UIResponder.textInputMode: the current mode for text inputs, nil for other responders")
    func modePerResponder() throws {
        let mode = try #require(UITextInputMode.activeInputModes.first)
        #expect(UITextInputMode.activeInputModes.count == 1)
        #expect(UITextField().textInputMode === mode)
        #expect(TextSink().textInputMode === mode)
        #expect(UIView().textInputMode == nil)
        #expect(UIViewController().textInputMode == nil)
        #expect(UIButton(frame: .zero).textInputMode == nil)
        #expect(UITextField().textInputContextIdentifier == nil)
        UIResponder.clearTextInputContextIdentifier("unused")
    }

    @Test("UITextInputMode.primaryLanguage: the host's preferred language as a BCP 47 tag")
    func primaryLanguage() throws {
        let language = try #require(UITextField().textInputMode?.primaryLanguage)
        #expect(!language.isEmpty && !language.contains("_"))
        if let preferred = Locale.preferredLanguages.first {
            let hostLanguage = preferred.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
            #expect(language.split(separator: "-").first.map(String.init) == hostLanguage)
        } else {
            #expect(language == "en-US")
        }
        #expect(UITextInputMode().primaryLanguage == nil)
        #expect(UITextInputMode.currentInputModeDidChangeNotification.rawValue
            == "UITextInputCurrentInputModeDidChangeNotification")
    }

    @Test("UIResponder.textInputMode: a subclass override is what the document proxy reports")
    func overriddenMode() throws {
        final class Keyboard: UIInputViewController {}
        final class KeyboardField: UITextField {
            let keyboard = Keyboard()
            override var inputViewController: UIInputViewController? { keyboard }
            override var textInputMode: UITextInputMode? {
                UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" } ?? CanadianFrenchMode()
            }
        }
        let scene = TextFieldScene()
        let french = scene.addField(FrenchField(), row: 0)
        #expect(french.textInputMode?.primaryLanguage == "fr-CA")
        let field = KeyboardField()
        scene.addField(field, row: 1)
        field.becomeFirstResponder()
        #expect(field.keyboard.textDocumentProxy.documentInputMode?.primaryLanguage == "fr-CA")
    }
}
