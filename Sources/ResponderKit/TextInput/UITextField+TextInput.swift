import Foundation

// The parts of UITextInput that change the text or move through it by direction. Replacing by range is the
// programmatic path: unlike typing, it does not ask the delegate, so a delegate may call it from inside
// `textField(_:shouldChangeCharactersIn:replacementString:)` (to upper-case what was typed, say) without
// being asked about its own change.

extension UITextField {
    /// ``replace(_:withText:)``'s work.
    func replaceText(in range: UITextRange, with text: String) {
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

    /// ``setMarkedText(_:selectedRange:)``'s work.
    func commitMarkedText(_ markedText: String?, selectedRange: NSRange) {
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

    /// ``position(from:in:offset:)``'s answer.
    func positionMoved(from position: UITextPosition, in direction: UITextLayoutDirection,
                       by offset: Int) -> UITextPosition? {
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
