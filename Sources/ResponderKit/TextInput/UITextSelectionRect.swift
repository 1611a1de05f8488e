import Foundation

/// One rectangle of a drawn selection, as ``UITextInput/selectionRects(for:)`` returns them.
///
/// ResponderKit lays no text out, so a text field returns none; the class exists so that the common subclass
/// override that hides a field's selection (`selectionRects(for:)` returning `[]`) compiles, and so that a
/// host drawing text can subclass it. Every property is a fixed default here; subclasses override them.
@preconcurrency @MainActor
open class UITextSelectionRect {
    /// Creates a selection rectangle with the defaults below.
    public init() {}

    /// Where the rectangle is, in the text input's coordinates; `.zero` here.
    open var rect: CGRect { .zero }
    /// The direction of the text the rectangle covers; `.natural` here.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the start of the selection; `false` here.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection; `false` here.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle runs vertically; `false` here.
    open var isVertical: Bool { false }
    /// The transform applied to ``rect``; the identity here.
    open var transform: CGAffineTransform { .identity }
}
