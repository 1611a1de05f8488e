import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Logs the delegate calls of a scroll view, collapsing runs of scrollViewDidScroll into one entry.
@MainActor
private final class DelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var target: CGPoint?
    var velocity: CGPoint?

    private func note(_ call: String) {
        if call == "didScroll", calls.last == "didScroll" { return }
        calls.append(call)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        note("willEndDragging")
        self.velocity = velocity
        target = targetContentOffset.pointee
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
}

@MainActor
@Suite("UIScrollView's motion: deceleration, paging, animation, nesting (spec L4, L6, M3)")
struct ScrollViewMotionTests {
    private func makeScrollView(in host: EventTestHost, content: CGSize = CGSize(width: 300, height: 4_000))
        -> (UIScrollView, DelegateLog) {
        let window = host.makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = content
        window.addSubview(scrollView)
        let log = DelegateLog()
        scrollView.delegate = log
        return (scrollView, log)
    }

    @Test("L4: a flick tells the delegate in UIKit's order and rests where the velocity runs out at the rate")
    func flickDecelerates() throws {
        let host = EventTestHost()
        let (scrollView, log) = makeScrollView(in: host)
        try host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), steps: 10, duration: 0.1)
        let released = scrollView.contentOffset.y
        #expect(scrollView.isDecelerating)
        let velocity = try #require(log.velocity)
        let target = try #require(log.target)
        #expect(velocity.y > 1)
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        #expect(abs(target.y - (released + velocity.y * rate / (1 - rate))) < 0.01)
        host.advance(by: 10)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == target.y)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                              "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("L4: a fast deceleration rate rests sooner; a delegate may move the target")
    func fastRateAndTargetOverride() throws {
        final class Snapper: UIScrollViewDelegate {
            func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
                targetContentOffset.pointee.y = 500
            }
        }
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        let snapper = Snapper()
        scrollView.delegate = snapper
        scrollView.decelerationRate = .fast
        try host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), steps: 10, duration: 0.1)
        host.advance(by: 5)
        #expect(scrollView.contentOffset.y == 500)
    }

    @Test("L7: dragging past the edge moves half as far and bounces back inside; without bounces it stops at the edge")
    func bounce() throws {
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        let finger = try host.touchDown(at: CGPoint(x: 150, y: 100))
        for step in 1...10 { try finger.move(to: CGPoint(x: 150, y: 100 + CGFloat(step) * 20)) }
        #expect(scrollView.contentOffset.y < 0)
        host.advance(by: 1)
        try finger.lift()
        host.advance(by: 10)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.bounces = false
        try host.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300))
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("L8: paging rests on the next page in the flick's direction")
    func paging() throws {
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        scrollView.isPagingEnabled = true
        try host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 240), steps: 6, duration: 0.06)
        host.advance(by: 5)
        #expect(scrollView.contentOffset.y == 400)
    }

    @Test("L10: setContentOffset(animated:) and scrollRectToVisible move on the clock over 0.3 s and end with didEndScrollingAnimation")
    func animatedOffset() {
        let host = EventTestHost()
        let (scrollView, log) = makeScrollView(in: host)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        host.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 300)
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 300)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1_000, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 700)
        #expect(scrollView.bounds.origin == scrollView.contentOffset)
    }

    @Test("B4: scrolling moves the bounds origin, so hit testing and convert follow the content")
    func hitTestingFollowsScrolling() throws {
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 50))
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 480)
        #expect(scrollView.window?.hitTest(CGPoint(x: 10, y: 30), with: nil) === row)
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 20))
    }

    @Test("L6: an inner horizontal scroll view takes horizontal drags; vertical ones scroll the outer")
    func nestedScrollViews() throws {
        let host = EventTestHost()
        let (outer, _) = makeScrollView(in: host)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 150))
        inner.contentSize = CGSize(width: 1_200, height: 150)
        outer.addSubview(inner)
        try host.drag(from: CGPoint(x: 250, y: 170), to: CGPoint(x: 50, y: 175))
        host.advance(by: 10)
        #expect(inner.contentOffset.x > 0 && outer.contentOffset.y == 0)
        try host.drag(from: CGPoint(x: 150, y: 220), to: CGPoint(x: 155, y: 60))
        host.advance(by: 10)
        #expect(outer.contentOffset.y > 0)
    }

    @Test("M3: a wheel scrolls the scroll view under the pointer")
    func wheelScrolls() throws {
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        try host.scroll(at: CGPoint(x: 150, y: 200), by: CGVector(dx: 0, dy: -30), kind: .discrete, steps: 3)
        host.advance(by: 10)
        #expect(scrollView.contentOffset.y != 0)
    }

    @Test("L9: a touch during deceleration stops the content and does not reach it")
    func touchStopsDeceleration() throws {
        let host = EventTestHost()
        let (scrollView, _) = makeScrollView(in: host)
        try host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), steps: 10, duration: 0.1)
        host.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        let finger = try host.touchDown(at: CGPoint(x: 150, y: 200))
        #expect(!scrollView.isDecelerating)
        let resting = scrollView.contentOffset
        host.advance(by: 1)
        #expect(scrollView.contentOffset == resting)
        try finger.lift()
    }
}
