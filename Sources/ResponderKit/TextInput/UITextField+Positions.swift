import Foundation

// The caret and the selection, with the part of UIKit's UITextInput vocabulary that code moving a caret uses:
// positions come from the field, move by UTF-16 offsets and are compared by offset.

extension UITextField {
    /// The selection while the field edits — an empty range is the caret — or `nil` when it does not edit.
    ///
    /// Editing begins with the caret at the end of the text; typing replaces the selection and leaves the
    /// caret after what was typed. Setting it while the field edits selects that range (ends outside the text
    /// are pulled in, ends inside a character move to its start); setting it otherwise is ignored, since a
    /// field that is not editing has no selection.
    public var selectedTextRange: UITextRange? {
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

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storedText.utf16.count) }

    /// The range between two positions, in either order; `nil` if either lies outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard contains(fromPosition), contains(toPosition) else { return nil }
        let (start, end) = fromPosition.utf16Offset <= toPosition.utf16Offset
            ? (fromPosition, toPosition) : (toPosition, fromPosition)
        return UITextRange(start: start, end: end)
    }

    /// The position `offset` UTF-16 units after `position` (before it when negative); `nil` outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (moved, overflow) = position.utf16Offset.addingReportingOverflow(offset)
        guard !overflow else { return nil }
        let result = UITextPosition(utf16Offset: moved)
        return contains(result) ? result : nil
    }

    /// How many UTF-16 units `to` lies after `from`; negative when it lies before.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    /// Whether `position` comes before, at or after `other`.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        if position.utf16Offset < other.utf16Offset { return .orderedAscending }
        if position.utf16Offset > other.utf16Offset { return .orderedDescending }
        return .orderedSame
    }

    /// The text in `range`, or `nil` if the range lies outside the text; ends inside a character move to its
    /// start.
    public func text(in range: UITextRange) -> String? {
        guard contains(range.start), contains(range.end) else { return nil }
        let lower = characterBoundary(atOrBefore: range.start.utf16Offset)
        let upper = max(lower, characterBoundary(atOrBefore: range.end.utf16Offset))
        return String(storedText[stringIndex(at: lower)..<stringIndex(at: upper)])
    }

    private func contains(_ position: UITextPosition) -> Bool {
        (0...storedText.utf16.count).contains(position.utf16Offset)
    }
}
