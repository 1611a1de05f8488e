import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A phase-reading view that runs `onBegan` from inside its `touchesBegan`, after noting the touches.
@MainActor
final class ReentrantPhaseView: UIView {
    private(set) var sightings: [PhaseSighting] = []
    var onBegan: (ReentrantPhaseView) -> Void = { _ in }

    private func note(_ callback: String, _ touches: Set<UITouch>) {
        for touch in touches {
            sightings.append(PhaseSighting(callback: callback, phase: touch.phase, location: touch.location(in: nil),
                                           timestamp: touch.timestamp))
        }
    }

    var callbacks: [String] { sightings.map(\.callback) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesBegan", touches)
        super.touchesBegan(touches, with: event)
        onBegan(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesMoved", touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesEnded", touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesCancelled", touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// What views see of the arena's decisions (hold, release, claim, cancel) when those decisions are applied
/// outside the event that caused them, and when callbacks run during them remove views, free recognizers or send
/// more input. Every began still gets exactly one ending (C2), each callback's touches read its phase (C13), and
/// held touches are released or withheld as D5 and D6 say.
@MainActor
@Suite("D5, D6, C2: the arena's decisions, applied outside dispatch and under reentrant callbacks")
struct ArenaDecisionTests {
    @MainActor
    struct Scene {
        let host = EventTestHost()
        let window: UIWindow
        let view = ReentrantPhaseView(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
        let other = ReentrantPhaseView(frame: CGRect(x: 40, y: 300, width: 200, height: 200))

        init() {
            let controller = UIViewController()
            window = host.makeWindow(rootViewController: controller)
            controller.view.addSubview(view)
            controller.view.addSubview(other)
        }

        var point: CGPoint { host.screenPoint(inCenterOf: view) }
        var otherPoint: CGPoint { host.screenPoint(inCenterOf: other) }

        /// A double tap holding touch-downs back (D5): a single tap is released when it fails on its timer.
        func addHoldingDoubleTap() -> UITapGestureRecognizer {
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            doubleTap.delaysTouchesBegan = true
            view.addGestureRecognizer(doubleTap)
            return doubleTap
        }
    }

    @Test("D5, D6, C13: a began released on a timer whose lift another recognizer holds: the lift comes when it fails")
    func liftHeldByASecondRecognizer() throws {
        let scene = Scene()
        _ = scene.addHoldingDoubleTap()
        // A plain recognizer never decides on its own: it holds lifts (delaysTouchesEnded) until told to fail.
        let holder = UIGestureRecognizer()
        holder.delaysTouchesEnded = true
        scene.view.addGestureRecognizer(holder)
        let finger = try scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 0.05)
        try finger.lift()
        #expect(scene.view.sightings.isEmpty)
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan"])
        #expect(scene.view.sightings.map(\.phase) == [.began])
        holder.state = .failed
        #expect(scene.view.callbacks == ["touchesBegan", "touchesEnded"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .ended])
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesEnded"])
    }

    @Test("D5, C2, C8: a view that leaves its window in its late touchesBegan hears one touchesCancelled, no lift")
    func lateBeganRemovesItsView() throws {
        let scene = Scene()
        _ = scene.addHoldingDoubleTap()
        scene.view.onBegan = { $0.removeFromSuperview() }
        let finger = try scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 0.05)
        try finger.lift()
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesCancelled"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .cancelled])
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesCancelled"])
    }

    @Test("D5, D12, C2: a late touchesBegan that frees the recognizer that held it still gets its lift, once")
    func lateBeganFreesTheRecognizer() throws {
        let scene = Scene()
        var doubleTap: UITapGestureRecognizer? = scene.addHoldingDoubleTap()
        weak let released = doubleTap
        scene.view.onBegan = { view in
            for recognizer in view.gestureRecognizers ?? [] { view.removeGestureRecognizer(recognizer) }
        }
        let finger = try scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 0.05)
        try finger.lift()
        doubleTap = nil
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesEnded"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .ended])
        scene.host.advance(by: 1)
        #expect(released == nil)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesEnded"])
    }

    @Test("D5, C2, C13: input sent from a late touchesBegan is delivered in full, and the held touch still ends once")
    func lateBeganSendsMoreInput() throws {
        let scene = Scene()
        _ = scene.addHoldingDoubleTap()
        var nestedError: Error?
        let host = scene.host, otherPoint = scene.otherPoint
        scene.view.onBegan = { view in
            view.onBegan = { _ in }
            do {
                let second = try host.touchDown(at: otherPoint)
                try second.lift()
            } catch {
                nestedError = error
            }
        }
        let finger = try scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 0.05)
        try finger.lift()
        scene.host.advance(by: 1)
        #expect(nestedError == nil)
        #expect(scene.other.callbacks == ["touchesBegan", "touchesEnded"])
        #expect(scene.other.sightings.map(\.phase) == [.began, .ended])
        #expect(scene.view.callbacks == ["touchesBegan", "touchesEnded"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .ended])
    }

    @Test("D4, D14, C2: a tap whose action removes the view and the recognizer: the view's one ending is a cancel")
    func actionRemovesViewAndRecognizer() throws {
        let scene = Scene()
        let tap = UITapGestureRecognizer()
        var actions = 0
        tap.addAction { [weak view = scene.view] recognizer in
            actions += 1
            view?.removeGestureRecognizer(recognizer)
            view?.removeFromSuperview()
        }
        scene.view.addGestureRecognizer(tap)
        let finger = try scene.host.touchDown(at: scene.point)
        scene.host.advance(by: 0.05)
        try finger.lift()
        scene.host.advance(by: 0.1)
        #expect(actions == 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesCancelled"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .cancelled])
        scene.host.advance(by: 1)
        #expect(scene.view.callbacks == ["touchesBegan", "touchesCancelled"])
    }
}
