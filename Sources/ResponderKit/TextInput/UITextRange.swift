import Foundation

/// A stretch of a text field's text between two positions: the selection, or the caret when it is empty.
///
/// An `NSObject`, as in UIKit, so ranges compare with `==` through `isEqual(_:)`: identity by default, and, for
/// the ranges a text field makes, the same start and end (spec <doc:Catalog#P9>). A custom text input subclasses
/// it and overrides ``start``, ``end`` and ``isEmpty``.
open class UITextRange: NSObject, @unchecked Sendable {
    /// Where the range starts; never after ``end``.
    open var start: UITextPosition { rangeStart }
    /// Where the range ends.
    open var end: UITextPosition { rangeEnd }

    /// Whether the range holds no characters: a caret rather than a selection.
    open var isEmpty: Bool { rangeStart.utf16Offset == rangeEnd.utf16Offset }

    private final let rangeStart: UITextPosition
    private final let rangeEnd: UITextPosition
    private final let isTextFieldRange: Bool

    init(start: UITextPosition, end: UITextPosition) {
        self.rangeStart = start
        self.rangeEnd = end
        self.isTextFieldRange = true
        super.init()
    }

    /// Creates a range for a custom text input to subclass; it equals only itself unless the subclass says
    /// otherwise.
    public override init() {
        self.rangeStart = UITextPosition()
        self.rangeEnd = rangeStart
        self.isTextFieldRange = false
        super.init()
    }

    /// Identity, except that two ranges made by text fields are equal with equal ends (spec <doc:Catalog#P9>).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        if other === self { return true }
        return isTextFieldRange && other.isTextFieldRange && rangeStart == other.rangeStart && rangeEnd == other.rangeEnd
    }

    /// A hash that agrees with ``isEqual(_:)``.
    open override var hash: Int {
        isTextFieldRange ? rangeStart.utf16Offset &* 31 &+ rangeEnd.utf16Offset : ObjectIdentifier(self).hashValue
    }
}
