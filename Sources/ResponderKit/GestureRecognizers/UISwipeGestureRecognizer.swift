import Foundation

/// Recognizes a quick stroke in one direction: a discrete gesture (spec <doc:Catalog#D13>: direction `.right`, 1 touch).
///
/// The gesture is recognized while the fingers move, as soon as their centroid has travelled
/// ``minimumDistance`` within ``maximumDuration`` of touching down, in one of the allowed ``direction``s
/// give or take ``maximumAngle``. It fails if the stroke goes another way, is too slow, or lifts early.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go; several may be allowed at once.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a set of directions from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge of the screen.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top edge.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom edge.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers swipe; 1 by default.
    open var numberOfTouchesRequired: Int = 1
    /// How far the stroke must travel, in points; 50 by default (undocumented in UIKit, so configurable).
    open var minimumDistance: CGFloat = 50
    /// How long the stroke may take to travel ``minimumDistance``; 0.5 s by default (undocumented in UIKit,
    /// so configurable).
    open var maximumDuration: TimeInterval = 0.5
    /// How far, in radians, the stroke may stray from an allowed direction; π/6 (30°) by default
    /// (undocumented in UIKit, so configurable).
    open var maximumAngle: CGFloat = .pi / 6

    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var deadline: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = touchesDownCount
        guard down <= numberOfTouchesRequired else { return failIfUndecided() }
        if down == numberOfTouchesRequired {
            start = centroidOfTouchesDown
            startTime = event.timestamp
        }
        if deadline == nil {
            deadline = scheduleTimer(after: maximumDuration) { [weak self] in self?.failIfUndecided() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard storedState == .possible, let start, touchesDownCount == numberOfTouchesRequired,
              let here = centroidOfTouchesDown else { return }
        guard event.timestamp - startTime <= maximumDuration else { return failIfUndecided() }
        let dx = here.x - start.x, dy = here.y - start.y
        guard (dx * dx + dy * dy).squareRoot() >= minimumDistance else { return }
        if matchesAllowedDirection(dx: dx, dy: dy) {
            state = .recognized
        } else {
            failIfUndecided()
        }
    }

    private func matchesAllowedDirection(dx: CGFloat, dy: CGFloat) -> Bool {
        func within(_ along: CGFloat, _ across: CGFloat) -> Bool {
            along > 0 && atan2(abs(across), along) <= maximumAngle
        }
        return (direction.contains(.right) && within(dx, dy)) || (direction.contains(.left) && within(-dx, dy))
            || (direction.contains(.down) && within(dy, dx)) || (direction.contains(.up) && within(-dy, dx))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfUndecided()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfUndecided()
    }

    open override func reset() {
        deadline?.cancel()
        deadline = nil
        start = nil
    }
}
