import Foundation

// The standard edit actions of a text view, against the in-memory `UIPasteboard.general`. Actions that change
// the text need an editing session and go through the delegate as typing does; a text view that is only
// selectable offers what reads the text and nothing that changes it (Q37).

extension UITextView: TextEditing {
    /// Whether `action`, one of ``TextEditActions/all``, would do something now: only while first responder,
    /// and what changes the text only in an editing session.
    func editActionApplies(_ action: Selector) -> Bool {
        isFirstResponder && textEditActionApplies(action, mayChangeText: isEditingText)
    }

    func cutSelection() {
        guard editActionApplies(.cut) else { return }
        let removed = selectedText
        if replaceCharacters(in: selection, with: "") { UIPasteboard.general.string = removed }
    }

    func copySelection() {
        guard editActionApplies(.copy) else { return }
        UIPasteboard.general.string = selectedText
    }

    func pastePasteboard() {
        guard isEditingText, let string = UIPasteboard.general.string else { return }
        replaceCharacters(in: selection, with: string)
    }

    func deleteSelection() {
        guard editActionApplies(.delete) else { return }
        replaceCharacters(in: selection, with: "")
    }

    /// Selects the word at the caret, telling the delegate the selection moved.
    func selectWordAtCaret() {
        guard isFirstResponder, let word = wordRangeAtCaret else { return }
        changeSelection(to: word)
    }

    /// Selects all of the text, telling the delegate the selection moved.
    func selectAllText() {
        guard isFirstResponder else { return }
        changeSelection(to: 0..<storedText.utf16.count)
    }

    /// Begins selecting in a text view that is selectable but not editable: it becomes first responder without an
    /// editing session, so its delegate hears nothing of editing and no keyboard shows (<doc:Catalog#Q37>).
    func beginSelecting() {
        guard isSelectable, !isEditable, !isFirstResponder else { return }
        becomeFirstResponder()
    }

    private var selectedText: String {
        String(storedText[stringIndex(at: selection.lowerBound)..<stringIndex(at: selection.upperBound)])
    }

    private func changeSelection(to range: Range<Int>) {
        guard range != selection else { return }
        selection = range
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}
