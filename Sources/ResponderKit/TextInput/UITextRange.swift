import Foundation

/// A stretch of a text field's text between two positions: the selection, or the caret when it is empty.
public final class UITextRange: Sendable {
    /// Where the range starts; never after ``end``.
    public let start: UITextPosition
    /// Where the range ends.
    public let end: UITextPosition

    /// Whether the range holds no characters: a caret rather than a selection.
    public var isEmpty: Bool { start.utf16Offset == end.utf16Offset }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}
