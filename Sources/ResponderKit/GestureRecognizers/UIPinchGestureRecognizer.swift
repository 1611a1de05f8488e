import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture reporting ``scale`` and
/// ``velocity`` (spec <doc:Catalog#D13>).
///
/// It follows the first two fingers of the gesture and ignores any others. It begins once the distance
/// between them has changed by more than ``minimumSpanChange``, changes with every move after that, and ends
/// when either finger lifts. ``scale`` is the distance now over the distance at touch-down, so it already
/// reflects the movement that made the gesture begin.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor: the fingers' distance relative to where they started. Set it (typically to 1 after
    /// applying it) to make later values relative to the current distance.
    open var scale: CGFloat = 1
    /// How fast ``scale`` changes, in scale factor per second.
    open private(set) var velocity: CGFloat = 0
    /// How much the fingers' distance must change before the pinch begins, in points; 10 by default
    /// (undocumented in UIKit, so configurable).
    open var minimumSpanChange: CGFloat = 10

    private var pair = TouchPair()
    private var initialSpan: CGFloat = 0
    private var lastSpan: CGFloat = 0
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasComplete = pair.isComplete
        pair.adopt(from: self, touches, event: event)
        if pair.isComplete, !wasComplete {
            initialSpan = pair.span
            lastSpan = initialSpan
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isComplete, pair.involves(touches) else { return }
        let span = pair.span
        if lastSpan > 0 {
            let previousScale = scale
            scale *= span / lastSpan
            let dt = event.timestamp - lastTime
            if dt > 0 { velocity = (scale - previousScale) / CGFloat(dt) }
        }
        lastSpan = span
        lastTime = event.timestamp
        advanceContinuousGesture(hasCrossedThreshold: abs(span - initialSpan) > minimumSpanChange)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isBroken(by: touches, of: self) else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isBroken(by: touches, of: self) else { return }
        cancelContinuousGesture()
    }

    open override func reset() {
        pair.clear()
        scale = 1
        velocity = 0
        initialSpan = 0
        lastSpan = 0
    }
}
