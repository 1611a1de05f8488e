import Foundation
import ResponderKit

/// A view with a pan, a pinch and a tap recognizer that gets `count` fingers down, moved and lifted in three
/// frames: the arena's cost in the number of touches, which must grow linearly (instructions at 2N about twice
/// those at N).
@MainActor
public final class ManyFingersScene {
    /// The application the fingers are sent to.
    public let application: UIApplication
    /// How many touch callbacks the view got, so the work is not optimised away.
    public private(set) var callbacks = 0
    private let points: [CGPoint]

    /// Builds the window, the view with its three recognizers, and the `count` points.
    public init(count: Int) {
        application = UIApplication(clock: VirtualClock(start: 0),
                                    screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        let view = CallbackCountingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        for recognizer in [UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UITapGestureRecognizer()] {
            view.addGestureRecognizer(recognizer)
        }
        points = (0..<count).map { CGPoint(x: Double($0 % 300) + 10, y: Double($0 / 300) * 2 + 100) }
        view.onCallback = { [unowned self] touches in callbacks += touches }
    }

    /// The three frames: every finger down, every finger moved 5 points right, every finger up.
    public func run() {
        send(points.enumerated().map { HostTouch(id: $0.offset, action: .down, location: $0.element) })
        send(points.enumerated().map {
            HostTouch(id: $0.offset, action: .move, location: CGPoint(x: $0.element.x + 5, y: $0.element.y))
        })
        send(points.enumerated().map { HostTouch(id: $0.offset, action: .up, location: $0.element) })
    }

    /// Every finger down, in one frame; the start of a run of ``move(_:)``s.
    public func down() {
        send(points.enumerated().map { HostTouch(id: $0.offset, action: .down, location: $0.element) })
    }

    /// Every finger moved in one frame, 1 point right on even steps and back on odd ones: the steady state of N
    /// fingers moving, whose cost must grow linearly in N.
    public func move(_ step: Int) {
        let dx: CGFloat = step % 2 == 0 ? 1 : 0
        send(points.enumerated().map {
            HostTouch(id: $0.offset, action: .move, location: CGPoint(x: $0.element.x + dx, y: $0.element.y))
        })
    }

    /// Every finger up, in one frame.
    public func up() {
        send(points.enumerated().map { HostTouch(id: $0.offset, action: .up, location: $0.element) })
    }

    private func send(_ touches: [HostTouch]) {
        do {
            try application.inputDoor.send(.touches(touches))
        } catch {
            fatalError("the door refused benchmark input: \(error)")
        }
        (application.clock as? VirtualClock)?.runUntilIdle()
    }
}

/// Counts the touches of every callback it gets.
final class CallbackCountingView: UIView {
    var onCallback: (Int) -> Void = { _ in }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback(touches.count) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback(touches.count) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback(touches.count) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { onCallback(touches.count) }
}
