import Foundation

/// A place in a text field's text, between two characters: where the caret sits or a selection starts or ends.
///
/// Positions count UTF-16 code units from the start of the text, like the `NSRange` of
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, so offsets computed with one match the other.
/// Get them from the text field (``UITextField/beginningOfDocument``,
/// ``UITextField/position(from:offset:)``) rather than building them, as in UIKit.
public final class UITextPosition: Sendable {
    /// UTF-16 code units from the start of the text.
    let utf16Offset: Int

    init(utf16Offset: Int) {
        self.utf16Offset = utf16Offset
    }
}
