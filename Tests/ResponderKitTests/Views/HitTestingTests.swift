import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that counts how often it is asked `point(inside:with:)`.
@MainActor
private final class ProbeView: UIView {
    var insideQuestions = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        insideQuestions += 1
        return super.point(inside: point, with: event)
    }
}

@MainActor
@Suite("Hit testing (spec B)")
struct HitTestingTests {
    private func container() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test("B1: hidden, non-interactive and nearly transparent views are skipped without being asked",
          arguments: ["hidden", "interaction", "alpha"])
    func ineligibleViews(_ property: String) {
        let root = container()
        let probe = ProbeView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let child = ProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        probe.addSubview(child)
        root.addSubview(probe)
        switch property {
        case "hidden": probe.isHidden = true
        case "interaction": probe.isUserInteractionEnabled = false
        default: probe.alpha = 0.009
        }
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
        #expect(probe.insideQuestions == 0)
        #expect(child.insideQuestions == 0)
    }

    @Test("B1: alpha of exactly 0.01 still takes touches")
    func alphaThreshold() {
        let root = container()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.alpha = 0.01
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
    }

    @Test("B2: a point outside a view never reaches its subviews, even unclipped ones")
    func outsideBoundsSkipsSubviews() {
        let root = container()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.clipsToBounds = false
        let overhanging = ProbeView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        parent.addSubview(overhanging)
        root.addSubview(parent)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        #expect(overhanging.insideQuestions == 0)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhanging)
    }

    @Test("B3: subviews are tried front to back and the first hit wins; the view itself otherwise")
    func frontmostFirst() {
        let root = container()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 280, y: 10), with: nil) === root)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === back)
        root.sendSubviewToBack(back)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
    }

    @Test("B4: a scrolled bounds origin shifts where subviews are hit")
    func boundsOrigin() {
        let root = container()
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 50))
        scroller.addSubview(content)
        root.addSubview(scroller)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 150)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === content)
        #expect(content.convert(CGPoint(x: 10, y: 10), from: root) == CGPoint(x: 10, y: 10))
    }

    @Test("B4: a transform moves the area that takes touches")
    func transformedView() {
        let root = container()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 150, y: 145), with: nil) === root)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated a quarter turn about its center (150, 110): now 20 wide and 100 tall.
        #expect(root.hitTest(CGPoint(x: 150, y: 145), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 190, y: 110), with: nil) === root)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 60, y: 105), with: nil) === view)
        #expect(view.convert(CGPoint(x: 60, y: 105), from: root) == CGPoint(x: 5, y: 7.5))
    }

    @Test("B5: hit testing has no side effects and gives the same answer twice")
    func noSideEffects() {
        let root = container()
        let view = ProbeView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.addSubview(view)
        let first = root.hitTest(CGPoint(x: 20, y: 20), with: nil)
        let second = root.hitTest(CGPoint(x: 20, y: 20), with: nil)
        #expect(first === view && second === view)
        #expect(root.subviews.count == 1 && view.superview === root && view.frame.origin == CGPoint(x: 10, y: 10))
    }

    @Test("B6: windows are hit-tested by level, then by most recently ordered front")
    func windowsByLevel() throws {
        let host = EventTestHost()
        let log = EventLog()
        let low = host.makeWindow()
        let lowView = RecordingView("low", log: log, frame: low.bounds, handling: .consume)
        low.addSubview(lowView)
        let alert = host.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), level: .alert)
        let alertView = RecordingView("alert", log: log, frame: alert.bounds, handling: .consume)
        alert.addSubview(alertView)
        let second = host.makeWindow()
        let secondView = RecordingView("second", log: log, frame: second.bounds, handling: .consume)
        second.addSubview(secondView)
        low.makeKeyAndVisible()

        try host.tap(at: CGPoint(x: 50, y: 50))
        try host.tap(at: CGPoint(x: 200, y: 200))
        second.makeKeyAndVisible()
        try host.tap(at: CGPoint(x: 200, y: 200))
        second.isHidden = true
        try host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.names(for: "touchesBegan") == ["alert", "low", "second", "low"])
        #expect(host.application.windows.map(\.windowLevel) == [.normal, .normal, .alert])
    }

    @Test("B6: a window whose hit test finds nothing lets the touch through to the one behind")
    func passThroughWindow() throws {
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let host = EventTestHost()
        let log = EventLog()
        let back = host.makeWindow()
        back.addSubview(RecordingView("back", log: log, frame: back.bounds, handling: .consume))
        let overlay = PassThroughWindow(frame: host.screen.bounds, application: host.application)
        overlay.windowLevel = .statusBar
        overlay.addSubview(RecordingView("badge", log: log, frame: CGRect(x: 0, y: 0, width: 40, height: 40),
                                         handling: .consume))
        overlay.isHidden = false
        try host.tap(at: CGPoint(x: 20, y: 20))
        try host.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.names(for: "touchesBegan") == ["badge", "back"])
    }

    @Test("B6: a window placed away from the screen origin takes touches in its own coordinates")
    func offsetWindow() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let view = RecordingView("view", log: log, frame: CGRect(x: 10, y: 10, width: 20, height: 20),
                                 handling: .consume)
        window.addSubview(view)
        let finger = try host.touchDown(at: CGPoint(x: 115, y: 215))
        let touch = try #require(view.receivedTouches.first)
        #expect(touch.location(in: view) == CGPoint(x: 5, y: 5))
        #expect(touch.location(in: nil) == CGPoint(x: 15, y: 15))
        try finger.lift()
    }

    @Test("B8: overriding point(inside:) enlarges the hit area; returning nil passes touches through")
    func overrides() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        final class Transparent: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let root = container()
        let big = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(big)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === big)
        let overlay = Transparent(frame: root.bounds)
        let hole = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        overlay.addSubview(hole)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === big)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === hole)
    }
}

extension RecordingView {
    /// The touches of the first `touchesBegan` this view got.
    var receivedTouches: Set<UITouch> {
        receivedTouchLists(for: "touchesBegan").first ?? []
    }
}

extension HitTestingTests {
    @Test("B4: the default point(inside:) gives Foundation's contains for any bounds, edges and signs included")
    func pointInsideMatchesFoundation() {
        let view = UIView()
        let rects = [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 10, y: -20, width: -30, height: 40),
            CGRect(x: 5, y: 5, width: 0, height: 10), CGRect(x: 5, y: 5, width: 10, height: -10), .null,
        ]
        let coordinates: [CGFloat] = [-20, -10, 0, 0.5, 5, 10, 15, 50, 100, 150]
        for rect in rects {
            view.bounds = rect
            for x in coordinates {
                for y in coordinates {
                    let point = CGPoint(x: x, y: y)
                    #expect(view.point(inside: point, with: nil) == rect.contains(point), "\(rect) \(point)")
                }
            }
        }
    }
}
