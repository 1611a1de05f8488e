import Foundation

// The content moving on its own: slowing down after a flick, springing back inside the edges, settling on a
// page, or an animated offset change. Each runs frame by frame (60 a second) on the application's clock, so it
// is exact under the virtual clock of tests, and tells the delegate in UIKit's order.

/// What moves the content when no finger does.
enum ScrollMotion {
    case idle
    /// Slowing down towards `target` after a drag ended.
    case decelerating(target: CGPoint, timer: ScheduledWork?)
    /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` moving from `start` to `target`.
    case animating(start: CGPoint, target: CGPoint, began: TimeInterval, timer: ScheduledWork?)
}

extension UIScrollView {
    static let frameInterval: TimeInterval = 1.0 / 60
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// `setContentOffset(_:animated:)`: at once, or animated over 0.3 s.
    func moveContent(to offset: CGPoint, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        stopMotion()
        guard animated, let clock = window?.application?.clock, offset != contentOffset else {
            contentOffset = offset
            return
        }
        motion = .animating(start: contentOffset, target: offset, began: clock.now, timer: nil)
        scheduleFrame()
    }

    /// `scrollRectToVisible(_:animated:)`: the least offset change that shows `rect` in the part of the bounds
    /// the content insets leave uncovered (above a keyboard, when the inset is the keyboard's height).
    func reveal(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let width = bounds.width - inset.left - inset.right, height = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if rect.maxX > offset.x + inset.left + width { offset.x = rect.maxX - width - inset.left }
        if rect.minX < offset.x + inset.left { offset.x = rect.minX - inset.left }
        if rect.maxY > offset.y + inset.top + height { offset.y = rect.maxY - height - inset.top }
        if rect.minY < offset.y + inset.top { offset.y = rect.minY - inset.top }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// Where the content comes to rest after a drag, asks the delegate, and starts slowing down to it (<doc:Catalog#L4>).
    ///
    /// `velocity` is in points per millisecond, the content's direction. Free scrolling rests where the
    /// velocity runs out: `offset + velocity × rate / (1 − rate)`; paging rests on the next page in the flick's
    /// direction, or the nearest one. Both stay inside the content.
    func endDrag(velocity: CGPoint) {
        let offset = contentOffset
        var target = isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : {
            let rate = decelerationRate.rawValue
            return CGPoint(x: offset.x + velocity.x * rate / (1 - rate), y: offset.y + velocity.y * rate / (1 - rate))
        }()
        target = clamped(target)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite { target = clamped(offset) }
        let decelerate = abs(target.x - offset.x) > 0.5 || abs(target.y - offset.y) > 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate, window?.application != nil else {
            contentOffset = target
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motion = .decelerating(target: target, timer: nil)
        scheduleFrame()
    }

    private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ value: CGFloat, _ start: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let startPage = (start / size).rounded()
            if speed > 0.2 { return (startPage + 1) * size }
            if speed < -0.2 { return (startPage - 1) * size }
            return (value / size).rounded() * size
        }
        return CGPoint(x: page(offset.x, drag.startOffset.x, bounds.width, velocity.x),
                       y: page(offset.y, drag.startOffset.y, bounds.height, velocity.y))
    }

    /// Stops what moves the content, leaving it where it is.
    func stopMotion() {
        switch motion {
        case .idle: return
        case .decelerating(_, let timer), .animating(_, _, _, let timer): timer?.cancel()
        }
        motion = .idle
        isDecelerating = false
    }

    /// A finger landed while the content slows down: it stops, and the touch only stops it. Returns whether it
    /// was slowing down.
    func stopDeceleratingForTouch() -> Bool {
        guard case .decelerating = motion else { return false }
        stopMotion()
        return true
    }

    private func scheduleFrame() {
        guard let clock = window?.application?.clock else {
            finishMotion()
            return
        }
        let timer = clock.schedule(after: Self.frameInterval) { [weak self] in self?.step() }
        switch motion {
        case .idle: timer.cancel()
        case .decelerating(let target, _): motion = .decelerating(target: target, timer: timer)
        case .animating(let start, let target, let began, _):
            motion = .animating(start: start, target: target, began: began, timer: timer)
        }
    }

    /// One frame: slowing down closes the remaining distance by the rate per millisecond; an animation eases
    /// out over its duration.
    private func step() {
        switch motion {
        case .idle:
            return
        case .decelerating(let target, _):
            let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
            let keep = pow(rate, CGFloat(Self.frameInterval * 1000))
            let offset = contentOffset
            let next = CGPoint(x: target.x - (target.x - offset.x) * keep, y: target.y - (target.y - offset.y) * keep)
            if abs(next.x - target.x) < 0.5, abs(next.y - target.y) < 0.5 {
                finishMotion()
                return
            }
            contentOffset = next
        case .animating(let start, let target, let began, _):
            guard let now = window?.application?.clock.now else {
                finishMotion()
                return
            }
            let progress = min(1, (now - began) / Self.scrollAnimationDuration)
            guard progress < 1 else {
                finishMotion()
                return
            }
            let eased = 1 - pow(1 - CGFloat(progress), 3)
            contentOffset = CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
        }
        if case .idle = motion { return }
        scheduleFrame()
    }

    /// Puts the content at the motion's target and tells the delegate it came to rest.
    private func finishMotion() {
        let finished = motion
        motion = .idle
        switch finished {
        case .idle:
            return
        case .decelerating(let target, _):
            contentOffset = target
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating(_, let target, _, _):
            contentOffset = target
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
