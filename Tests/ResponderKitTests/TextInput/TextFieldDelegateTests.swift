import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A delegate that logs every selection change as `start-end` UTF-16 offsets, as apps log the caret.
@MainActor
final class SelectionLoggingDelegate: UITextFieldDelegate {
    private(set) var selections: [String] = []

    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard let range = textField.selectedTextRange else {
            selections.append("none")
            return
        }
        let start = textField.offset(from: textField.beginningOfDocument, to: range.start)
        let end = textField.offset(from: textField.beginningOfDocument, to: range.end)
        selections.append("\(start)-\(end)")
    }

    func clear() { selections.removeAll() }
}

/// A delegate implementing both forms of the end-of-editing announcement, as UIKit apps targeting iOS 10 and
/// later often keep both.
@MainActor
final class BothEndFormsDelegate: UITextFieldDelegate {
    var calls: [String] = []

    func textFieldDidEndEditing(_ textField: UITextField) {
        calls.append("plain")
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("reason(\(reason == .committed ? "committed" : "cancelled"))")
    }
}

@MainActor
@Suite("Text field delegate: selection changes, end reasons and the order of G8")
struct TextFieldDelegateTests {
    @Test("textFieldDidChangeSelection: once per move for typing, deleting and the edit actions; never for no move")
    func selectionChangesFromEditing() throws {
        UIPasteboard.general.strings = nil
        let scene = TextFieldScene()
        let delegate = SelectionLoggingDelegate()
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.text = "hello"
        #expect(delegate.selections.isEmpty)
        try scene.host.tap(field)
        #expect(delegate.selections == ["5-5"])
        delegate.clear()

        try scene.door.type(.insert("!"))
        try scene.door.type(.deleteBackward)
        field.select(nil)
        field.selectAll(nil)
        field.copy(nil)
        field.cut(nil)
        field.paste(nil)
        field.delete(nil)
        #expect(delegate.selections == ["6-6", "5-5", "0-5", "0-0", "5-5"])
    }

    @Test("textFieldDidChangeSelection: selection set by code, text set by code and replace(_:withText:)")
    func selectionChangesFromCode() throws {
        let scene = TextFieldScene()
        let delegate = SelectionLoggingDelegate()
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        field.becomeFirstResponder()
        delegate.clear()

        field.text = "abcdef"
        let start = field.beginningOfDocument
        let two = try #require(field.position(from: start, offset: 2))
        let four = try #require(field.position(from: start, offset: 4))
        field.selectedTextRange = field.textRange(from: two, to: four)
        field.selectedTextRange = field.textRange(from: four, to: two)
        field.replace(try #require(field.textRange(from: start, to: two)), withText: "XYZ")
        field.text = "XYZcdef"
        #expect(delegate.selections == ["6-6", "2-4", "3-3", "7-7"])
    }

    @Test("textFieldDidChangeSelection: a vetoed change and a delete at the start move nothing and say nothing")
    func noSelectionChangeWithoutMove() throws {
        let scene = TextFieldScene()
        let validator = NoLettersValidator()
        let field = scene.addField(row: 0)
        let logger = SelectionLoggingDelegate()
        field.delegate = logger
        field.becomeFirstResponder()
        try scene.door.type(.deleteBackward)
        #expect(logger.selections == ["0-0"])
        field.delegate = validator
        try scene.door.type(.insert("a"))
        field.delegate = logger
        try scene.door.type(.insert("1"))
        #expect(logger.selections == ["0-0", "1-1"])
    }

    @Test("textFieldDidEndEditing(_:reason:): called in preference to the plain form, with .committed")
    func reasonFormPreferred() throws {
        let scene = TextFieldScene()
        let both = BothEndFormsDelegate()
        let plainOnly = RecordingTextFieldDelegate(log: TraceLog())
        let first = scene.addField(row: 0), second = scene.addField(row: 1)
        first.delegate = both
        second.delegate = plainOnly
        first.becomeFirstResponder()
        second.becomeFirstResponder()
        second.resignFirstResponder()
        #expect(both.calls == ["reason(committed)"])
        #expect(plainOnly.log.entries.filter { $0 == "didEnd" }.count == 1)
    }

    @Test("UITextField.didEndEditingReasonUserInfoKey: textDidEndEditingNotification carries the reason")
    func reasonInNotification() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        let reasons = TraceLog()
        let token = scene.application.notificationCenter.addObserver(
            forName: UITextField.textDidEndEditingNotification, object: field, queue: nil
        ) { note in
            let raw = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
            let boxed = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? NSNumber
            MainActor.assumeIsolated {
                reasons.append(raw.map { "\($0)" } ?? "missing")
                reasons.append(boxed.map { "\($0.intValue)" } ?? "not boxed")
            }
        }
        defer { scene.application.notificationCenter.removeObserver(token) }
        field.becomeFirstResponder()
        scene.controller.view.endEditing(true)
        let committed = "\(UITextField.DidEndEditingReason.committed.rawValue)"
        #expect(reasons.entries == [committed, committed])
    }

    @Test("G8: shouldBeginEditing, first responder, didBeginEditing and editingDidBegin, then keyboard notifications")
    func beginEditingOrder() throws {
        /// Logs each question and announcement with whether the field is first responder at that moment.
        @MainActor
        final class OrderDelegate: UITextFieldDelegate {
            let log: TraceLog
            init(log: TraceLog) { self.log = log }
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
                log.append("shouldBegin(firstResponder: \(textField.isFirstResponder))")
                return true
            }
            func textFieldDidBeginEditing(_ textField: UITextField) {
                log.append("didBegin(firstResponder: \(textField.isFirstResponder))")
            }
        }
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = OrderDelegate(log: log)
        let name = scene.addField(row: 0), email = scene.addField(row: 1)
        email.delegate = delegate
        logEditingEvents(of: email, into: log)
        let center = scene.application.notificationCenter
        let fields = [name, email]
        let observed = [(UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
                        (UIResponder.keyboardDidShowNotification, "keyboardDidShow")]
        let tokens = observed.map { name, label in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated {
                    // The keyboard-avoidance pattern: find the active field when the keyboard shows.
                    let active = fields.firstIndex { $0.isFirstResponder && $0.isEditing }
                    log.append("\(label)(active: \(active.map(String.init) ?? "none"))")
                }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        try scene.host.tap(email)
        #expect(log.entries == ["shouldBegin(firstResponder: false)", "didBegin(firstResponder: true)",
                                "editingDidBegin", "keyboardWillShow(active: 1)", "keyboardDidShow(active: 1)"])
    }
}
