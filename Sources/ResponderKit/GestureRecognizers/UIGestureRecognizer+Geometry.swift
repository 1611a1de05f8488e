import Foundation

// Measurements the concrete recognizers share. Everything is in window coordinates, where touches of one
// gesture are comparable whatever view they landed on.

extension UIGestureRecognizer {
    /// How many of the recognizer's touches are still down.
    var touchesDownCount: Int {
        var count = 0
        for touch in trackedTouches where touch.isDown { count += 1 }
        return count
    }

    /// The centroid of the touches still down, in window coordinates; `nil` when none is down.
    ///
    /// Window coordinates are an affine map of the screen's, so the centroid is taken on the screen and mapped
    /// once, rather than each touch retaining its window to map its own location.
    var centroidOfTouchesDown: CGPoint? {
        var sumX: CGFloat = 0, sumY: CGFloat = 0, count: CGFloat = 0
        var first: UITouch?
        var oneWindow = true
        for touch in trackedTouches where touch.isDown {
            sumX += touch.locationInScreen.x
            sumY += touch.locationInScreen.y
            count += 1
            if let first { oneWindow = oneWindow && first.windowIdentity == touch.windowIdentity } else { first = touch }
        }
        guard let first else { return nil }
        if oneWindow { return first.windowPoint(fromScreen: CGPoint(x: sumX / count, y: sumY / count)) }
        return centroidTouchByTouch
    }

    /// The centroid of touches down in several windows (a recognizer whose view changed windows between
    /// touch-downs): each touch's location in its own window.
    private var centroidTouchByTouch: CGPoint? {
        var sumX: CGFloat = 0, sumY: CGFloat = 0, count: CGFloat = 0
        for touch in trackedTouches where touch.isDown {
            let point = touch.location(in: nil)
            sumX += point.x
            sumY += point.y
            count += 1
        }
        return count > 0 ? CGPoint(x: sumX / count, y: sumY / count) : nil
    }

    /// Fails the recognizer if it is still deciding; concrete recognizers call it when the touches stop
    /// looking like their gesture.
    func failIfUndecided() {
        if storedState == .possible { state = .failed }
    }

    /// Schedules `work` on the application's clock, so timers follow virtual time in tests.
    func scheduleTimer(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork? {
        guard let clock = (arena?.application ?? view?.window?.application)?.clock else { return nil }
        return clock.schedule(after: delay, work)
    }
}

/// Converts a vector (a translation or a velocity) from window coordinates into `view`'s.
@MainActor
func vector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(vector, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
}

/// Converts a vector from `view`'s coordinates into window coordinates.
@MainActor
func vector(_ vector: CGPoint, fromViewToWindow view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, to: nil)
    let tip = view.convert(vector, to: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
}

func distance(_ first: CGPoint, _ second: CGPoint) -> CGFloat {
    let dx = second.x - first.x, dy = second.y - first.y
    return (dx * dx + dy * dy).squareRoot()
}

/// Where each touch of a gesture went down, so movement is measured per finger without allocating on moves.
struct TouchStartPoints {
    private var touches: [UITouch] = []
    private var points: [CGPoint] = []

    mutating func record(_ touch: UITouch, at point: CGPoint) {
        touches.append(touch)
        points.append(point)
    }

    /// How far `touch` is from where it went down; 0 for a touch not recorded.
    @MainActor
    func movement(of touch: UITouch) -> CGFloat {
        guard let index = touches.firstIndex(where: { $0 === touch }) else { return 0 }
        return distance(points[index], touch.location(in: nil))
    }

    mutating func removeAll() {
        touches.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }
}

/// The two touches a pinch or a rotation follows: the first two of the gesture; later ones are ignored.
@MainActor
struct TouchPair {
    private(set) var first: UITouch?
    private(set) var second: UITouch?

    var isComplete: Bool { first != nil && second != nil }

    /// Takes the first two touches the recognizer has down and asks it to ignore any further ones.
    mutating func adopt(from recognizer: UIGestureRecognizer, _ touches: Set<UITouch>, event: UIEvent) {
        var extra: [UITouch] = []
        for touch in recognizer.trackedTouches where touch.isDown && touches.contains(touch) {
            if first == nil {
                first = touch
            } else if second == nil, touch !== first {
                second = touch
            } else if touch !== first, touch !== second {
                extra.append(touch)
            }
        }
        recognizer.ignore(extra, for: event)
    }

    /// Whether touches ending or cancelled end a two-finger gesture: one of the pair left, or no finger is down.
    func isBroken(by touches: Set<UITouch>, of recognizer: UIGestureRecognizer) -> Bool {
        involves(touches) || recognizer.touchesDownCount == 0
    }

    /// Whether `touches` holds one of the pair.
    func involves(_ touches: Set<UITouch>) -> Bool {
        (first.map { touches.contains($0) } ?? false) || (second.map { touches.contains($0) } ?? false)
    }

    /// The distance between the two touches, in window points.
    var span: CGFloat {
        guard let first, let second else { return 0 }
        return distance(first.location(in: nil), second.location(in: nil))
    }

    /// The angle of the line from the first touch to the second, in radians, clockwise on screen.
    var angle: CGFloat {
        guard let first, let second else { return 0 }
        let a = first.location(in: nil), b = second.location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    mutating func clear() {
        first = nil
        second = nil
    }
}
