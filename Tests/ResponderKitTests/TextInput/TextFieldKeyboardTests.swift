import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view controller that ends editing when its view is touched, the usual way to dismiss the keyboard.
@MainActor
final class DismissingController: UIViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
    }
}

/// Seed 003's field: it holds on to first-responder status while its contents are not a number.
@MainActor
final class NumericField: UITextField {
    override var canResignFirstResponder: Bool { Int(text ?? "") != nil }
}

@MainActor
@Suite("Text fields and the keyboard (spec F, G)")
struct TextFieldKeyboardTests {
    @Test("F7, G4, G5: tapping a text field makes it first responder and posts the show notifications with frames")
    func tapShowsKeyboard() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        try scene.host.tap(field)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(scene.keyboard.names == KeyboardNotificationLog.show)
        #expect(scene.keyboard.beginFrames == [scene.keyboardFrame.offsetBy(dx: 0, dy: scene.keyboardFrame.height)])
        #expect(scene.keyboard.endFrames == [scene.keyboardFrame])
        #expect(scene.keyboard.durations == [0.25])
        #expect(scene.application.inputSystem.shownInputView === scene.application.inputSystem.systemKeyboard)
    }

    @Test("G7: typing hello, a backspace and return reaches the text, the delegate and the editing events")
    func typing() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.delegate = delegate
        logEditingEvents(of: field, into: log)
        try scene.host.tap(field)
        try scene.door.type(.insert("hello"))
        try scene.door.type(.deleteBackward)
        #expect(field.text == "hell")
        scene.keyboard.reset()
        try scene.door.type(.return)
        #expect(log.entries == [
            "shouldBegin", "didBegin", "editingDidBegin",
            "shouldChange(0,0,\"hello\")", "editingChanged",
            "shouldChange(4,1,\"\")", "editingChanged",
            "shouldReturn", "editingDidEndOnExit",
            "shouldEnd", "didEnd", "editingDidEnd",
        ])
        #expect(field.text == "hell")
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(scene.keyboard.names == KeyboardNotificationLog.hide)
    }

    @Test("G7: return without a target for editingDidEndOnExit keeps editing; the delegate can refuse return")
    func returnKeepsEditing() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.becomeFirstResponder()
        try scene.door.type(.return)
        #expect(field.isEditing && field.text == "")
        delegate.allowsReturn = false
        logEditingEvents(of: field, into: log)
        log.entries.removeAll()
        try scene.door.type(.return)
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isEditing)
    }

    @Test("G6: a delegate that moves to the next field on return keeps the keyboard up")
    func returnMovesToNextField() throws {
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        let name = scene.addField(row: 0), email = scene.addField(row: 1)
        name.returnKeyType = .next
        name.delegate = delegate
        delegate.onReturn = { email.becomeFirstResponder() }
        delegate.allowsReturn = false
        try scene.host.tap(name)
        scene.keyboard.reset()
        try scene.door.type(.return)
        #expect(email.isFirstResponder && email.isEditing && !name.isEditing)
        #expect(scene.keyboard.names.isEmpty)
        try scene.door.type(.insert("a@b.c"))
        #expect(email.text == "a@b.c" && name.text == "")
    }

    @Test("G7: the delegate can veto a change; a vetoed change sends no editingChanged")
    func delegateVetoes() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        delegate.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
        let field = scene.addField(row: 0)
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        try scene.host.tap(field)
        for character in "4a2" { try scene.door.type(.insert(String(character))) }
        #expect(field.text == "42")
        #expect(changes == 2)
        #expect(delegate.proposedChanges.map(\.range) == [NSRange(location: 0, length: 0),
                                                           NSRange(location: 1, length: 0),
                                                           NSRange(location: 1, length: 0)])
    }

    @Test("F2: a delegate refusing to begin editing keeps the field from first responder and the keyboard away")
    func delegateRefusesToBegin() throws {
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        delegate.allowsBeginning = false
        let field = scene.addField(row: 0)
        field.delegate = delegate
        try scene.host.tap(field)
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(!field.becomeFirstResponder())
        #expect(scene.keyboard.names.isEmpty)
        #expect(delegate.log.entries == ["shouldBegin", "shouldBegin"])
    }

    @Test("F6, seed 004: a controller whose touchesBegan calls view.endEditing(true) dismisses the keyboard")
    func controllerEndsEditing() throws {
        let scene = TextFieldScene(controller: DismissingController())
        let log = TraceLog()
        let field = scene.addField(row: 0)
        logEditingEvents(of: field, into: log)
        try scene.host.tap(field)
        #expect(field.isFirstResponder)
        scene.keyboard.reset()
        try scene.host.tap(at: scene.background)
        #expect(scene.keyboard.names == KeyboardNotificationLog.hide)
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.entries == ["editingDidBegin", "editingDidEnd"])
        #expect(scene.application.inputSystem.presentation == .hidden)
    }

    @Test("F11: a tap elsewhere does not take first responder away or hide the keyboard")
    func tapElsewhereKeepsEditing() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        try scene.host.tap(field)
        scene.keyboard.reset()
        try scene.host.tap(at: scene.background)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(scene.keyboard.names.isEmpty)
    }

    @Test("F7: a tap on a button runs its action and leaves the text field first responder")
    func buttonTapKeepsField() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        var taps = 0
        let button = UIButton(frame: CGRect(x: 20, y: 400, width: 120, height: 44),
                              primaryAction: UIAction(title: "Save") { _ in taps += 1 })
        scene.controller.view.addSubview(button)
        try scene.host.tap(field)
        scene.keyboard.reset()
        try scene.host.tap(button)
        #expect(taps == 1)
        #expect(!button.isFirstResponder)
        #expect(field.isFirstResponder)
        #expect(scene.keyboard.names.isEmpty)
    }

    @Test("Seed 003: a field holding invalid data keeps the keyboard up when another is tapped; endEditing forces it")
    func invalidFieldKeepsKeyboard() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let amount = scene.addField(NumericField(), row: 0)
        let other = scene.addField(row: 1)
        amount.delegate = delegate
        try scene.host.tap(amount)
        try scene.door.type(.insert("12x"))
        scene.keyboard.reset()
        log.entries.removeAll()
        try scene.host.tap(other)
        #expect(amount.isFirstResponder && amount.isEditing)
        #expect(!other.isFirstResponder && !other.isEditing)
        #expect(scene.keyboard.names.isEmpty)
        #expect(log.entries.isEmpty)
        scene.controller.view.endEditing(true)
        #expect(scene.keyboard.names == KeyboardNotificationLog.hide)
        #expect(!amount.isFirstResponder && !amount.isEditing)
        #expect(log.entries == ["didEnd"])
        #expect(scene.application.diagnostics.entries.contains { $0.kind == .forcedResignation })
    }

    @Test("F2, F6: a delegate refusing to end editing keeps it; endEditing(true) still ends it")
    func delegateRefusesToEnd() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsEnding = false
        log.entries.removeAll()
        #expect(!field.resignFirstResponder())
        #expect(!scene.controller.view.endEditing(false))
        #expect(field.isEditing)
        #expect(scene.controller.view.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["shouldEnd", "shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test("G6: switching text fields does not hide the keyboard; a taller accessory changes the frame once")
    func switchingFields() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let first = scene.addField(row: 0), second = scene.addField(row: 1), third = scene.addField(row: 2)
        third.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 50))
        logEditingEvents(of: first, into: log)
        logEditingEvents(of: second, into: log)
        try scene.host.tap(first)
        scene.keyboard.reset()
        log.entries.removeAll()
        try scene.host.tap(second)
        #expect(scene.keyboard.names.isEmpty)
        #expect(log.entries == ["editingDidEnd", "editingDidBegin"])
        #expect(second.isEditing && !first.isEditing)
        try scene.host.tap(third)
        #expect(scene.keyboard.names == KeyboardNotificationLog.show)
        let height = SystemKeyboardView.standardHeight + 50
        #expect(scene.keyboard.beginFrames == [scene.keyboardFrame])
        #expect(scene.keyboard.endFrames == [CGRect(x: 0, y: 844 - height, width: 390, height: height)])
        #expect(scene.application.inputSystem.shownAccessoryView === third.inputAccessoryView)
    }

    @Test("F9: removing the first responder from its window hides its input view and ends editing")
    func removalHidesInputView() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let field = scene.addField(row: 0)
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        field.inputView = picker
        logEditingEvents(of: field, into: log)
        try scene.host.tap(field)
        #expect(scene.application.inputSystem.shownInputView === picker)
        #expect(scene.keyboard.endFrames == [CGRect(x: 0, y: 644, width: 390, height: 200)])
        scene.keyboard.reset()
        field.removeFromSuperview()
        #expect(scene.keyboard.names == KeyboardNotificationLog.hide)
        #expect(scene.application.inputSystem.presentation == .hidden)
        #expect(!field.isEditing)
        #expect(log.entries == ["editingDidBegin", "editingDidEnd"])
    }

    @Test("G1: the field's traits choose the system keyboard, whose keys type into the field")
    func traitsAndKeys() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        field.returnKeyType = .search
        field.keyboardType = .emailAddress
        field.isSecureTextEntry = true
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.keyboardAppearance = .dark
        try scene.host.tap(field)
        let keyboard = scene.application.inputSystem.systemKeyboard
        #expect(keyboard.returnKeyTitle == "search")
        for title in ["h", "i", "⌫", "o"] {
            try scene.host.tap(try #require(keyboard.key(titled: title)))
        }
        #expect(field.text == "ho")
        #expect(field.isFirstResponder)
        let traits: UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.isSecureTextEntry)
        #expect(traits.autocapitalizationType == .none && traits.autocorrectionType == .no)
        #expect(traits.keyboardAppearance == .dark)
    }

    @Test("F1, E11: a disabled text field cannot become first responder")
    func disabledField() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        field.isEnabled = false
        try scene.host.tap(.unchecked(field))                   // disabled: the tap must not reach it (T4)
        #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
        #expect(!field.isEditing)
    }
}
