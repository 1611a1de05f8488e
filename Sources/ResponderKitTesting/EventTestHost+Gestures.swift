import Foundation
import ResponderKit

// Gestures at the level a test thinks. Each goes through the input door on the virtual clock, with the moves
// and timing a finger would make; each documents the exact input it sends, and the host's own tests check that
// sequence. Moves are evenly spaced in time and position, `gestureSteps` of them.

extension EventTestHost {
    /// How many moves a swipe, pinch, rotation, pan or edge swipe makes between down and up.
    public static let gestureSteps = 10
    /// The time between the lift of one tap and the next touch-down of a multiple tap.
    public static let multipleTapGap: TimeInterval = 0.1

    // MARK: Taps and presses

    /// Taps `target` `count` times, once the check of ``Target`` passes (spec T1): per tap a down,
    /// ``tapDuration`` (0.05 s), an up; ``multipleTapGap``
    /// (0.1 s) between taps, well inside UIKit's multiple-tap interval, so `tapCount` counts up.
    public func tap(_ target: Target, count: Int = 1) throws {
        guard count >= 1 else { throw EventTestHostError.invalidGesture("tap(_:count:) needs a count of 1 or more.") }
        let point = try aimPoint(for: target, gesture: count == 1 ? "tap" : "tap (count \(count))")
        for index in 0..<count {
            if index > 0 { advance(by: Self.multipleTapGap) }
            try tap(at: point)
        }
    }

    /// Taps `view` `count` times, aimed and checked as the `Target` form of ``tap(_:count:)`` is (spec T1).
    public func tap(_ view: UIView, count: Int = 1) throws {
        try tap(.view(view), count: count)
    }

    /// Two taps: down, 0.05 s, up, 0.1 s, down, 0.05 s, up.
    public func doubleTap(_ target: Target) throws {
        try tap(target, count: 2)
    }

    /// Two taps on `view`, aimed and checked as a ``Target`` view is.
    public func doubleTap(_ view: UIView) throws {
        try tap(.view(view), count: 2)
    }

    /// Holds a finger still on `target`: a down, `duration` of time (timers such as a long press's fire on
    /// the way), an up. 0.8 s by default, past UIKit's 0.5 s minimum press duration.
    public func longPress(_ target: Target, duration: TimeInterval = 0.8) throws {
        guard duration >= 0 else { throw EventTestHostError.invalidGesture("longPress needs a duration of 0 or more.") }
        let finger = try touchDown(at: try aimPoint(for: target, gesture: "longPress"))
        advance(by: duration)
        runUntilIdle()
        try finger.lift()
    }

    /// Holds a finger still on `view`, as the `Target` form of ``longPress(_:duration:)`` does.
    public func longPress(_ view: UIView, duration: TimeInterval = 0.8) throws {
        try longPress(.view(view), duration: duration)
    }

    // MARK: Paths

    /// Swipes from `target` `distance` points in `direction`: a down, ``gestureSteps`` moves evenly spaced over
    /// `duration`, an up at the end. 200 points in 0.15 s by default, well past a swipe recognizer's minimum
    /// distance and inside its maximum duration.
    public func swipe(_ target: Target, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 200,
                      duration: TimeInterval = 0.15) throws {
        let unit: CGPoint
        switch direction {
        case .right: unit = CGPoint(x: 1, y: 0)
        case .left: unit = CGPoint(x: -1, y: 0)
        case .up: unit = CGPoint(x: 0, y: -1)
        case .down: unit = CGPoint(x: 0, y: 1)
        default:
            throw EventTestHostError.invalidGesture("swipe needs exactly one direction: .right, .left, .up or .down.")
        }
        let start = try aimPoint(for: target, gesture: "swipe")
        try path(from: [start], to: [CGPoint(x: start.x + unit.x * distance, y: start.y + unit.y * distance)],
                 duration: duration)
    }

    /// Drags from `target` by `translation`: a down, ``gestureSteps`` moves evenly spaced over `duration`, an up
    /// where the moves end. The start is checked as ``Target`` says (spec T1).
    public func drag(_ target: Target, by translation: CGPoint, duration: TimeInterval = 0.2) throws {
        let start = try aimPoint(for: target, gesture: "drag")
        try path(from: [start], to: [CGPoint(x: start.x + translation.x, y: start.y + translation.y)],
                 duration: duration)
    }

    /// Swipes from `view`, as the `Target` form of ``swipe(_:direction:distance:duration:)`` does.
    public func swipe(_ view: UIView, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 200,
                      duration: TimeInterval = 0.15) throws {
        try swipe(.view(view), direction: direction, distance: distance, duration: duration)
    }

    /// Pinches on `target`: two fingers down in one event 100 points apart horizontally around it, moving
    /// apart (scale above 1) or together (below 1) until they are `100 * scale` apart, in ``gestureSteps``
    /// moves over `duration`, then lifted together.
    public func pinch(_ target: Target, scale: CGFloat, duration: TimeInterval = 0.3) throws {
        guard scale > 0, scale.isFinite else {
            throw EventTestHostError.invalidGesture("pinch needs a scale above 0; 1 keeps the fingers still.")
        }
        let center = try aimPoint(for: target, gesture: "pinch")
        let half: CGFloat = 50
        try path(from: [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)],
                 to: [CGPoint(x: center.x - half * scale, y: center.y), CGPoint(x: center.x + half * scale, y: center.y)],
                 duration: duration)
    }

    /// Pinches on `view`, as the `Target` form of ``pinch(_:scale:duration:)`` does.
    public func pinch(_ view: UIView, scale: CGFloat, duration: TimeInterval = 0.3) throws {
        try pinch(.view(view), scale: scale, duration: duration)
    }

    /// Rotates two fingers around `target`: down in one event 50 points either side of it horizontally, turning
    /// along their circle by `angle` radians (positive is clockwise on screen, as UIKit's rotation) in
    /// ``gestureSteps`` moves over `duration`, then lifted together.
    public func rotate(_ target: Target, angle: CGFloat, duration: TimeInterval = 0.3) throws {
        let center = try aimPoint(for: target, gesture: "rotate")
        let radius: CGFloat = 50
        func fingers(at turn: CGFloat) -> [CGPoint] {
            let offset = CGPoint(x: radius * cos(turn), y: radius * sin(turn))
            return [CGPoint(x: center.x - offset.x, y: center.y - offset.y),
                    CGPoint(x: center.x + offset.x, y: center.y + offset.y)]
        }
        try path(duration: duration) { fraction in fingers(at: angle * fraction) }
    }

    /// Rotates two fingers around `view`, as the `Target` form of ``rotate(_:angle:duration:)`` does.
    public func rotate(_ view: UIView, angle: CGFloat, duration: TimeInterval = 0.3) throws {
        try rotate(.view(view), angle: angle, duration: duration)
    }

    /// Pans two fingers from `target`: down in one event 40 points apart horizontally around it, both moving by
    /// `translation` in ``gestureSteps`` moves over `duration`, then lifted together.
    public func twoFingerPan(_ target: Target, translation: CGPoint, duration: TimeInterval = 0.3) throws {
        let center = try aimPoint(for: target, gesture: "twoFingerPan")
        let starts = [CGPoint(x: center.x - 20, y: center.y), CGPoint(x: center.x + 20, y: center.y)]
        try path(from: starts, to: starts.map { CGPoint(x: $0.x + translation.x, y: $0.y + translation.y) },
                 duration: duration)
    }

    /// Pans two fingers from `view`, as the `Target` form of ``twoFingerPan(_:translation:duration:)``
    /// does.
    public func twoFingerPan(_ view: UIView, translation: CGPoint, duration: TimeInterval = 0.3) throws {
        try twoFingerPan(.view(view), translation: translation, duration: duration)
    }

    /// Swipes in from one edge of the screen: a down 1 point inside the middle of `edge`, ``gestureSteps``
    /// moves straight inward evenly spaced over `duration`, an up `distance` points in. The path a screen-edge
    /// pan recognizer waits for.
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat = 150, duration: TimeInterval = 0.2) throws {
        let bounds = screen.bounds
        let start: CGPoint
        let unit: CGPoint
        switch edge {
        case .left: (start, unit) = (CGPoint(x: bounds.minX + 1, y: bounds.midY), CGPoint(x: 1, y: 0))
        case .right: (start, unit) = (CGPoint(x: bounds.maxX - 1, y: bounds.midY), CGPoint(x: -1, y: 0))
        case .top: (start, unit) = (CGPoint(x: bounds.midX, y: bounds.minY + 1), CGPoint(x: 0, y: 1))
        case .bottom: (start, unit) = (CGPoint(x: bounds.midX, y: bounds.maxY - 1), CGPoint(x: 0, y: -1))
        default:
            throw EventTestHostError.invalidGesture("edgeSwipe needs exactly one edge: .left, .right, .top or .bottom.")
        }
        try path(from: [start], to: [CGPoint(x: start.x + unit.x * distance, y: start.y + unit.y * distance)],
                 duration: duration)
    }

    /// Fingers down together at `starts`, moved in straight lines to `ends`, lifted together.
    private func path(from starts: [CGPoint], to ends: [CGPoint], duration: TimeInterval) throws {
        try path(duration: duration) { fraction in
            zip(starts, ends).map { start, end in
                CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            }
        }
    }

    /// Fingers down together where `positions(0)` puts them, moved ``gestureSteps`` times evenly over
    /// `duration` to `positions(fraction)`, lifted together where `positions(1)` leaves them.
    private func path(duration: TimeInterval, positions: (CGFloat) -> [CGPoint]) throws {
        guard duration >= 0, duration.isFinite else {
            throw EventTestHostError.invalidGesture("A gesture needs a finite duration of 0 or more.")
        }
        let fingers = try touchDown(at: positions(0))
        for step in 1...Self.gestureSteps {
            advance(by: duration / Double(Self.gestureSteps))
            try move(fingers, to: positions(CGFloat(step) / CGFloat(Self.gestureSteps)))
        }
        try lift(fingers)
    }
}

extension EventTestHost {
    /// Performs an assistive-technology action on `element` as VoiceOver would, then runs next-turn work
    /// (spec <doc:Catalog#P24>): `.activate`, `.increment`, `.decrement`, `.escape` or `.magicTap`. Answers whether
    /// something handled it; see ``UIApplication/performAccessibilityAction(_:on:)``.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on element: UIResponder) throws -> Bool {
        let handled = try application.performAccessibilityAction(action, on: element)
        runUntilIdle()
        return handled
    }
}
