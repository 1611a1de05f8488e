import Foundation

// How a text view edits: a session runs while it is first responder and editable; each change the user makes
// asks the delegate, applies, moves the caret and then announces the selection, the change and the
// notification, in that order (Q31). Offsets are UTF-16 code units, kept on character boundaries.

extension UITextView {
    /// The delegate as a text view delegate, when it is one.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Starts editing after becoming first responder: the delegate, then the notification, all before the
    /// input views are shown (<doc:Catalog#Q29>).
    func beginEditingSession() {
        isEditingText = true
        textViewDelegate?.textViewDidBeginEditing(self)
        post(UITextView.textDidBeginEditingNotification)
    }

    /// Ends editing after no longer being first responder, however that happened (<doc:Catalog#Q33>).
    func endEditingSession() {
        isEditingText = false
        textViewDelegate?.textViewDidEndEditing(self)
        post(UITextView.textDidEndEditingNotification)
    }

    /// Replaces the characters at `range` with `replacement` if the delegate agrees, puts the caret after it,
    /// and tells the delegate of the selection, then of the change, then posts the notification
    /// (<doc:Catalog#Q31>). Returns whether the delegate agreed.
    @discardableResult
    func replaceCharacters(in range: Range<Int>, with replacement: String) -> Bool {
        let asked = NSRange(location: range.lowerBound, length: range.count)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: asked, replacementText: replacement) ?? true
        else { return false }
        applyReplacement(of: range, with: replacement)
        return true
    }

    /// Puts `replacement` in place of the characters at `range` without asking anyone, puts the caret after
    /// it, and reports the selection, the change and the notification (<doc:Catalog#Q31>).
    func applyReplacement(of range: Range<Int>, with replacement: String) {
        // The delegate may have changed the text while asked, so the range is fitted to what is there now.
        let lower = characterBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, characterBoundary(atOrBefore: range.upperBound))
        storedText.replaceSubrange(stringIndex(at: lower)..<stringIndex(at: upper), with: replacement)
        let caret = lower + replacement.utf16.count
        selection = caret..<caret
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        post(UITextView.textDidChangeNotification)
    }

    /// The largest character boundary of the text not after a UTF-16 offset, so an edit never splits a character.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        storedText.characterBoundary(atOrBeforeUTF16Offset: offset)
    }

    /// The string index at a UTF-16 offset that is a character boundary of the text.
    func stringIndex(at offset: Int) -> String.Index {
        storedText.index(atUTF16Offset: offset)
    }

    private func post(_ name: Notification.Name) {
        owningApplication?.notificationCenter.post(name: name, object: self)
    }
}
