import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIRefreshControl")
struct RefreshControlTests {
    /// A window filled by a scroll view with tall content and a refresh control whose value changes are logged
    /// with `isRefreshing` as the action saw it.
    private func makeScrollView(_ host: EventTestHost)
        -> (UIScrollView, UIRefreshControl, ValueChangeLog<UIRefreshControl>, UIWindow) {
        let window = host.makeWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 3000)
        window.addSubview(scrollView)
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        return (scrollView, refresh, ValueChangeLog(refresh) { "\($0.isRefreshing)" }, window)
    }

    /// Puts a finger down on the scroll view and drags it down `distance` points of screen in small moves.
    private func pull(_ host: EventTestHost, by distance: CGFloat) throws -> Finger {
        let finger = try host.touchDown(at: CGPoint(x: 200, y: 150))
        try host.slide(finger, to: CGPoint(x: 200, y: 150 + distance), steps: 20)
        return finger
    }

    @Test("Q22: a new refresh control is a UIControl, not refreshing, and refreshControl makes it a subview")
    func attach() {
        let refresh = UIRefreshControl()
        let control: UIControl = refresh
        #expect(!refresh.isRefreshing && control.isEnabled)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.refreshControl = refresh
        #expect(refresh.superview === scrollView)
        #expect(scrollView.refreshControl === refresh)
        scrollView.refreshControl = nil
        #expect(refresh.superview == nil)
    }

    @Test("Q23: pulling the content 125 points below its top begins refreshing and sends valueChanged before the lift")
    func pullPastThreshold() throws {
        let host = EventTestHost()
        let (scrollView, refresh, log, window) = makeScrollView(host)
        let finger = try pull(host, by: 250)
        #expect(scrollView.contentOffset.y < -100)
        #expect(refresh.isRefreshing)
        #expect(log.values == ["true"])
        try host.slide(finger, to: CGPoint(x: 200, y: 450), steps: 5)
        #expect(log.count == 1)
        try finger.lift()
        #expect(log.count == 1)
        _ = window
    }

    @Test("Q23: a small pull springs back to the top and sends nothing")
    func smallPull() throws {
        let host = EventTestHost()
        let (scrollView, refresh, log, window) = makeScrollView(host)
        let finger = try pull(host, by: 50)
        #expect(scrollView.contentOffset.y < 0)
        try finger.lift()
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!refresh.isRefreshing)
        #expect(log.count == 0)
        _ = window
    }

    @Test("Q24: while refreshing the content rests below the control; endRefreshing returns it to the top, sending nothing")
    func restWhileRefreshing() throws {
        let host = EventTestHost()
        let (scrollView, refresh, log, window) = makeScrollView(host)
        var finger = try pull(host, by: 250)
        try finger.lift()
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y < -scrollView.adjustedContentInset.top)
        #expect(refresh.isRefreshing)

        finger = try pull(host, by: 250)
        try finger.lift()
        host.advance(by: 2)
        #expect(log.count == 1)

        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
        #expect(log.count == 1)
        _ = window
    }

    @Test("Q25, Q1: beginRefreshing() from code sets isRefreshing and sends nothing")
    func beginFromCode() throws {
        let host = EventTestHost()
        let (_, refresh, log, window) = makeScrollView(host)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        host.runUntilIdle()
        refresh.endRefreshing()
        host.advance(by: 1)
        #expect(log.count == 0)
        _ = window
    }
}
