import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// The formatter iOS apps write for phone numbers: it computes the new text itself, writes it into the field,
/// puts the caret after the digit just typed with `textRange(from:to:)`, and refuses the raw change.
@MainActor
final class PhoneNumberFormatter: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        let digits = String(proposed.filter(\.isNumber).prefix(10))
        let formatted = PhoneNumberFormatter.format(digits)
        // Where the caret should land: after as many digits as stood before the end of the typed text.
        let digitsBeforeCaret = (proposed as NSString).substring(to: range.location + (string as NSString).length)
            .filter(\.isNumber).count
        var caretOffset = 0
        var seen = 0
        for character in formatted where seen < digitsBeforeCaret {
            caretOffset += character.utf16.count
            if character.isNumber { seen += 1 }
        }
        textField.text = formatted
        if let caret = textField.position(from: textField.beginningOfDocument, offset: caretOffset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        return false
    }

    static func format(_ digits: String) -> String {
        let characters = Array(digits)
        switch characters.count {
        case 0: return ""
        case 1...3: return "(" + String(characters)
        case 4...6: return "(" + String(characters[0..<3]) + ") " + String(characters[3...])
        default:
            return "(" + String(characters[0..<3]) + ") " + String(characters[3..<6]) + "-" + String(characters[6...])
        }
    }
}

/// A validator that lets digits and deletions through and rejects anything with a letter.
@MainActor
final class NoLettersValidator: UITextFieldDelegate {
    private(set) var rejected: [String] = []

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        if string.contains(where: \.isLetter) {
            rejected.append(string)
            return false
        }
        return true
    }
}

/// A delegate that upper-cases what is typed by replacing the typed range itself, the pattern that keeps the
/// caret where the user put it.
@MainActor
final class UppercasingDelegate: UITextFieldDelegate {
    private(set) var asked = 0

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        asked += 1
        guard let start = textField.position(from: textField.beginningOfDocument, offset: range.location),
              let end = textField.position(from: start, offset: range.length),
              let textRange = textField.textRange(from: start, to: end) else { return true }
        textField.replace(textRange, withText: string.uppercased())
        return false
    }
}

/// Logs what a text input tells its input delegate.
@MainActor
final class InputDelegateLog: UITextInputDelegate {
    var entries: [String] = []
    func selectionWillChange(_ textInput: UITextInput?) { entries.append("selectionWillChange") }
    func selectionDidChange(_ textInput: UITextInput?) { entries.append("selectionDidChange") }
    func textWillChange(_ textInput: UITextInput?) { entries.append("textWillChange") }
    func textDidChange(_ textInput: UITextInput?) { entries.append("textDidChange") }
}

/// The field of a picker-backed form: it hides its caret and selection, as apps do by overriding these.
@MainActor
final class PickerField: UITextField {
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
    override func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
}

@MainActor
@Suite("Text fields as UITextInput: formatters, validators and replace(_:withText:) (spec G7)")
struct TextFieldTextInputTests {
    /// The caret's offset from the start of the text.
    private func caret(_ field: UITextField) throws -> Int {
        field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start)
    }

    @Test("UITextInput: a phone formatter in shouldChangeCharactersIn sets text and selectedTextRange")
    func phoneNumberFormatter() throws {
        let scene = TextFieldScene()
        let formatter = PhoneNumberFormatter()
        let field = scene.addField(row: 0)
        field.keyboardType = .phonePad
        field.delegate = formatter
        try scene.host.tap(field)
        for digit in "5551234567" { try scene.door.type(.insert(String(digit))) }
        #expect(field.text == "(555) 123-4567")
        #expect(try caret(field) == 14)

        // Deleting the 1 re-formats, and the caret follows the digits before it: after "555".
        let afterOne = try #require(field.position(from: field.beginningOfDocument, offset: 7))
        field.selectedTextRange = field.textRange(from: afterOne, to: afterOne)
        try scene.door.type(.deleteBackward)
        #expect(field.text == "(555) 234-567")
        #expect(try caret(field) == 4)
        try scene.door.type(.insert("9"))
        #expect(field.text == "(555) 923-4567")
        #expect(try caret(field) == 7)
    }

    @Test("textField(_:shouldChangeCharactersIn:replacementString:): a validator rejecting letters")
    func validatorRejectsLetters() throws {
        let scene = TextFieldScene()
        let validator = NoLettersValidator()
        let field = scene.addField(row: 0)
        field.delegate = validator
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        try scene.host.tap(field)
        try scene.door.type(.insert("12"))
        try scene.door.type(.insert("3a"))
        try scene.door.type(.insert("x"))
        try scene.door.type(.insert("4"))
        UIPasteboard.general.string = "5b6"
        field.paste(nil)
        #expect(field.text == "124")
        #expect(validator.rejected == ["3a", "x", "5b6"])
        #expect(changes == 2)
    }

    @Test("UITextInput.replace(_:withText:) does not ask the delegate, so a delegate can call it while asked")
    func replaceFromInsideTheDelegate() throws {
        let scene = TextFieldScene()
        let delegate = UppercasingDelegate()
        let field = scene.addField(row: 0)
        field.delegate = delegate
        let log = TraceLog()
        logEditingEvents(of: field, into: log)
        try scene.host.tap(field)
        try scene.door.type(.insert("ab"))
        let start = field.beginningOfDocument
        let afterA = try #require(field.position(from: start, offset: 1))
        field.selectedTextRange = field.textRange(from: afterA, to: afterA)
        try scene.door.type(.insert("x"))
        #expect(field.text == "AXB")
        #expect(delegate.asked == 2)
        #expect(try caret(field) == 2)
        #expect(log.entries == ["editingDidBegin", "editingChanged", "editingChanged"])
    }

    @Test("UITextInput.replace(_:withText:) with a range outside the text changes nothing and is diagnosed")
    func replaceOutsideTheText() throws {
        let scene = TextFieldScene()
        let long = scene.addField(row: 0), short = scene.addField(row: 1)
        long.text = "a long text"
        short.text = "short"
        short.becomeFirstResponder()
        let range = try #require(long.textRange(from: long.beginningOfDocument, to: long.endOfDocument))
        short.replace(range, withText: "x")
        #expect(short.text == "short")
        #expect(scene.application.diagnostics.entries.contains { $0.kind == .invalidTextRange })
        let inside = try #require(short.textRange(from: short.beginningOfDocument, to: short.endOfDocument))
        short.replace(inside, withText: "x")
        #expect(short.text == "x")
    }

    @Test("UITextInput: setMarkedText inserts as typed and selects within it; markedTextRange stays nil")
    func markedTextIsInserted() throws {
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.text = "ab"
        field.becomeFirstResponder()
        let afterA = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: afterA, to: afterA)
        field.setMarkedText("xyz", selectedRange: NSRange(location: 1, length: 1))
        #expect(field.text == "axyzb")
        #expect(field.markedTextRange == nil)
        let selection = try #require(field.selectedTextRange)
        #expect(field.text(in: selection) == "y")
        #expect(delegate.proposedChanges.last?.range == NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.text == "axyzb")
        #expect(field.text(in: try #require(field.selectedTextRange)) == "y")

        delegate.allowsChange = { _, _ in false }
        field.setMarkedText("q", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "axyzb")
        #expect(field.text(in: try #require(field.selectedTextRange)) == "y")
    }

    @Test("UITextInput.position(from:in:offset:): right and left move along the line, up and down find none")
    func positionInDirection() throws {
        let field = UITextField()
        field.text = "hello"
        let start = field.beginningOfDocument
        let two = try #require(field.position(from: start, in: .right, offset: 2))
        #expect(field.offset(from: start, to: two) == 2)
        let one = try #require(field.position(from: two, in: .left, offset: 1))
        #expect(field.offset(from: start, to: one) == 1)
        #expect(field.position(from: two, in: .left, offset: 3) == nil)
        #expect(field.position(from: two, in: .left, offset: .min) == nil)
        #expect(field.position(from: two, in: .up, offset: 1) == nil)
        #expect(field.position(from: two, in: .down, offset: 1) == nil)
        let same = try #require(field.position(from: two, in: .down, offset: 0))
        #expect(field.compare(same, to: two) == .orderedSame)
    }

    @Test("UITextInput: caretRect and firstRect stay inside the field; subclasses override caretRect to hide it")
    func geometryWithoutLayout() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        field.text = "abc"
        let range = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.height == field.bounds.height && caret.width == 0 && field.bounds.contains(caret.origin))
        #expect(field.firstRect(for: range) == field.bounds)
        #expect(field.selectionRects(for: range).isEmpty)

        let picker = scene.addField(PickerField(), row: 1)
        let input: UITextInput = picker
        #expect(input.caretRect(for: picker.beginningOfDocument) == .zero)
        #expect(input.selectionRects(for: range).isEmpty)
    }

    @Test("UITextInput.inputDelegate hears text and selection changes while the field edits, not before")
    func inputDelegate() throws {
        let scene = TextFieldScene()
        let log = InputDelegateLog()
        let field = scene.addField(row: 0)
        field.inputDelegate = log
        field.text = "before editing"
        #expect(log.entries.isEmpty)
        field.becomeFirstResponder()
        log.entries.removeAll()
        try scene.door.type(.insert("!"))
        #expect(log.entries == ["textWillChange", "textDidChange", "selectionWillChange", "selectionDidChange"])
        log.entries.removeAll()
        field.selectAll(nil)
        #expect(log.entries == ["selectionWillChange", "selectionDidChange"])
        log.entries.removeAll()
        field.selectAll(nil)
        field.text = "set by code"
        #expect(log.entries == ["textWillChange", "textDidChange", "selectionWillChange", "selectionDidChange"])
    }

    @Test("UITextInput: a text field is a UITextInput that generic code can drive by position")
    func genericTextInput() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        field.text = "one two"
        field.becomeFirstResponder()
        let input: UITextInput = field
        let start = input.beginningOfDocument
        let three = try #require(input.position(from: start, offset: 3))
        input.selectedTextRange = input.textRange(from: start, to: three)
        #expect(input.text(in: try #require(input.selectedTextRange)) == "one")
        input.insertText("1")
        #expect(field.text == "1 two")
        #expect(input.hasText && input.markedTextRange == nil)
    }
}
