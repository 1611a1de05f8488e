import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Members UIKit declares `open` are overridden by real code, and UIKit's own code goes through the override (P6,
/// P7); the small gesture fixes real handlers hit (P13, D13).
@MainActor @Suite("Open members: frame, bounds, center and a recognizer's state go through overrides")
struct OpenMemberTests {
    @Test("P6: a window places its root controller's view through an overridden frame")
    func windowSetsRootViewFrameThroughOverride() {
        let host = EventTestHost()
        let controller = FrameRecordingController()
        let window = host.makeWindow(rootViewController: controller)
        let view = try! #require(controller.view as? FrameRecordingView)
        #expect(view.assignedFrames.last == window.bounds)
        #expect(view.frame == window.bounds)
    }

    @Test("P6: init(frame:) and the app's own assignments reach the frame override")
    func frameOverrideSeesEveryAssignment() {
        let view = FrameRecordingView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.assignedFrames == [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 10, y: 20, width: 30, height: 40)])
        #expect(view.center == CGPoint(x: 25, y: 40))
    }

    @Test("P6: frame, conversion and hit testing read an overridden center")
    func overriddenCenterIsRead() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let shifted = ShiftedCenterView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(shifted)
        #expect(shifted.frame == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(shifted.convert(CGPoint.zero, to: window) == CGPoint(x: 100, y: 0))
        #expect(window.hitTest(CGPoint(x: 110, y: 10), with: nil) === shifted)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) !== shifted)
        try host.tap(at: CGPoint(x: 120, y: 20))
        #expect(host.lastTouchedView === shifted)
    }

    @Test("P7: a tap recognizer's state override sees .ended, as its action does")
    func tapStateOverrideSeesRecognition() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let tap = ObservedTapRecognizer()
        var actionStates: [UIGestureRecognizer.State] = []
        tap.addAction { actionStates.append($0.state) }
        view.addGestureRecognizer(tap)
        try host.tap(view)
        host.runUntilIdle()
        #expect(tap.observed == [.ended])
        #expect(actionStates == [.ended])
    }

    @Test("P7: a pan's state override sees began, changed..., ended in order, as its actions do")
    func panStateOverrideSeesEveryState() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        let pan = ObservedPanRecognizer()
        var actionStates: [UIGestureRecognizer.State] = []
        pan.addAction { actionStates.append($0.state) }
        view.addGestureRecognizer(pan)
        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        host.runUntilIdle()
        #expect(pan.observed.first == .began)
        #expect(pan.observed.last == .ended)
        #expect(pan.observed.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(pan.observed.count >= 3)
        #expect(actionStates == pan.observed)
    }

    @Test("P13: gestureRecognizers is nil before any was added and [] once all were removed")
    func gestureRecognizersAfterRemoval() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers != nil)
        #expect(view.gestureRecognizers?.isEmpty == true)
    }

    @Test("D13: setTranslation(_:in:) leaves the pan's velocity as it was")
    func setTranslationKeepsVelocity() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        var velocities: [CGFloat] = []
        pan.addAction { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed else { return }
            velocities.append(pan.velocity(in: view).x)
            pan.setTranslation(.zero, in: view)
        }
        view.addGestureRecognizer(pan)
        // 200 points in 0.2 s: about 1,000 points a second.
        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), steps: 10, duration: 0.2)
        host.runUntilIdle()
        #expect(velocities.count >= 3)
        for velocity in velocities.dropFirst() { #expect(velocity > 500 && velocity < 2_000, "\(velocities)") }
    }
}

private final class FrameRecordingView: UIView {
    var assignedFrames: [CGRect] = []
    override var frame: CGRect {
        didSet { assignedFrames.append(frame) }
    }
}

private final class FrameRecordingController: UIViewController {
    override func loadView() { view = FrameRecordingView() }
}

/// Answers a center 100 points right of the one assigned.
private final class ShiftedCenterView: UIView {
    override var center: CGPoint {
        get { CGPoint(x: super.center.x + 100, y: super.center.y) }
        set { super.center = newValue }
    }
}

private final class ObservedTapRecognizer: UITapGestureRecognizer {
    var observed: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        didSet { observed.append(state) }
    }
}

private final class ObservedPanRecognizer: UIPanGestureRecognizer {
    var observed: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        didSet { observed.append(state) }
    }
}
