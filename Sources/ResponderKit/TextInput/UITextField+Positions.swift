import Foundation

// The caret and the selection, with the part of UIKit's UITextInput vocabulary that code moving a caret uses:
// positions come from the field, move by UTF-16 offsets and are compared by offset.

extension UITextField {
    /// ``selectedTextRange``'s value and setter.
    var currentSelectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            return UITextRange(start: UITextPosition(utf16Offset: selection.lowerBound),
                               end: UITextPosition(utf16Offset: selection.upperBound))
        }
        set {
            guard isEditing, let newValue else { return }
            let lower = characterBoundary(atOrBefore: newValue.start.utf16Offset)
            selection = lower..<max(lower, characterBoundary(atOrBefore: newValue.end.utf16Offset))
        }
    }

    /// ``textRange(from:to:)``'s answer.
    func makeTextRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard contains(fromPosition), contains(toPosition) else { return nil }
        let (start, end) = fromPosition.utf16Offset <= toPosition.utf16Offset
            ? (fromPosition, toPosition) : (toPosition, fromPosition)
        return UITextRange(start: start, end: end)
    }

    /// ``position(from:offset:)``'s answer.
    func positionMoved(from position: UITextPosition, by offset: Int) -> UITextPosition? {
        let (moved, overflow) = position.utf16Offset.addingReportingOverflow(offset)
        guard !overflow else { return nil }
        let result = UITextPosition(utf16Offset: moved)
        return contains(result) ? result : nil
    }

    /// ``text(in:)``'s answer.
    func textInRange(_ range: UITextRange) -> String? {
        guard contains(range.start), contains(range.end) else { return nil }
        let lower = characterBoundary(atOrBefore: range.start.utf16Offset)
        let upper = max(lower, characterBoundary(atOrBefore: range.end.utf16Offset))
        return String(storedText[stringIndex(at: lower)..<stringIndex(at: upper)])
    }

    private func contains(_ position: UITextPosition) -> Bool {
        (0...storedText.utf16.count).contains(position.utf16Offset)
    }
}
