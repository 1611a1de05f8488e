import Foundation
import ResponderKit

// Scrolling to find (spec T6). A target a person would have to scroll to is scrolled to as a person would:
// finger drags on the scroll view through the input door, so the scroll view's delegate and any code watching
// the scroll run as in the app. Setting `contentOffset` directly would skip them and could reach offsets no
// finger can. Tables and collection views are scroll views, so their rows already on the content are reached
// the same way; rows not yet made need the list to say where a row would be, which is where a table's own
// search will join `scrollIntoView(_:gesture:)`, before the target is looked for.

extension EventTestHost {
    /// The most drags spent bringing one target into view in one scroll view; a drag covers at most the scroll
    /// view's visible height or width, so this reaches content many screens long.
    static let maximumScrollDrags = 60

    /// Scrolls each scroll view around `view`, outermost first, until `view`'s center is inside their visible
    /// bounds and on screen; throws ``EventTestHostError/offScreen(_:)``, having sent nothing more, when a scroll
    /// view cannot scroll or the target lies outside its content. A target already visible causes no scroll.
    func scrollIntoView(_ view: UIView, gesture: String) throws {
        guard isInShownWindow(view) else { return }
        var scrollViews: [UIScrollView] = []
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { scrollViews.insert(scrollView, at: 0) }
            ancestor = current.superview
        }
        for (index, scrollView) in scrollViews.enumerated() {
            let inner = index + 1 < scrollViews.count ? scrollViews[index + 1] : nil
            guard !isVisible(part(of: view, in: scrollView, within: inner), in: scrollView) else { continue }
            try scroll(scrollView, toReveal: view, within: inner, gesture: gesture)
        }
        let center = screenPoint(inCenterOf: view)
        guard screen.bounds.contains(center) else {
            throw EventTestHostError.offScreen("\(gesture) cannot reach \(TraceEvent.name(of: view)): it is off "
                + "screen, its frame on screen is \(Self.rect(screenFrame(of: view))) and the screen is "
                + "\(Self.rect(screen.bounds)), and no scroll view around it can bring it into view.\n" + replayNote())
        }
    }

    /// The rect of `scrollView`'s content to bring into view for `view`: its frame, or, when it sits in an
    /// `inner` scroll view, the part of the inner one's frame nearest to it, which the inner one then scrolls.
    private func part(of view: UIView, in scrollView: UIScrollView, within inner: UIScrollView?) -> CGRect {
        let frame = view.convert(view.bounds, to: scrollView)
        guard let inner else { return frame }
        let box = inner.convert(inner.bounds, to: scrollView)
        func span(_ low: CGFloat, _ length: CGFloat, _ boxLow: CGFloat, _ boxLength: CGFloat) -> (CGFloat, CGFloat) {
            let kept = min(length, boxLength)
            return (min(max(low, boxLow), boxLow + boxLength - kept), kept)
        }
        let (x, width) = span(frame.minX, frame.width, box.minX, box.width)
        let (y, height) = span(frame.minY, frame.height, box.minY, box.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Whether the center of `rect` (in `scrollView`'s coordinates) is inside its visible bounds and on screen.
    private func isVisible(_ rect: CGRect, in scrollView: UIScrollView) -> Bool {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return scrollView.bounds.contains(center) && screen.bounds.contains(scrollView.convertToScreen(center))
    }

    /// The part of `scrollView`'s bounds on screen, in its own coordinates.
    private func visibleBounds(of scrollView: UIScrollView) -> CGRect {
        let onScreen = scrollView.convertFromScreen(screen.bounds.origin)
        let screenRect = CGRect(origin: onScreen, size: screen.bounds.size)
        let visible = scrollView.bounds.intersection(screenRect)
        return visible.isNull ? .zero : visible
    }

    /// Drags `scrollView` until `view` (or, in an `inner` scroll view, the part of that one nearest to it) lies
    /// wholly inside its visible bounds (or as much of it as fits),
    /// vertically then horizontally, each drag held still before the lift so the scroll view comes to rest
    /// without decelerating.
    private func scroll(_ scrollView: UIScrollView, toReveal view: UIView, within inner: UIScrollView?,
                        gesture: String) throws {
        let frame = part(of: view, in: scrollView, within: inner)
        let inset = scrollView.adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, scrollView.contentSize.width + inset.right - scrollView.bounds.width),
            y: max(minimum.y, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))
        let visible = visibleBounds(of: scrollView)
        func wanted(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat,
                    offset: CGFloat, min: CGFloat, max: CGFloat) -> CGFloat {
            var delta: CGFloat = 0
            if high - low > visibleHigh - visibleLow || low < visibleLow {
                delta = low - visibleLow
            } else if high > visibleHigh {
                delta = high - visibleHigh
            }
            return Swift.min(Swift.max(offset + delta, min), max)
        }
        let goal = CGPoint(
            x: wanted(frame.minX, frame.maxX, visible.minX, visible.maxX, offset: scrollView.contentOffset.x,
                      min: minimum.x, max: maximum.x),
            y: wanted(frame.minY, frame.maxY, visible.minY, visible.maxY, offset: scrollView.contentOffset.y,
                      min: minimum.y, max: maximum.y))
        let clipped = "\(gesture) cannot reach \(TraceEvent.name(of: view)): it is outside the visible bounds of "
            + "\(TraceEvent.name(of: scrollView)) (its frame on screen is \(Self.rect(screenFrame(of: view))), the "
            + "screen is \(Self.rect(screen.bounds)))"
        guard scrollView.isScrollEnabled else {
            throw EventTestHostError.offScreen(clipped + " and that scroll view's isScrollEnabled is false.\n"
                + replayNote())
        }
        let shift = CGPoint(x: goal.x - scrollView.contentOffset.x, y: goal.y - scrollView.contentOffset.y)
        guard visible.offsetBy(dx: shift.x, dy: shift.y).contains(CGPoint(x: frame.midX, y: frame.midY)) else {
            throw EventTestHostError.offScreen(clipped + ", and it lies outside the content that scroll view can "
                + "show (contentSize \(Self.number(scrollView.contentSize.width)) × "
                + "\(Self.number(scrollView.contentSize.height))).\n" + replayNote())
        }
        var drags = 0
        while drags < Self.maximumScrollDrags {
            let offset = scrollView.contentOffset
            let remaining = CGPoint(x: goal.x - offset.x, y: goal.y - offset.y)
            let vertical = abs(remaining.y) >= 1
            guard vertical || abs(remaining.x) >= 1 else { break }
            let area = visibleBounds(of: scrollView).insetBy(dx: 4, dy: 4)
            guard area.width > 0, area.height > 0 else { break }
            let span = vertical ? min(abs(remaining.y), area.height) : min(abs(remaining.x), area.width)
            // The finger moves against the content: to raise the offset it goes up (or left).
            let sign: CGFloat = (vertical ? remaining.y : remaining.x) > 0 ? -1 : 1
            let start = vertical
                ? CGPoint(x: area.midX, y: sign < 0 ? area.maxY : area.minY)
                : CGPoint(x: sign < 0 ? area.maxX : area.minX, y: area.midY)
            let end = vertical ? CGPoint(x: start.x, y: start.y + sign * span)
                : CGPoint(x: start.x + sign * span, y: start.y)
            try restingDrag(from: scrollView.convertToScreen(start), to: scrollView.convertToScreen(end))
            drags += 1
            if scrollView.contentOffset == offset { break }
        }
        layOutShownWindows()
        if !isVisible(part(of: view, in: scrollView, within: inner), in: scrollView) {
            throw EventTestHostError.offScreen(clipped + ", and dragging \(TraceEvent.name(of: scrollView)) to "
                + "the end of its content did not bring it into view.\n" + replayNote())
        }
    }

    /// A drag a scroll view follows and then rests after: down, moves to `end`, the finger held still long
    /// enough for the pan's velocity to fall to zero, up; then any remaining motion runs out on the clock.
    private func restingDrag(from start: CGPoint, to end: CGPoint) throws {
        let finger = try touchDown(at: start)
        let steps = Self.gestureSteps
        for step in 1...steps {
            advance(by: 0.02)
            let fraction = CGFloat(step) / CGFloat(steps)
            try finger.move(to: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                        y: start.y + (end.y - start.y) * fraction))
        }
        for _ in 0..<5 {
            advance(by: 0.05)
            try finger.move(to: end)
        }
        try finger.lift()
        runUntilIdle()
    }
}
