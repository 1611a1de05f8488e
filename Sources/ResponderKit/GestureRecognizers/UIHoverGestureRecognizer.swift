import Foundation

/// Recognizes the pointer hovering over its view, with no button pressed (spec <doc:Catalog#M1>).
///
/// A continuous gesture: it begins when the pointer enters the view (a hover input hit-tests to the view or
/// a view inside it), changes with every move within, and ends when the pointer leaves (a move elsewhere, or
/// the pointer leaving the screen). ``UIGestureRecognizer/location(in:)`` is the pointer's location.
/// Fingers and clicks never drive it, and it neither prevents nor is prevented by recognizers on touches, so a
/// hovered button still taps. If its view leaves the window, or it is disabled, while the pointer is over it,
/// it is cancelled, once.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Creates a hover recognizer sending `action` to `target` as the pointer enters, moves and leaves.
    ///
    /// Its `allowedTouchTypes` is empty: no touch is given to it, so a finger or click on its view neither
    /// drives it nor keeps it busy when the pointer comes to hover.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
    }

    /// A hover shares no touch with other gestures, so it keeps none of them from recognizing.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A hover is the pointer's position, not a competing gesture, so no other gesture stops it.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
