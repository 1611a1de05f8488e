import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A window with two side-by-side recording views that consume their touches.
@MainActor
private struct TwoViews {
    let host = EventTestHost()
    let log = EventLog()
    let window: UIWindow
    let left: RecordingView
    let right: RecordingView

    init() {
        window = host.makeWindow()
        left = RecordingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100), handling: .consume)
        right = RecordingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100),
                              handling: .consume)
        window.addSubview(left)
        window.addSubview(right)
    }
}

@MainActor
@Suite("Touch delivery (spec C)")
struct TouchDeliveryTests {
    @Test("C1: one UITouch lives for the whole sequence and keeps the view it began in")
    func oneTouchObjectPerFinger() throws {
        let scene = TwoViews()
        let finger = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        try finger.move(to: CGPoint(x: 250, y: 50))
        try finger.lift()
        let began = try #require(scene.left.receivedTouchLists(for: "touchesBegan").first?.first)
        let moved = try #require(scene.left.receivedTouchLists(for: "touchesMoved").first?.first)
        let ended = try #require(scene.left.receivedTouchLists(for: "touchesEnded").first?.first)
        #expect(began === moved && moved === ended)
        #expect(ended.view === scene.left)
        #expect(ended.phase == .ended)
        #expect(scene.right.received.isEmpty)
    }

    @Test("C2: phases arrive in order and each responder gets exactly one ending")
    func phasesAndOneEnding() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let parent = RecordingView("parent", log: log, frame: window.bounds)
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        try host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 40), steps: 3)
        #expect(log.entries == [
            "child.touchesBegan", "parent.touchesBegan",
            "child.touchesMoved", "parent.touchesMoved",
            "child.touchesMoved", "parent.touchesMoved",
            "child.touchesMoved", "parent.touchesMoved",
            "child.touchesEnded", "parent.touchesEnded",
        ])
    }

    @Test("C2: a touch the host cancels gives touchesCancelled, and its id can go down again")
    func hostCancel() throws {
        let scene = TwoViews()
        let finger = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        try finger.cancel()
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesCancelled"])
        #expect(scene.left.receivedTouchLists(for: "touchesCancelled").first?.first?.phase == .cancelled)
        try scene.host.application.inputDoor.touchDown(id: finger.id, at: CGPoint(x: 50, y: 50))
        #expect(scene.left.count("touchesBegan") == 2)
    }

    @Test("C3: an override that calls super forwards the same touches and event")
    func superForwards() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let parent = RecordingView("parent", log: log, frame: window.bounds, handling: .consume)
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(child.receivedTouchLists(for: "touchesBegan") == parent.receivedTouchLists(for: "touchesBegan"))
        #expect(window.subviews.count == 1)
    }

    @Test("C4: without multiple touch a view ignores a second finger; with it both arrive together")
    func multipleTouch() throws {
        let scene = TwoViews()
        let first = try scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = try scene.host.touchDown(at: CGPoint(x: 60, y: 60))
        try second.move(to: CGPoint(x: 70, y: 70))
        try second.lift()
        try first.lift()
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesEnded"])

        scene.log.removeAll()
        scene.right.isMultipleTouchEnabled = true
        let pair = try scene.host.touchDown(at: [CGPoint(x: 210, y: 10), CGPoint(x: 260, y: 60)])
        try scene.host.lift(pair)
        #expect(scene.log.entries == ["right.touchesBegan", "right.touchesEnded"])
        #expect(scene.right.receivedTouchLists(for: "touchesBegan").first?.count == 2)
    }

    @Test("C4: two fingers landing together on a single-touch view: only the first is delivered")
    func simultaneousOnSingleTouchView() throws {
        let scene = TwoViews()
        let pair = try scene.host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)])
        try scene.host.lift(pair)
        let began = scene.left.receivedTouchLists(for: "touchesBegan")
        #expect(began.count == 1 && began[0].count == 1)
        #expect(began[0].first?.location(in: scene.left) == CGPoint(x: 10, y: 10))
        #expect(scene.left.receivedTouchLists(for: "touchesEnded") == began)
    }

    @Test("C5: an exclusive-touch view waits for other views, and blocks them while it tracks")
    func exclusiveTouch() throws {
        let scene = TwoViews()
        scene.left.isExclusiveTouch = true
        let onRight = try scene.host.touchDown(at: CGPoint(x: 250, y: 50))
        let onLeft = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        try onLeft.lift()
        try onRight.lift()
        #expect(scene.log.entries == ["right.touchesBegan", "right.touchesEnded"])

        scene.log.removeAll()
        let exclusive = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        let blocked = try scene.host.touchDown(at: CGPoint(x: 250, y: 50))
        try blocked.lift()
        try exclusive.lift()
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesEnded"])
    }

    @Test("C6: tapCount counts quick touch-downs at the same spot")
    func tapCount() throws {
        let scene = TwoViews()
        try scene.host.tap(at: CGPoint(x: 50, y: 50))
        scene.host.advance(by: 0.1)
        try scene.host.tap(at: CGPoint(x: 55, y: 55))
        scene.host.advance(by: 0.1)
        try scene.host.tap(at: CGPoint(x: 52, y: 50))
        scene.host.advance(by: 0.5)
        try scene.host.tap(at: CGPoint(x: 52, y: 50))
        scene.host.advance(by: 0.1)
        try scene.host.tap(at: CGPoint(x: 80, y: 80))
        let counts = scene.left.receivedTouchLists(for: "touchesBegan").map { $0.first?.tapCount }
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test("C6: a drag does not start a multiple tap, and the thresholds are configurable")
    func tapCountSettings() throws {
        let scene = TwoViews()
        try scene.host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), steps: 2, duration: 0.05)
        try scene.host.tap(at: CGPoint(x: 10, y: 10))
        scene.host.application.touchSettings.multipleTapInterval = 1
        scene.host.application.touchSettings.multipleTapRadius = 40
        scene.host.advance(by: 0.8)
        try scene.host.tap(at: CGPoint(x: 40, y: 10))
        let counts = scene.left.receivedTouchLists(for: "touchesBegan").map { $0.first?.tapCount }
        #expect(counts == [1, 1, 2])
    }

    @Test("C7: the event holds every touch; touches(for:) filters by view and by window")
    func eventTouches() throws {
        let scene = TwoViews()
        let other = scene.host.makeWindow(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
        let bottom = RecordingView("bottom", log: scene.log, frame: other.bounds, handling: .consume)
        other.addSubview(bottom)
        final class Inspector: RecordingView {
            var snapshot: (all: Int, mine: Int, window: Int, otherWindow: Int)?
            weak var otherWindow: UIWindow?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                guard let event, let window, let otherWindow else { return }
                snapshot = (event.allTouches?.count ?? -1, event.touches(for: self)?.count ?? -1,
                            event.touches(for: window)?.count ?? -1, event.touches(for: otherWindow)?.count ?? -1)
            }
        }
        let inspector = Inspector("inspector", log: scene.log, frame: CGRect(x: 0, y: 200, width: 100, height: 100),
                                  handling: .consume)
        inspector.otherWindow = other
        scene.window.addSubview(inspector)
        let fingers = try scene.host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 600)])
        let last = try scene.host.touchDown(at: CGPoint(x: 50, y: 250))
        let snapshot = try #require(inspector.snapshot)
        #expect(snapshot.all == 3 && snapshot.mine == 1 && snapshot.window == 2 && snapshot.otherWindow == 1)
        try last.lift()
        try scene.host.lift(fingers)
        #expect(bottom.count("touchesEnded") == 1)
    }

    @Test("C7: touches that did not change in an event are stationary in it")
    func stationaryTouches() throws {
        let scene = TwoViews()
        scene.left.isMultipleTouchEnabled = true
        let still = try scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        let moving = try scene.host.touchDown(at: CGPoint(x: 60, y: 60))
        try moving.move(to: CGPoint(x: 70, y: 70))
        let moved = scene.left.receivedTouchLists(for: "touchesMoved")
        #expect(moved.count == 1 && moved[0].count == 1)
        let stillTouch = try #require(scene.left.receivedTouchLists(for: "touchesBegan").first?.first)
        #expect(stillTouch.phase == .stationary)
        try scene.host.lift([still, moving])
    }

    @Test("C8: a view removed mid-touch gets touchesCancelled once, its ancestors too, and nothing after")
    func removedMidTouch() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let parent = RecordingView("parent", log: log, frame: window.bounds, handling: .consume)
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        let finger = try host.touchDown(at: CGPoint(x: 10, y: 10))
        child.removeFromSuperview()
        try finger.move(to: CGPoint(x: 20, y: 20))
        try finger.lift()
        #expect(log.entries == ["child.touchesBegan", "parent.touchesBegan",
                                "child.touchesCancelled", "parent.touchesCancelled"])
    }

    @Test("C8: a view that removes itself while handling touchesBegan is cancelled and told nothing more")
    func removedDuringBegan() throws {
        final class SelfRemoving: RecordingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                removeFromSuperview()
            }
        }
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let view = SelfRemoving("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                handling: .consume)
        window.addSubview(view)
        try host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 20), steps: 2)
        #expect(log.entries == ["view.touchesBegan", "view.touchesCancelled"])
        #expect(host.application.diagnostics.entries.isEmpty)
    }

    @Test("C8: hiding a window cancels the touches in it")
    func hiddenWindowCancels() throws {
        let scene = TwoViews()
        let finger = try scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        scene.window.isHidden = true
        try finger.lift()
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesCancelled"])
    }

    @Test("C9: ignoring interaction events nests; touches that began while ignoring stay ignored")
    func ignoringInteraction() throws {
        let scene = TwoViews()
        let application = scene.host.application
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        try scene.host.tap(at: CGPoint(x: 10, y: 10))
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        let straddling = try scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        try straddling.lift()
        #expect(scene.log.entries.isEmpty)
        try scene.host.tap(at: CGPoint(x: 10, y: 10))
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesEnded"])
    }

    @Test("C9: a touch already down when ignoring starts still gets its ending")
    func ignoringDoesNotStrandTouches() throws {
        let scene = TwoViews()
        let finger = try scene.host.touchDown(at: CGPoint(x: 10, y: 10))
        scene.host.application.beginIgnoringInteractionEvents()
        try finger.lift()
        scene.host.application.endIgnoringInteractionEvents()
        #expect(scene.log.entries == ["left.touchesBegan", "left.touchesEnded"])
    }

    @Test("C10: location(in:) and previousLocation(in:) convert to any view, nil meaning the window")
    func locations() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        let outer = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        outer.bounds.origin = CGPoint(x: 10, y: 0)
        let inner = RecordingView("inner", log: log, frame: CGRect(x: 20, y: 20, width: 100, height: 100),
                                  handling: .consume)
        window.addSubview(outer)
        outer.addSubview(inner)
        let finger = try host.touchDown(at: CGPoint(x: 70, y: 180))
        try finger.move(to: CGPoint(x: 75, y: 190))
        let touch = try #require(inner.receivedTouchLists(for: "touchesMoved").first?.first)
        #expect(touch.location(in: nil) == CGPoint(x: 75, y: 90))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 70, y: 80))
        #expect(touch.location(in: outer) == CGPoint(x: 35, y: 40))
        #expect(touch.location(in: inner) == CGPoint(x: 15, y: 20))
        #expect(touch.previousLocation(in: inner) == CGPoint(x: 10, y: 10))
        #expect(touch.window === window)
        try finger.lift()
    }

    @Test("A touch that lands on no window reaches no view and leaves the door consistent")
    func touchOutsideEveryWindow() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(RecordingView("view", log: log, frame: window.bounds, handling: .consume))
        let finger = try host.touchDown(at: CGPoint(x: 300, y: 300))
        try finger.move(to: CGPoint(x: 50, y: 50))
        try finger.lift()
        #expect(log.entries.isEmpty)
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
    }
}
