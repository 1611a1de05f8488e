import Foundation
import ResponderKit

/// A finger dragging a scroll view whose content holds 1,000 views (spec L1-L5): the scroll view's pan follows
/// every move and moves the content offset, so hit testing, the gesture arena and the scroll view's own code are
/// all on the path of each move. Timestamps come with the input, one 120 Hz frame apart.
@MainActor
public final class ScrollScene {
    /// The clock the application runs on; it follows the input's timestamps.
    public let clock = VirtualClock(start: 0)
    /// The application the drag is sent to.
    public let application: UIApplication
    /// The scroll view being dragged.
    public let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    private lazy var finger = TimedFinger(application: application, clock: clock)
    private let start = CGPoint(x: 200, y: 400)

    /// Builds the window and the scroll view with 1,000 rows of content.
    public init() {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(scrollView)
        for row in 0..<1_000 {
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 400, height: 44)))
        }
        scrollView.contentSize = CGSize(width: 400, height: 44_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 20_000)
        clock.runUntilIdle()
    }

    private func send(_ action: HostTouch.Action, at location: CGPoint) {
        finger.send(action, at: location)
    }

    /// Puts the finger down and drags far enough for the scroll view to start dragging.
    public func begin() {
        send(.down, at: start)
        for step in 1...20 { move(step) }
    }

    /// One move event, up and down around the start, so the content scrolls back and forth.
    public func move(_ step: Int) {
        let offset = CGFloat(step % 64) - 32
        send(.move, at: CGPoint(x: start.x, y: start.y + offset * 4))
    }

    /// Lifts the finger with no velocity left, so the scroll view comes to rest, and lets it settle.
    public func end() {
        send(.up, at: start)
        finger.wait(10)
    }
}
