import Foundation

// The standard edit actions of a text field, against the in-memory `UIPasteboard.general`. Changes to the
// text go through `replaceCharacters(in:with:)`, so the delegate can veto a cut, a paste or a delete exactly
// as it vetoes typing.

extension UITextField {
    /// The edit actions whose availability the field decides itself.
    static let textEditActions: Set<Selector> = [.cut, .copy, .paste, .select, .selectAll, .delete]

    /// Whether `action`, one of ``textEditActions``, would do something now.
    func editActionApplies(_ action: Selector) -> Bool {
        switch action {
        case .cut, .copy: !selection.isEmpty && !isSecureTextEntry
        case .paste: UIPasteboard.general.hasStrings
        case .select: selection.isEmpty && wordRangeAtCaret != nil
        case .selectAll: hasText && selection != 0..<storedText.utf16.count
        case .delete: !selection.isEmpty
        default: false
        }
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

    private var wordRangeAtCaret: Range<Int>? {
        storedText.wordRange(touchingUTF16Offset: selection.lowerBound)
    }
}
