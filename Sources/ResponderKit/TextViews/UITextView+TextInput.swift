import Foundation

// The text view's side of UITextInput: positions are UTF-16 offsets into its text, as the ranges its delegate
// is asked about are. Replacing by range is the programmatic path and asks the delegate nothing, so a delegate
// may call it from inside `textView(_:shouldChangeTextIn:replacementText:)`.

extension UITextView {
    /// The selection while the text view is first responder — an empty range is the caret — or `nil` when it
    /// is not. Setting it selects that range, pulled into the text.
    public var selectedTextRange: UITextRange? {
        get {
            guard isFirstResponder else { return nil }
            return UITextRange(start: UITextPosition(utf16Offset: selection.lowerBound),
                               end: UITextPosition(utf16Offset: selection.upperBound))
        }
        set {
            guard isFirstResponder, let newValue else { return }
            selectedRange = NSRange(location: newValue.start.utf16Offset,
                                    length: max(0, newValue.end.utf16Offset - newValue.start.utf16Offset))
        }
    }

    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }

    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storedText.utf16.count) }

    /// Always `nil`: ResponderKit has no input-method composition, so no text is ever provisional.
    public var markedTextRange: UITextRange? { nil }

    /// The text in `range`, or `nil` if the range lies outside the text.
    public func text(in range: UITextRange) -> String? {
        guard contains(range.start), contains(range.end) else { return nil }
        let lower = characterBoundary(atOrBefore: range.start.utf16Offset)
        let upper = max(lower, characterBoundary(atOrBefore: range.end.utf16Offset))
        return String(storedText[stringIndex(at: lower)..<stringIndex(at: upper)])
    }

    /// Replaces the text in `range` with `text` without asking the delegate, leaves the caret after it and
    /// reports the change as typing does (selection, `textViewDidChange`, the notification). A range outside
    /// the text changes nothing and records an `invalidTextRange`
    /// diagnostic, where UIKit would raise a range exception.
    public func replace(_ range: UITextRange, withText text: String) {
        guard contains(range.start), contains(range.end) else {
            (owningApplication ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
                kind: .invalidTextRange,
                message: "replace(_:withText:) on a text view got the range \(range.start.utf16Offset)"
                    + "..<\(range.end.utf16Offset), outside its \(storedText.utf16.count) UTF-16 units of text; "
                    + "nothing was replaced."))
            return
        }
        applyReplacement(of: range.start.utf16Offset..<range.end.utf16Offset, with: text)
    }

    /// Inserts `markedText` as if it were typed (asking the delegate): there is no composition here, so it is
    /// committed at once and ``markedTextRange`` stays `nil`.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard let markedText, !markedText.isEmpty else { return }
        insertText(markedText)
    }

    /// Does nothing: marked text is committed as soon as it is set.
    public func unmarkText() {}

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

    /// The position `offset` units from `position` in a layout direction: `.right` toward the end, `.left`
    /// toward the start; without text layout, `.up` and `.down` move nowhere but by an offset of 0.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                         offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return offset == .min ? nil : self.position(from: position, offset: -offset)
        case .up, .down: return offset == 0 ? self.position(from: position, offset: 0) : nil
        }
    }

    /// Whether `position` comes before, at or after `other`.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        if position.utf16Offset < other.utf16Offset { return .orderedAscending }
        if position.utf16Offset > other.utf16Offset { return .orderedDescending }
        return .orderedSame
    }

    /// How many UTF-16 units `to` lies after `from`; negative when it lies before.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    private func contains(_ position: UITextPosition) -> Bool {
        (0...storedText.utf16.count).contains(position.utf16Offset)
    }
}
