import Foundation

/// Recognizes two fingers turning around each other: a continuous gesture reporting ``rotation`` and
/// ``velocity`` (spec <doc:Catalog#D13>).
///
/// It follows the first two fingers of the gesture and ignores any others. It begins once the line between
/// them has turned more than ``minimumRotation``, changes with every move after that, and ends when either
/// finger lifts. ``rotation`` is in radians, positive clockwise on screen, and counts whole turns.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turned since touch-down, in radians, clockwise positive. Set it (typically to 0
    /// after applying it) to make later values relative to now.
    open var rotation: CGFloat = 0
    /// How fast ``rotation`` changes, in radians per second.
    open private(set) var velocity: CGFloat = 0
    /// How far the fingers must turn before the rotation begins, in radians; π/36 (5°) by default
    /// (undocumented in UIKit, so configurable).
    open var minimumRotation: CGFloat = .pi / 36

    private var pair = TouchPair()
    private var lastAngle: CGFloat = 0
    private var turnedSinceTouchDown: CGFloat = 0
    private var lastTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasComplete = pair.isComplete
        pair.adopt(from: self, touches, event: event)
        if pair.isComplete, !wasComplete {
            lastAngle = pair.angle
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isComplete, pair.involves(touches) else { return }
        let angle = pair.angle
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        rotation += turn
        turnedSinceTouchDown += turn
        let dt = event.timestamp - lastTime
        if dt > 0 { velocity = turn / CGFloat(dt) }
        lastAngle = angle
        lastTime = event.timestamp
        advanceContinuousGesture(hasCrossedThreshold: abs(turnedSinceTouchDown) > minimumRotation)
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
        rotation = 0
        velocity = 0
        turnedSinceTouchDown = 0
    }
}
