import Foundation

/// A text input that lets code and the input system work with its text by position: read and replace
/// ranges, move and set the selection, and ask where the caret is.
///
/// This is the part of UIKit's `UITextInput` that ResponderKit can honour. ``UITextField`` adopts it; a
/// formatter or validator in a text field delegate uses it to put the caret back where it belongs after
/// rewriting the text. Positions count UTF-16 code units, as the `NSRange` of
/// `textField(_:shouldChangeCharactersIn:replacementString:)` does.
///
/// Not declared, because they need text layout or a tokenizer ResponderKit does not have: `tokenizer`,
/// `position(within:farthestIn:)`, `characterRange(byExtending:in:)`, `baseWritingDirection(for:in:)`,
/// `setBaseWritingDirection(_:for:)`, `closestPosition(to:)`, `closestPosition(to:within:)` and
/// `characterRange(at:)`. There is no input-method composition either: marked text is inserted as typed text
/// (see ``UITextField/setMarkedText(_:selectedRange:)``), so ``markedTextRange`` is always `nil` for a text
/// field.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`, or `nil` if the range does not lie in the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (an empty range is the caret), or `nil` when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The provisional text of an input method still composing, or `nil`.
    var markedTextRange: UITextRange? { get }
    /// Attributes to draw marked text with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Puts provisional text in place of the marked text or the selection, selecting `selectedRange` of it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Accepts the marked text as ordinary text.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, or `nil` if either lies outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` units away from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction, or `nil` outside the text.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// Whether `position` comes before, at or after `other`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How many units `toPosition` lies after `from`; negative when before.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The object told before and after the text or the selection changes.
    var inputDelegate: UITextInputDelegate? { get set }
    /// The rectangle of the first line of `range`, in the input's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The rectangle to draw the caret at `position` in, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangles that draw the selection of `range`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
}
