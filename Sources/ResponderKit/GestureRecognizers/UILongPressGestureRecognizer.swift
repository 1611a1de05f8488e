import Foundation

/// Recognizes fingers held still for a while: a continuous gesture (spec <doc:Catalog#D13>: 0.5 s, 10 pt).
///
/// It begins once ``numberOfTouchesRequired`` fingers have been down for ``minimumPressDuration`` without
/// moving more than ``allowableMovement``; after that every move is a change and lifting ends it. Lifting or
/// moving too far before that fails it. With ``numberOfTapsRequired`` above 0, that many quick taps must
/// come first. The press timer runs on the application's clock.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// How many fingers press; 1 by default.
    open var numberOfTouchesRequired: Int = 1
    /// How many taps come before the press; 0 by default.
    open var numberOfTapsRequired: Int = 0
    /// The longest pause between those taps and the next touch-down; 0.35 s by default (undocumented in
    /// UIKit, so configurable).
    open var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Creates a long-press recognizer sending `action` to `target`; it also recognizes a held select press,
    /// UIKit's default `allowedPressTypes`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
    }

    private var tapsCompleted = 0
    private var startPoints = TouchStartPoints()
    private var pressTimer: ScheduledWork?
    private var nextTapTimer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard storedState == .possible else {
            ignore(Array(touches), for: event)
            return
        }
        nextTapTimer?.cancel()
        nextTapTimer = nil
        let down = touchesDownCount
        guard down <= numberOfTouchesRequired else { return failIfUndecided() }
        for touch in touches { startPoints.record(touch, at: touch.location(in: nil)) }
        if down == numberOfTouchesRequired, pressTimer == nil {
            pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in self?.pressLastedLongEnough() }
        }
    }

    private func pressLastedLongEnough() {
        pressTimer = nil
        guard storedState == .possible, tapsCompleted == numberOfTapsRequired,
              touchesDownCount == numberOfTouchesRequired || pressesDownCount == 1 else { return }
        state = .began
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch storedState {
        case .possible:
            for touch in touches where startPoints.movement(of: touch) > allowableMovement {
                return failIfUndecided()
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch storedState {
        case .possible:
            pressTimer?.cancel()
            pressTimer = nil
            guard tapsCompleted < numberOfTapsRequired else { return failIfUndecided() }
            guard touchesDownCount == 0 else { return }
            tapsCompleted += 1
            startPoints.removeAll()
            nextTapTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
                self?.failIfUndecided()
            }
        case .began, .changed:
            if touchesDownCount < numberOfTouchesRequired { state = .ended }
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    // A held press of an allowed button is a long press: it begins after the minimum duration and ends
    // when the button is released; quick presses before it count as the required taps.

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        guard storedState == .possible else {
            for press in presses { ignore(press, for: event) }
            return
        }
        nextTapTimer?.cancel()
        nextTapTimer = nil
        guard pressesDownCount == 1 else { return failIfUndecided() }
        if pressTimer == nil {
            pressTimer = scheduleTimer(after: minimumPressDuration) { [weak self] in self?.pressLastedLongEnough() }
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        switch storedState {
        case .possible:
            pressTimer?.cancel()
            pressTimer = nil
            guard tapsCompleted < numberOfTapsRequired else { return failIfUndecided() }
            tapsCompleted += 1
            nextTapTimer = scheduleTimer(after: maximumIntervalBetweenTaps) { [weak self] in
                self?.failIfUndecided()
            }
        case .began, .changed:
            state = .ended
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        switch storedState {
        case .possible: failIfUndecided()
        case .began, .changed: state = .cancelled
        case .ended, .cancelled, .failed: break
        }
    }

    open override func reset() {
        pressTimer?.cancel()
        pressTimer = nil
        nextTapTimer?.cancel()
        nextTapTimer = nil
        tapsCompleted = 0
        startPoints.removeAll()
    }
}
