import Foundation

// The standard edit actions of a text field, against the in-memory `UIPasteboard.general`. Changes to the
// text go through `replaceCharacters(in:with:)`, so the delegate can veto a cut, a paste or a delete exactly
// as it vetoes typing.

extension UITextField: TextEditing {
    /// Whether `action`, one of ``TextEditActions/all``, would do something now; a field that edits may change
    /// its text.
    func editActionApplies(_ action: Selector) -> Bool {
        textEditActionApplies(action, mayChangeText: true)
    }

    func cutSelection() {
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        let removed = selectedText
        if replaceCharacters(in: selection, with: "") { UIPasteboard.general.string = removed }
    }

    func copySelection() {
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = selectedText
    }

    func pastePasteboard() {
        guard let string = UIPasteboard.general.string else { return }
        replaceCharacters(in: selection, with: string)
    }

    func selectWordAtCaret() {
        guard let word = wordRangeAtCaret else { return }
        selection = word
    }

    func selectAllText() {
        selection = 0..<storedText.utf16.count
    }

    func deleteSelection() {
        guard !selection.isEmpty else { return }
        replaceCharacters(in: selection, with: "")
    }
}
