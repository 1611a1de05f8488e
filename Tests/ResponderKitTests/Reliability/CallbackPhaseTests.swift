import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// What one touch looked like in one callback.
struct PhaseSighting: Equatable, CustomStringConvertible {
    let callback: String
    let phase: UITouch.Phase
    let location: CGPoint
    let timestamp: TimeInterval

    var description: String { "\(callback): \(phase) at \(location) t=\(timestamp)" }
}

/// A view that writes down, in each of its four touch callbacks, the phase, window location and timestamp
/// each touch reads, then calls `super`.
@MainActor
final class PhaseReadingView: UIView {
    private(set) var sightings: [PhaseSighting] = []
    private(set) var lastTouch: UITouch?

    private func note(_ callback: String, _ touches: Set<UITouch>) {
        for touch in touches {
            lastTouch = touch
            sightings.append(PhaseSighting(callback: callback, phase: touch.phase, location: touch.location(in: nil),
                                           timestamp: touch.timestamp))
        }
    }

    func sightings(of callback: String) -> [PhaseSighting] { sightings.filter { $0.callback == callback } }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesBegan", touches)
        super.touchesBegan(touches, with: event)
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

/// Spec C13: in every callback the touches read that callback's phase, whatever made the call; outside
/// callbacks `phase` reads the finger's state. One test per way a `touchesCancelled` or a late
/// `touchesBegan` comes about (issue 34).
@MainActor
@Suite("C13: a callback's touches read that callback's phase")
struct CallbackPhaseTests {
    @MainActor
    struct Scene {
        let host = EventTestHost()
        let window: UIWindow
        let view = PhaseReadingView(frame: CGRect(x: 40, y: 40, width: 200, height: 200))

        init() {
            let controller = UIViewController()
            window = host.makeWindow(rootViewController: controller)
            controller.view.addSubview(view)
        }

        var point: CGPoint { host.screenPoint(inCenterOf: view) }
    }

    @Test("C13, C8: a view that leaves its window reads .cancelled in touchesCancelled; the touch reads .began after")
    func viewLeavingItsWindow() throws {
        let scene = Scene()
        let finger = try scene.host.touchDown(at: scene.point)
        let touch = try #require(scene.view.lastTouch)
        scene.view.removeFromSuperview()
        #expect(scene.view.sightings(of: "touchesCancelled").map(\.phase) == [.cancelled])
        #expect(touch.phase == .began)
        try finger.lift()
        #expect(touch.phase == .ended)
    }

    @Test("C13, N2: resigning active reads .cancelled in touchesCancelled; the touch reads its own phase after")
    func applicationResigningActive() throws {
        let scene = Scene()
        _ = try scene.host.touchDown(at: scene.point)
        let touch = try #require(scene.view.lastTouch)
        try scene.host.resignActive()
        #expect(scene.view.sightings(of: "touchesCancelled").map(\.phase) == [.cancelled])
        #expect(touch.phase != .cancelled)
    }

    @Test("C13, D4: a long press that recognizes on its timer: the view's touchesCancelled reads .cancelled")
    func longPressClaimsOnItsTimer() throws {
        let scene = Scene()
        scene.view.addGestureRecognizer(UILongPressGestureRecognizer())
        _ = try scene.host.touchDown(at: scene.point)
        let touch = try #require(scene.view.lastTouch)
        scene.host.advance(by: 0.8)
        #expect(scene.view.sightings(of: "touchesCancelled").map(\.phase) == [.cancelled])
        #expect(touch.phase == .began)
    }

    @Test("C13, D4: a pan that begins during a move: the view's touchesCancelled reads .cancelled, not .moved")
    func panClaimsDuringAMove() throws {
        let scene = Scene()
        scene.view.addGestureRecognizer(UIPanGestureRecognizer())
        let finger = try scene.host.touchDown(at: scene.point)
        let touch = try #require(scene.view.lastTouch)
        for step in 1...4 {
            scene.host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: scene.point.x + CGFloat(step * 15), y: scene.point.y))
        }
        #expect(scene.view.sightings(of: "touchesCancelled").map(\.phase) == [.cancelled])
        #expect(touch.phase == .moved)
    }

    @Test("C13, D4, D14: a tap recognized at the lift: the view's touchesCancelled reads .cancelled, not .ended")
    func tapClaimsAtTheLift() throws {
        let scene = Scene()
        scene.view.addGestureRecognizer(UITapGestureRecognizer())
        let finger = try scene.host.touchDown(at: scene.point)
        let touch = try #require(scene.view.lastTouch)
        scene.host.advance(by: 0.05)
        try finger.lift()
        #expect(scene.view.sightings(of: "touchesCancelled").map(\.phase) == [.cancelled])
        #expect(touch.phase == .ended)
    }

    @Test("C13, D5: a began held by delaysTouchesBegan and released during a move reads .began, where and when it began")
    func delayedBeganReleasedDuringAMove() throws {
        let scene = Scene()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(tap)
        let start = scene.point
        let downTime = scene.host.clock.now
        let finger = try scene.host.touchDown(at: start)
        scene.host.advance(by: 0.05)
        let far = CGPoint(x: start.x + 60, y: start.y)
        try finger.move(to: far)
        #expect(tap.state == .failed)
        let touch = try #require(scene.view.lastTouch)
        let began = scene.view.sightings(of: "touchesBegan")
        #expect(began == [PhaseSighting(callback: "touchesBegan", phase: .began, location: start, timestamp: downTime)])
        let moved = scene.view.sightings(of: "touchesMoved")
        #expect(moved.map(\.phase) == [.moved])
        #expect(moved.first?.location == far)
        #expect(touch.phase == .moved && touch.location(in: nil) == far && touch.timestamp > downTime)
    }

    @Test("C13, D5, D6: a double tap failing on its timer: the late touchesBegan reads .began, the catch-up move .moved")
    func delayedBeganReleasedOnATimer() throws {
        let scene = Scene()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        scene.view.addGestureRecognizer(doubleTap)
        let start = scene.point
        let downTime = scene.host.clock.now
        let finger = try scene.host.touchDown(at: start)
        scene.host.advance(by: 0.03)
        let nudged = CGPoint(x: start.x + 3, y: start.y)
        try finger.move(to: nudged)
        scene.host.advance(by: 0.03)
        try finger.lift()
        #expect(scene.view.sightings.isEmpty)
        scene.host.advance(by: 1)
        #expect(doubleTap.state != .recognized)
        let touch = try #require(scene.view.lastTouch)
        #expect(scene.view.sightings.map(\.callback) == ["touchesBegan", "touchesMoved", "touchesEnded"])
        #expect(scene.view.sightings.map(\.phase) == [.began, .moved, .ended])
        #expect(scene.view.sightings.first?.location == start)
        #expect(scene.view.sightings.first?.timestamp == downTime)
        #expect(scene.view.sightings.dropFirst().allSatisfy { $0.location == nudged && $0.timestamp > downTime })
        #expect(touch.phase == .ended && touch.location(in: nil) == nudged)
    }
}
