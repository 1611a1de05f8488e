import Foundation

// How a text field edits: an editing session runs while it is first responder; every change the user makes
// goes through `replaceCharacters(in:with:)`, which asks the delegate, applies, moves the caret and announces.
// Offsets are UTF-16 code units, as `NSRange` counts them, kept on character boundaries so that an edit never
// splits an emoji or a letter from its accent.

extension UITextField {
    /// Starts editing after the field became first responder: caret at the end, optional clearing, then the
    /// delegate, the control event and the notification.
    func beginEditingSession() {
        isEditing = true
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            storedText = ""
        }
        let end = storedText.utf16.count
        selection = end..<end
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        post(UITextField.textDidBeginEditingNotification)
    }

    /// Ends editing after the field lost first-responder status, however it lost it.
    func endEditingSession() {
        isEditing = false
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        post(UITextField.textDidEndEditingNotification)
    }

    /// Return: if the delegate agrees, `.editingDidEndOnExit`; a field with a target for that event also
    /// stops editing, which is how UIKit apps dismiss the keyboard with return.
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Replaces the characters at `range` (UTF-16 offsets) with `replacement` if the delegate agrees, then
    /// puts the caret after the replacement and sends `.editingChanged`; returns whether the text changed.
    @discardableResult
    func replaceCharacters(in range: Range<Int>, with replacement: String) -> Bool {
        let asked = NSRange(location: range.lowerBound, length: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: asked, replacementString: replacement) ?? true
        else { return false }
        // A delegate may have rewritten the text while it was asked, so the range is fitted to what is there now.
        let lower = characterBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, characterBoundary(atOrBefore: range.upperBound))
        storedText.replaceSubrange(stringIndex(at: lower)..<stringIndex(at: upper), with: replacement)
        let caret = lower + replacement.utf16.count
        selection = caret..<caret
        sendActions(for: .editingChanged)
        post(UITextField.textDidChangeNotification)
        return true
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

    /// The largest character boundary not after `offset`, within the text.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        var boundary = 0
        for character in storedText {
            let next = boundary + character.utf16.count
            if next > offset { break }
            boundary = next
        }
        return boundary
    }

    /// The string index at a UTF-16 offset that is a character boundary of the text.
    func stringIndex(at offset: Int) -> String.Index {
        storedText.utf16.index(storedText.startIndex, offsetBy: offset)
    }

    private func post(_ name: Notification.Name) {
        owningApplication?.notificationCenter.post(name: name, object: self)
    }
}
