import Foundation

/// Recognizes fingers dragging: a continuous gesture (spec <doc:Catalog#D13>: 1 up to `Int.max` touches, begins after
/// about 10 points), reporting ``translation(in:)`` and ``velocity(in:)``.
///
/// It begins when the centroid of its touches has moved more than ``minimumMovementToBegin`` with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down; every later move is a change, and
/// it ends when fewer than the minimum remain. Fingers beyond the maximum are ignored. Adding or lifting a
/// finger does not make the translation jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that pan; further ones are ignored. `Int.max` by default.
    open var maximumNumberOfTouches: Int = .max
    /// How far the fingers must move before the pan begins, in points; 10 by default (undocumented in UIKit,
    /// so configurable).
    open var minimumMovementToBegin: CGFloat = 10
    /// How far back in time ``velocity(in:)`` looks, in seconds; 0.1 by default. Longer is smoother, shorter
    /// follows changes of speed sooner.
    open var velocitySampleInterval: TimeInterval = 0.1
    /// The scroll types that drive this pan; empty by default, so only fingers (and pointer drags) do (spec
    /// <doc:Catalog#M3>). With `.discrete` a wheel's notches, with `.continuous` a trackpad's scroll, move the pan as a
    /// drag would: it begins, changes with each delta (the translation sums them) and ends with the scroll.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    // Written on every move; unchecked for the reason `UIGestureRecognizer`'s dispatch storage is.

    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let panHot = UncheckedState(HotState())
    /// The centroid the translation is measured from, in window coordinates.
    private var anchor: CGPoint? {
        get { panHot.value.anchor }
        _modify { yield &panHot.value.anchor }
    }
    private var lastCentroid: CGPoint {
        get { panHot.value.lastCentroid }
        _modify { yield &panHot.value.lastCentroid }
    }
    private var sampleTranslations: [CGPoint] {
        get { panHot.value.sampleTranslations }
        _modify { yield &panHot.value.sampleTranslations }
    }
    private var sampleTimes: [TimeInterval] {
        get { panHot.value.sampleTimes }
        _modify { yield &panHot.value.sampleTimes }
    }
    private var newestSample: Int {
        get { panHot.value.newestSample }
        _modify { yield &panHot.value.newestSample }
    }
    private var sampleTotal: Int {
        get { panHot.value.sampleTotal }
        _modify { yield &panHot.value.sampleTotal }
    }
    private static let sampleCount = 8

    /// The translation since the gesture started, in window coordinates.
    private var translationInWindow: CGPoint {
        guard let anchor else { return .zero }
        return CGPoint(x: lastCentroid.x - anchor.x, y: lastCentroid.y - anchor.y)
    }

    /// How far the fingers moved since the pan started (or since ``setTranslation(_:in:)``), in `view`'s
    /// coordinates (the window's for `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        vector(translationInWindow, fromWindowTo: view)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates, typically `.zero` after
    /// applying it, so later readings are increments.
    ///
    /// The velocity is left as it was (spec <doc:Catalog#D13>): the samples it is measured from move with the
    /// translation, so a handler that resets the translation on every change still reads how fast the fingers go.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, fromViewToWindow: view)
        let newAnchor = CGPoint(x: lastCentroid.x - inWindow.x, y: lastCentroid.y - inWindow.y)
        if let oldAnchor = anchor {
            let dx = oldAnchor.x - newAnchor.x, dy = oldAnchor.y - newAnchor.y
            for index in sampleTranslations.indices {
                sampleTranslations[index].x += dx
                sampleTranslations[index].y += dy
            }
        }
        anchor = newAnchor
    }

    /// How fast the fingers move, in `view`'s points per second, over the last ``velocitySampleInterval``.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(velocityInWindow, fromWindowTo: view)
    }

    private var velocityInWindow: CGPoint {
        guard sampleTotal >= 2 else { return .zero }
        let count = UIPanGestureRecognizer.sampleCount
        let newestTime = sampleTimes[newestSample]
        var oldest = newestSample
        var steps = 1
        while steps < min(sampleTotal, count) {
            let candidate = (newestSample - steps + count) % count
            oldest = candidate
            if newestTime - sampleTimes[candidate] >= velocitySampleInterval { break }
            steps += 1
        }
        let dt = newestTime - sampleTimes[oldest]
        guard dt > 0 else { return .zero }
        let from = sampleTranslations[oldest], to = sampleTranslations[newestSample]
        return CGPoint(x: (to.x - from.x) / dt, y: (to.y - from.y) / dt)
    }

    private func recordSample(at time: TimeInterval) {
        newestSample = (newestSample + 1) % UIPanGestureRecognizer.sampleCount
        sampleTranslations[newestSample] = translationInWindow
        sampleTimes[newestSample] = time
        sampleTotal += 1
    }

    /// Moves the anchor with the centroid when fingers come or go, so the translation stays continuous.
    private func followCentroid(afterFingerChange: Bool) {
        guard let centroid = centroidOfTouchesDown else { return }
        if anchor == nil {
            anchor = centroid
        } else if afterFingerChange, let current = anchor {
            anchor = CGPoint(x: current.x + centroid.x - lastCentroid.x, y: current.y + centroid.y - lastCentroid.y)
        }
        lastCentroid = centroid
    }

    /// Whether the pan may begin after moving by `translation` (window coordinates); edge pans narrow it.
    func allowsBeginning(after translation: CGPoint) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A pointer drags with the primary button (M2); a right-button drag is not a pan.
        if touches.contains(where: { $0.type == .indirectPointer && !$0.buttonMask.contains(.primary) }) {
            return failIfUndecided()
        }
        // Counted once and kept current, so a frame of many fingers costs linear time, not quadratic.
        var down = touchesDownCount
        var extra: [UITouch] = []
        for touch in touches where down > maximumNumberOfTouches {
            extra.append(touch)
            down -= 1
        }
        ignore(extra, for: event)
        followCentroid(afterFingerChange: true)
        if sampleTotal == 0 { recordSample(at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        followCentroid(afterFingerChange: false)
        recordSample(at: event.timestamp)
        switch storedState {
        case .possible:
            let down = touchesDownCount
            let moved = translationInWindow
            guard down >= minimumNumberOfTouches, down <= maximumNumberOfTouches,
                  (moved.x * moved.x + moved.y * moved.y).squareRoot() > minimumMovementToBegin else { return }
            if allowsBeginning(after: moved) {
                state = .began
            } else {
                failIfUndecided()
            }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = touchesDownCount
        if down > 0 { followCentroid(afterFingerChange: true) } else { recordSample(at: event.timestamp) }
        switch storedState {
        case .possible:
            if down == 0 { failIfUndecided() }
        case .began, .changed:
            if down < minimumNumberOfTouches { state = .ended }
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        anchor = nil
        lastCentroid = .zero
        newestSample = -1
        sampleTotal = 0
    }
}

extension UIPanGestureRecognizer {
    // Scroll input moves the translation as fingers would (M3); here, beside the private state it moves.

    /// Starts a translation that scroll deltas move, from zero.
    func startScrollTranslation(at time: TimeInterval) {
        anchor = .zero
        lastCentroid = .zero
        recordSample(at: time)
    }

    /// Moves the translation by a scroll's delta, as a finger moving that far would.
    func addScrollDelta(_ delta: CGVector, at time: TimeInterval) {
        lastCentroid = CGPoint(x: lastCentroid.x + delta.dx, y: lastCentroid.y + delta.dy)
        recordSample(at: time)
    }
}

extension UIPanGestureRecognizer {
    /// The hot state of `UIPanGestureRecognizer`, in one value (`UncheckedState`).
    @MainActor
    struct HotState {
        var anchor: CGPoint? = nil
        var lastCentroid: CGPoint = .zero
        var newestSample: Int = -1
        var sampleTotal: Int = 0
        var sampleTranslations: [CGPoint] = Array(repeating: .zero, count: UIPanGestureRecognizer.sampleCount)
        var sampleTimes: [TimeInterval] = Array(repeating: 0, count: UIPanGestureRecognizer.sampleCount)
    }
}
