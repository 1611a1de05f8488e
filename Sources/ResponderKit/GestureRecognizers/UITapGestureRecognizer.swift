import Foundation

/// Recognizes one or more taps of one or more fingers: a discrete gesture (spec <doc:Catalog#D13>: 1 tap, 1 touch).
///
/// Each tap is the required number of fingers going down and lifting without moving more than
/// ``allowableMovement``; the taps of a multiple tap must follow each other within
/// ``maximumIntervalBetweenTaps`` and land within ``allowableMovement`` of the first. The gesture is
/// recognized when the last tap lifts, and fails as soon as the touches stop looking like that.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired: Int = 1
    /// How many fingers each tap is made of; 1 by default.
    open var numberOfTouchesRequired: Int = 1
    /// How far a finger may move, and how far later taps may land from the first, in points; 10 by default
    /// (undocumented in UIKit, so configurable).
    open var allowableMovement: CGFloat = 10
    /// The longest pause between the lift of one tap and the next touch-down; 0.35 s by default, as for
    /// `UITouch.tapCount` (undocumented in UIKit, so configurable).
    open var maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// The pointer buttons a click must press to count as a tap; `.primary` by default, as in UIKit.
    ///
    /// Only pointer touches press buttons: a finger or pencil tap is a tap whatever this is. A click fails
    /// the tap unless it presses exactly these buttons, so a tap with `.secondary` takes right clicks only
    /// (spec <doc:Catalog#M2>).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// Creates a tap recognizer sending `action` to `target`; it also recognizes select presses, UIKit's
    /// default `allowedPressTypes`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    }

    private var tapsCompleted = 0
    private var mostFingersInThisTap = 0
    private var firstTapLocation: CGPoint?
    private var startPoints = TouchStartPoints()
    private var nextTapTimer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.cancel()
        nextTapTimer = nil
        let down = touchesDownCount
        guard down <= numberOfTouchesRequired else { return failIfUndecided() }
        for touch in touches where touch.type == .indirectPointer && touch.buttonMask != buttonMaskRequired {
            return failIfUndecided()
        }
        mostFingersInThisTap = max(mostFingersInThisTap, down)
        for touch in touches { startPoints.record(touch, at: touch.location(in: nil)) }
        if let first = firstTapLocation, let here = centroidOfTouchesDown,
           distance(first, here) > allowableMovement {
            failIfUndecided()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where startPoints.movement(of: touch) > allowableMovement {
            return failIfUndecided()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touchesDownCount == 0 else { return }
        guard mostFingersInThisTap == numberOfTouchesRequired else { return failIfUndecided() }
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            if storedState == .possible { state = .recognized }
            return
        }
        mostFingersInThisTap = 0
        startPoints.removeAll()
        nextTapTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
            self?.failIfUndecided()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfUndecided()
    }

    // A press of an allowed button is a tap: down and up, repeated for multiple taps within the interval.
    // More than one button held at once is not a tap.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        nextTapTimer?.cancel()
        nextTapTimer = nil
        if pressesDownCount > 1 { failIfUndecided() }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard pressesDownCount == 0 else { return }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            if storedState == .possible { state = .recognized }
            return
        }
        nextTapTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
            self?.failIfUndecided()
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        failIfUndecided()
    }

    open override func reset() {
        nextTapTimer?.cancel()
        nextTapTimer = nil
        tapsCompleted = 0
        mostFingersInThisTap = 0
        firstTapLocation = nil
        startPoints.removeAll()
    }
}
