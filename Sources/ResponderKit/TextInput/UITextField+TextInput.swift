import Foundation

// The parts of UITextInput that change the text or move through it by direction. Replacing by range is the
// programmatic path: unlike typing, it does not ask the delegate, so a delegate may call it from inside
// `textField(_:shouldChangeCharactersIn:replacementString:)` (to upper-case what was typed, say) without
// being asked about its own change.

extension UITextField {
    /// Replaces the text in `range` with `text` without asking the delegate, leaves the caret after the new
    /// text and sends `.editingChanged` and ``textDidChangeNotification``, as typing does.
    ///
    /// Ends inside a character move to its start. A range that does not lie in the text (positions from a
    /// longer text, say) changes nothing and records an `invalidTextRange` diagnostic, where UIKit would raise
    /// a range exception.
    public func replace(_ range: UITextRange, withText text: String) {
        let bounds = 0...storedText.utf16.count
        guard bounds.contains(range.start.utf16Offset), bounds.contains(range.end.utf16Offset) else {
            (owningApplication ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
                kind: .invalidTextRange,
                message: "replace(_:withText:) on a text field got the range \(range.start.utf16Offset)"
                    + "..<\(range.end.utf16Offset), outside its \(storedText.utf16.count) UTF-16 units of text; "
                    + "nothing was replaced."))
            return
        }
        applyReplacement(of: range.start.utf16Offset..<range.end.utf16Offset, with: text)
    }

    /// Always `nil`: ResponderKit has no input-method composition, so no text is ever provisional.
    public var markedTextRange: UITextRange? { nil }

    /// Inserts `markedText` as if it were typed (asking the delegate), then selects `selectedRange` of it
    /// (UTF-16 units from its start).
    ///
    /// There is no composition here, so the text is not held provisionally: it is committed at once, and
    /// ``markedTextRange`` stays `nil`. An input method that sends successive drafts therefore inserts each
    /// one; hosts should send the final text through `insertText(_:)` instead.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        guard !text.isEmpty || !selection.isEmpty else { return }
        let start = selection.lowerBound
        guard replaceCharacters(in: selection, with: text) else { return }
        let length = text.utf16.count
        let lower = start + min(max(selectedRange.location, 0), length)
        let upper = start + min(max(selectedRange.location + max(selectedRange.length, 0), 0), length)
        let fittedLower = characterBoundary(atOrBefore: lower)
        selection = fittedLower..<max(fittedLower, characterBoundary(atOrBefore: upper))
    }

    /// Does nothing: marked text is committed as soon as it is set, so none is ever waiting.
    public func unmarkText() {}

    /// The position `offset` UTF-16 units from `position` in a layout direction: `.right` is toward the end of
    /// the text and `.left` toward its start (the field lays text out left to right);
    /// `.up` and `.down` find no other line in a single-line field, so they return `position` for an offset
    /// of 0 and `nil` otherwise. `nil` outside the text.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                         offset: Int) -> UITextPosition? {
        switch direction {
        case .right:
            return self.position(from: position, offset: offset)
        case .left:
            guard offset != .min else { return nil }
            return self.position(from: position, offset: -offset)
        case .up, .down:
            return offset == 0 ? self.position(from: position, offset: 0) : nil
        }
    }
}
