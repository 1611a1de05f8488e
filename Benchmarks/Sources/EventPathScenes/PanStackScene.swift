import Foundation
import ResponderKit

/// One finger moving over a leaf that handles its moves, under a stack of `pans` ancestors that each carry a pan
/// recognizer tracking the same finger: the "one finger moving, no recognizers / 1 pan / 10 pans", which
/// shows the cost of the move path alone and what each tracking recognizer adds to it.
///
/// Two pans that may not recognize together cannot both track a finger: the first to begin makes the others
/// fail (D8). So the scene is every pan's delegate and lets them all recognize simultaneously, and all of them
/// track the finger (``trackingPans``).
@MainActor
public final class PanStackScene: UIGestureRecognizerDelegate {
    /// The clock the application runs on; the timestamps come with the input, and the clock follows them.
    public let clock = VirtualClock(start: 0)
    /// The application the moves are sent to.
    public let application: UIApplication
    /// The view the finger lands on.
    public let leaf = TrackingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    /// How many times any pan's action ran.
    public private(set) var panChanges = 0
    private var recognizers: [UIPanGestureRecognizer] = []
    private lazy var finger = TimedFinger(application: application, clock: clock)
    private let start = CGPoint(x: 400, y: 400)

    /// Builds the window and `pans` nested views with a pan each (none with 0), the leaf in the innermost.
    public init(pans: Int) {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        var parent: UIView = window
        for _ in 0..<pans {
            let panned = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
            let pan = UIPanGestureRecognizer { [unowned self] _ in panChanges += 1 }
            // The leaf keeps getting its moves after the pans begin, so every recognizer and the responder
            // are on the path of every move.
            pan.cancelsTouchesInView = false
            pan.delegate = self
            recognizers.append(pan)
            panned.addGestureRecognizer(pan)
            parent.addSubview(panned)
            parent = panned
        }
        let holder = UIView(frame: CGRect(x: 200, y: 200, width: 400, height: 400))
        parent.addSubview(holder)
        holder.addSubview(leaf)
    }

    /// How many of the pans are tracking the finger (began or changed): all of them once ``begin()`` returned.
    public var trackingPans: Int {
        recognizers.filter { $0.state == .began || $0.state == .changed }.count
    }

    /// Lets every pan of the stack recognize alongside the others.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer)
        -> Bool {
        true
    }

    /// Puts the finger down on the leaf and moves it far enough for the pans to begin.
    public func begin() {
        finger.send(.down, at: start)
        for step in 1...20 { move(step) }
    }

    /// One move event, to a point that wanders around the start and stays in the leaf.
    public func move(_ step: Int) {
        let offset = CGFloat(step % 64) - 32
        finger.send(.move, at: CGPoint(x: start.x + offset, y: start.y - offset / 2))
    }

    /// Lifts the finger.
    public func end() {
        finger.send(.up, at: start)
    }
}
