import Foundation

// How a text field edits: an editing session runs while it is first responder; every change the user makes
// goes through `replaceCharacters(in:with:)`, which asks the delegate, applies, moves the caret and announces.
// Offsets are UTF-16 code units, as `NSRange` counts them, kept on character boundaries so that an edit never
// splits an emoji or a letter from its accent.

extension UITextField {
    /// Starts editing after the field became first responder: optional clearing, caret at the end, then the
    /// caret's arrival (a selection change, as there was no selection before), the delegate, the control event
    /// and the notification. All of it happens before the input views are shown (spec <doc:Catalog#G8>).
    ///
    /// The caret's arrival is announced before `textFieldDidBeginEditing(_:)` so that a delegate that selects
    /// something there hears its own change last.
    func beginEditingSession() {
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            storedText = ""
        }
        let end = storedText.utf16.count
        selection = end..<end
        isEditing = true
        delegate?.textFieldDidChangeSelection(self)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        post(UITextField.textDidBeginEditingNotification)
    }

    /// Ends editing after the field lost first-responder status, however it lost it.
    ///
    /// The reason is always `.committed`: on iOS editing has no cancelled ending (UIKit reports `.cancelled`
    /// only on tvOS). The delegate hears only ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``, whose
    /// default calls ``UITextFieldDelegate/textFieldDidEndEditing(_:)``, so a delegate that implements the
    /// reason form gets it in preference to the plain one, as in UIKit.
    func endEditingSession() {
        isEditing = false
        let reason = UITextField.DidEndEditingReason.committed
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        post(UITextField.textDidEndEditingNotification,
             userInfo: [UITextField.didEndEditingReasonUserInfoKey: NSNumber(value: reason.rawValue)])
    }

    /// Return: if the delegate agrees, `.editingDidEndOnExit`; a field with a target for that event also
    /// stops editing, which is how UIKit apps dismiss the keyboard with return.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Whether the edit running now is the user's, forgetting it, so that an edit the delegate makes from
    /// inside the question is code's.
    func takePendingUserEdit() -> Bool {
        defer { pendingUserEdit = false }
        return pendingUserEdit
    }

    /// Runs `edit`, the `insertText` or `deleteBackward` that the user's typing calls on `target`, so that a text
    /// field asks its delegate about it (spec <doc:Catalog#P14>). Code calling those methods is not asked about.
    static func typeAsUser(into target: UIKeyInput, _ edit: () -> Void) {
        guard let field = target as? UITextField else { return edit() }
        field.pendingUserEdit = true
        edit()
        field.pendingUserEdit = false
    }

    /// Replaces the characters at `range` (UTF-16 offsets) with `replacement` if the delegate agrees, then
    /// puts the caret after the replacement and sends `.editingChanged`; returns whether the text changed.
    @discardableResult
    func replaceCharacters(in range: Range<Int>, with replacement: String) -> Bool {
        let asked = NSRange(location: range.lowerBound, length: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: asked, replacementString: replacement) ?? true
        else { return false }
        applyReplacement(of: range, with: replacement)
        return true
    }

    /// Puts `replacement` in place of the characters at `range` without asking anyone, puts the caret after
    /// it and announces the change with `.editingChanged` and the notification.
    func applyReplacement(of range: Range<Int>, with replacement: String) {
        // The text may have changed since `range` was computed (a delegate rewriting it while asked), so the
        // range is fitted to what is there now.
        let lower = characterBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, characterBoundary(atOrBefore: range.upperBound))
        changeText {
            storedText.replaceSubrange(stringIndex(at: lower)..<stringIndex(at: upper), with: replacement)
        }
        let caret = lower + replacement.utf16.count
        selection = caret..<caret
        sendActions(for: .editingChanged)
        post(UITextField.textDidChangeNotification)
    }

    /// Runs `change`, which edits ``storedText``, telling the ``inputDelegate`` before and after while the
    /// field edits.
    func changeText(_ change: () -> Void) {
        let announces = isEditing
        if announces { inputDelegate?.textWillChange(self) }
        change()
        if announces { inputDelegate?.textDidChange(self) }
    }

    /// What backspace removes: the selection, or the character before the caret; `nil` at the very start.
    var rangeDeletedBackward: Range<Int>? {
        if !selection.isEmpty { return selection }
        guard selection.lowerBound > 0 else { return nil }
        return characterBoundary(atOrBefore: selection.lowerBound - 1)..<selection.lowerBound
    }

    /// The selected text, `""` for a caret.
    var selectedText: String {
        String(storedText[stringIndex(at: selection.lowerBound)..<stringIndex(at: selection.upperBound)])
    }

    /// The largest character boundary of the text not after a UTF-16 offset, so an edit never splits a character.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        storedText.characterBoundary(atOrBeforeUTF16Offset: offset)
    }

    /// The string index at a UTF-16 offset that is a character boundary of the text.
    func stringIndex(at offset: Int) -> String.Index {
        storedText.index(atUTF16Offset: offset)
    }

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        owningApplication?.notificationCenter.post(name: name, object: self, userInfo: userInfo)
    }

    /// What ``insertText(_:)`` does: `"\n"` presses return, the user's typing asks the delegate, code's does not.
    func insertKeyedText(_ text: String) {
        let fromUser = takePendingUserEdit()
        if text == "\n" {
            pressReturn()
        } else if fromUser {
            replaceCharacters(in: selection, with: text)
        } else {
            applyReplacement(of: selection, with: text)
        }
    }

    /// What ``deleteBackward()`` does: deletes the selection or the character before the caret.
    func deleteKeyedBackward() {
        let fromUser = takePendingUserEdit()
        guard let range = rangeDeletedBackward else { return }
        if fromUser {
            replaceCharacters(in: range, with: "")
        } else {
            applyReplacement(of: range, with: "")
        }
    }
}
