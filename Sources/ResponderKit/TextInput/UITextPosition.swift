import Foundation

/// A place in a text field's text, between two characters: where the caret sits or a selection starts or ends.
///
/// Positions count UTF-16 code units from the start of the text, like the `NSRange` of
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, so offsets computed with one match the other.
/// Get them from the text field (``UITextField/beginningOfDocument``,
/// ``UITextField/position(from:offset:)``) rather than building them, as in UIKit.
///
/// An `NSObject`, as in UIKit, so positions compare with `==` through `isEqual(_:)`: identity by default, and,
/// for the positions a text field makes, the same offset (spec <doc:Catalog#P9>). A custom text input subclasses
/// it and overrides `isEqual(_:)` for its own positions.
open class UITextPosition: NSObject, @unchecked Sendable {
    /// UTF-16 code units from the start of the text; 0 for positions the app made.
    final let utf16Offset: Int
    /// Whether a text field made the position, so that it equals any other such position at the same offset.
    private final let isTextFieldPosition: Bool

    init(utf16Offset: Int) {
        self.utf16Offset = utf16Offset
        self.isTextFieldPosition = true
        super.init()
    }

    /// Creates a position for a custom text input to subclass; it equals only itself unless the subclass says
    /// otherwise.
    public override init() {
        self.utf16Offset = 0
        self.isTextFieldPosition = false
        super.init()
    }

    /// Identity, except that two positions made by text fields are equal at the same offset (spec
    /// <doc:Catalog#P9>).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextPosition else { return false }
        if other === self { return true }
        return isTextFieldPosition && other.isTextFieldPosition && utf16Offset == other.utf16Offset
    }

    /// A hash that agrees with ``isEqual(_:)``.
    open override var hash: Int {
        isTextFieldPosition ? utf16Offset.hashValue : ObjectIdentifier(self).hashValue
    }
}
