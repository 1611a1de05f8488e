import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Counts the touches that begin in it.
private final class CountingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Lets touches through everywhere except on its subviews, as a transparent overlay does.
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A screen with a target view in a container in a full-screen window; each test spoils it one way.
@MainActor
private struct Screen {
    let host = EventTestHost()
    let controller = UIViewController()
    let window: UIWindow
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    let target = CountingView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))

    init() {
        window = host.makeWindow(rootViewController: controller)
        target.accessibilityIdentifier = "target"
        container.addSubview(target)
        controller.view.addSubview(container)
    }

    /// The miss `tap` throws, with the checks that nothing was sent (spec T1).
    func miss(_ gesture: () throws -> Void) throws -> String {
        let before = (host.clock.now, host.recording.entries.count, host.lastHitTest?.point)
        do {
            try gesture()
        } catch EventTestHostError.notHittable(let message) {
            #expect(target.began == 0, "no view hears a touch")
            #expect(host.clock.now == before.0, "the clock does not move")
            #expect(host.recording.entries.count == before.1, "the recording is unchanged")
            #expect(host.lastHitTest?.point == before.2, "lastHitTest is unchanged")
            return message
        }
        Issue.record("expected a miss")
        return ""
    }
}

@MainActor
@Suite("EventTestHost: a gesture aimed at a view that a touch would not reach fails with the reason (T1-T5)")
struct EventTestHostHittabilityTests {
    @Test("A view a touch reaches is tapped; lastHitTest reports it (T1)")
    func reachableViewIsTapped() throws {
        let screen = Screen()
        try screen.host.tap(screen.target)
        try screen.host.tap(.identifier("target"))
        #expect(screen.target.began == 2)
        #expect(screen.host.lastTouchedView === screen.target)
    }

    @Test("A covered view is a miss naming the view in front and the hit-test report (T1, T2)")
    func coveredViewMisses() throws {
        let screen = Screen()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        cover.accessibilityIdentifier = "cover"
        screen.container.addSubview(cover)
        let message = try screen.miss { try screen.host.tap(screen.target) }
        #expect(message.hasPrefix("tap cannot reach CountingView"))
        #expect(message.contains("at (90, 170)"))
        #expect(message.contains("would get the touch instead, because it is covered: UIView"))
        #expect(message.contains("\"cover\""))
        #expect(message.contains("Hit test at (90, 170)"))
        #expect(message.contains("never asked:"))
        #expect(message.contains("InputRecording.replay(contentsOf:"))
    }

    @Test("A hidden target or ancestor, an ancestor with alpha below 0.01 or interaction off misses, naming which (T2)")
    func refusalsOnTheWayMiss() throws {
        let hidden = Screen()
        hidden.target.isHidden = true
        // A hidden view is not found by a search either: the view itself is passed.
        #expect(try hidden.miss { try hidden.host.tap(hidden.target) }
            .contains("because the target is hidden, so it and its subviews take no touches"))

        let faded = Screen()
        faded.container.alpha = 0.005
        let fadedMessage = try faded.miss { try faded.host.longPress(faded.target) }
        #expect(fadedMessage.hasPrefix("longPress cannot reach"))
        #expect(fadedMessage.contains("because its ancestor UIView"))
        #expect(fadedMessage.contains("alpha 0.005 is below 0.01"))

        let disabled = Screen()
        disabled.container.isUserInteractionEnabled = false
        #expect(try disabled.miss { try disabled.host.swipe(disabled.target, direction: .left) }
            .contains("isUserInteractionEnabled is false, so it and its subviews take no touches"))
    }

    @Test("A disabled control misses as a disabled control (T2, B7)")
    func disabledControlMisses() throws {
        let screen = Screen()
        let button = UIButton(frame: CGRect(x: 200, y: 40, width: 80, height: 44))
        button.isEnabled = false
        screen.container.addSubview(button)
        let message = try screen.miss { try screen.host.tap(button) }
        #expect(message.contains("because the target is a disabled control, skipped by hit testing"))
    }

    @Test("A view outside its superview's bounds misses, naming the ancestor (T2, B2)")
    func outsideAncestorBoundsMisses() throws {
        let screen = Screen()
        screen.target.frame.origin = CGPoint(x: 40, y: 320)
        let message = try screen.miss { try screen.host.tap(screen.target) }
        #expect(message.contains("because its ancestor UIView"))
        #expect(message.contains("the point is outside its bounds, so its subviews were never asked"))
    }

    @Test("A view off screen misses, naming the screen's bounds (T2)")
    func offScreenMisses() throws {
        let screen = Screen()
        screen.window.frame = CGRect(x: 0, y: 0, width: 390, height: 2000)
        screen.controller.view.frame = screen.window.bounds
        screen.container.frame = CGRect(x: 0, y: 1000, width: 390, height: 300)
        do {
            try screen.host.tap(screen.target)
            Issue.record("expected a miss")
        } catch EventTestHostError.offScreen(let message) {
            #expect(message.contains("it is off screen"))
            #expect(message.contains("the screen is (0, 0, 390 × 844)"))
            #expect(screen.target.began == 0)
        }
    }

    @Test("A view in no window, or in a hidden window, misses (T2)")
    func noShownWindowMisses() throws {
        let screen = Screen()
        let loose = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(try screen.miss { try screen.host.tap(loose) }.contains("it is in no window"))
        screen.window.isHidden = true
        #expect(try screen.miss { try screen.host.click(screen.target) }.contains("its window is hidden"))
    }

    @Test("A hitTest override that answers with another view makes a miss that names the override (T2, B8)")
    func overrideMisses() throws {
        let screen = Screen()
        // The target returns nil for its own bounds, so a touch falls through to the container.
        let passing = PassThroughView(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        screen.container.addSubview(passing)
        let message = try screen.miss { try screen.host.tap(passing) }
        #expect(message.contains("because the target: its hitTest override returned nil"))
    }

    @Test("A partly covered view is tapped in its uncovered part, and lastHitTest reports that point (T3)")
    func partlyCoveredIsTappedWhereUncovered() throws {
        let screen = Screen()
        // Covers the center and the bottom corners; the top-left corner, tried first after the center, is free.
        screen.container.addSubview(UIView(frame: CGRect(x: 60, y: 50, width: 200, height: 200)))
        screen.container.addSubview(UIView(frame: CGRect(x: 0, y: 80, width: 60, height: 60)))
        try screen.host.tap(screen.target)
        #expect(screen.target.began == 1)
        let point = try #require(screen.host.lastHitTest?.point)
        #expect(point == CGPoint(x: 41, y: 141))
        #expect(screen.host.lastTouchedView === screen.target)
    }

    @Test("Points and unchecked views are never checked: tapping a hidden button does nothing (T4)")
    func pointsAreNotChecked() throws {
        let screen = Screen()
        screen.target.isHidden = true
        try screen.host.tap(at: screen.host.screenPoint(inCenterOf: screen.target))
        try screen.host.tap(.unchecked(screen.target))
        try screen.host.tap(.point(CGPoint(x: 90, y: 170)))
        #expect(screen.target.began == 0)
        #expect(screen.host.lastTouchedView === screen.container)
        #expect(screen.host.recording.entries.count == 6)
    }

    @Test("A recognizer that takes the touch is not a miss, and the test can ask who handled it (T5)")
    func recognizerIsNotAMiss() throws {
        let screen = Screen()
        let field = UITextField(frame: CGRect(x: 40, y: 150, width: 200, height: 40))
        screen.container.addSubview(field)
        let dismiss = UITapGestureRecognizer()
        screen.controller.view.addGestureRecognizer(dismiss)
        screen.host.recordGestureArenas()
        try screen.host.tap(field)
        #expect(screen.host.lastTouchedView === field)
        try screen.host.expectRecognized(dismiss)
        #expect(screen.host.lastArena?.participant(dismiss)?.recognized == true)
    }

    @Test("An overlay whose hitTest passes touches through does not cover (T5)")
    func passThroughOverlayDoesNotCover() throws {
        let screen = Screen()
        screen.container.addSubview(PassThroughView(frame: screen.container.bounds))
        try screen.host.tap(screen.target)
        #expect(screen.target.began == 1)
    }

    @Test("A window in front that takes the point covers a view of the window behind (T2, B6)")
    func windowInFrontCovers() throws {
        let screen = Screen()
        let alert = screen.host.makeWindow(rootViewController: UIViewController(), level: .alert)
        let message = try screen.miss { try screen.host.tap(screen.target) }
        #expect(message.contains("in front of its window takes the point"))
        _ = alert
    }
}
