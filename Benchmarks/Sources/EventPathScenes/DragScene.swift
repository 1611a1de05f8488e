import Foundation
import ResponderKit

/// A view that handles the moves of its touches itself, as a drawing canvas would.
public final class TrackingView: UIView {
    /// How many touch moves the view was told about.
    public private(set) var movesSeen = 0

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        movesSeen += touches.count
    }
}

/// A leaf under three ancestors with a pan, a tap and a long-press recognizer, fed through the input door
/// with explicit timestamps one display frame apart, the way a host at 120 Hz would.
@MainActor
public final class DragScene {
    /// The clock the application runs on; the timestamps come with the input, and the clock follows them.
    public let clock = VirtualClock(start: 0)
    /// The application the drag is sent to.
    public let application: UIApplication
    /// The view the finger lands on.
    public let leaf = TrackingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    /// How many times the pan's action ran.
    public private(set) var panChanges = 0
    /// How many trace events the subscriber got.
    public private(set) var tracedEvents = 0
    private var subscription: EventTrace.Subscription?
    private lazy var finger = TimedFinger(application: application, clock: clock)
    private let start = CGPoint(x: 400, y: 400)

    /// Builds the window, the views and their recognizers.
    public init() {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        let panned = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let tapped = UIView(frame: CGRect(x: 100, y: 100, width: 600, height: 600))
        let pressed = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        window.addSubview(panned)
        panned.addSubview(tapped)
        tapped.addSubview(pressed)
        pressed.addSubview(leaf)
        let pan = UIPanGestureRecognizer { [unowned self] _ in panChanges += 1 }
        // The leaf keeps getting its moves after the pan begins, so both the recognizer and the responder
        // are on the path of every move.
        pan.cancelsTouchesInView = false
        panned.addGestureRecognizer(pan)
        tapped.addGestureRecognizer(UITapGestureRecognizer { _ in })
        pressed.addGestureRecognizer(UILongPressGestureRecognizer { _ in })
    }

    /// Whether a subscriber that counts every trace event is attached to the application's event trace.
    public var isTraced: Bool {
        get { subscription != nil }
        set {
            if newValue, subscription == nil {
                subscription = application.eventTrace.subscribe { [unowned self] _ in tracedEvents += 1 }
            } else if !newValue, let subscription {
                application.eventTrace.unsubscribe(subscription)
                self.subscription = nil
            }
        }
    }

    private func send(_ action: HostTouch.Action, at location: CGPoint) {
        finger.send(action, at: location)
    }

    /// Puts the finger down on the leaf and moves it far enough for the pan to begin and the tap and long
    /// press to fail, so what follows is the steady state of a drag.
    public func begin() {
        send(.down, at: start)
        for step in 1...20 { move(step) }
    }

    /// One move event, to a point that wanders around the start and stays in the leaf.
    public func move(_ step: Int) {
        let offset = CGFloat(step % 64) - 32
        send(.move, at: CGPoint(x: start.x + offset, y: start.y - offset / 2))
    }

    /// Lifts the finger and lets the recognizers reset.
    public func end() {
        send(.up, at: start)
    }
}
