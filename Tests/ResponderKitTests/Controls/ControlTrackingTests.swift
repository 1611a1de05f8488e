import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view behind controls that counts the touches reaching it.
final class TouchCatcher: UIView {
    var began = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
    }
}

@MainActor @Suite("Control tracking")
struct ControlTrackingTests {
    /// A window with a button at (100, 300, 120 x 44) whose touch events are logged.
    private func makeButton(_ host: EventTestHost) -> (UIButton, TraceLog, UIWindow) {
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(button)
        let log = TraceLog()
        logTouchEvents(of: button, into: log)
        return (button, log, window)
    }

    /// A point `distance` points below the bottom edge of `view`, horizontally centered.
    private func point(_ host: EventTestHost, below view: UIView, by distance: CGFloat) -> CGPoint {
        host.screenPoint(CGPoint(x: view.bounds.midX, y: view.bounds.maxY + distance), in: view)
    }

    @Test("E3: a tap sends touchDown, then touchUpInside and primaryActionTriggered for a button")
    func tapSequence() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        try host.tap(button)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        _ = window
    }

    @Test("E1: isEnabled defaults to true; highlight and tracking hold while the finger is down, and clear on lift")
    func highlightWhileDown() throws {
        let host = EventTestHost()
        let (button, _, window) = makeButton(host)
        #expect(button.isEnabled)
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.state == .normal)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        #expect(button.isHighlighted)
        #expect(button.isTracking)
        #expect(button.isTouchInside)
        #expect(button.state == .highlighted)
        try finger.lift()
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
        #expect(button.state == .normal)
        _ = window
    }

    @Test("E1, E3, E4: dragging out and back in sends exit and enter, and the highlight follows inside-ness")
    func dragOutAndBackIn() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: point(host, below: button, by: 60))
        #expect(log.entries == ["touchDown", "touchDragInside"])
        #expect(button.isHighlighted && button.isTouchInside)

        try finger.move(to: point(host, below: button, by: 80))
        #expect(log.entries.suffix(2) == ["touchDragExit", "touchDragOutside"])
        #expect(!button.isHighlighted && !button.isTouchInside)
        #expect(button.isTracking)

        try finger.move(to: point(host, below: button, by: 90))
        #expect(log.entries.suffix(1) == ["touchDragOutside"])

        try finger.move(to: host.screenPoint(inCenterOf: button))
        #expect(log.entries.suffix(2) == ["touchDragEnter", "touchDragInside"])
        #expect(button.isHighlighted && button.isTouchInside)
        #expect(log.entries.filter { $0 == "touchDragExit" }.count == 1)
        #expect(log.entries.filter { $0 == "touchDragEnter" }.count == 1)
        _ = window
    }

    @Test("E4: lifting 60 pt outside the bounds is touchUpInside")
    func liftSixtyOutside() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: point(host, below: button, by: 60))
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
        _ = window
    }

    @Test("E4: lifting 80 pt outside the bounds is touchUpOutside")
    func liftEightyOutside() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: point(host, below: button, by: 80))
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!button.isHighlighted)
        _ = window
    }

    @Test("E4: the tracking margin is a setting of the application")
    func marginIsConfigurable() throws {
        let host = EventTestHost()
        #expect(host.application.touchSettings.controlTrackingMargin == 70)
        host.application.touchSettings.controlTrackingMargin = 10
        let (button, log, window) = makeButton(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: point(host, below: button, by: 20))
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        _ = window
    }

    @Test("E3: a second quick tap sends touchDown then touchDownRepeat")
    func repeatedTap() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        try host.tap(button)
        host.advance(by: 0.1)
        try host.tap(button)
        #expect(log.entries == [
            "touchDown", "touchUpInside", "primaryActionTriggered",
            "touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered",
        ])
        _ = window
    }

    @Test("E3: a plain control sends touchUpInside without primaryActionTriggered")
    func plainControlHasNoPrimaryActionOnTap() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        let log = TraceLog()
        logTouchEvents(of: control, into: log)
        try host.tap(control)
        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test("E2: endTracking comes while still tracking, before the touch-up event")
    func endTrackingOrder() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(probe)
        probe.addAction(UIAction { _ in probe.calls.append("touchUpInside") }, for: .touchUpInside)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        try finger.move(to: host.screenPoint(CGPoint(x: 10, y: 10), in: probe))
        try finger.lift()
        #expect(probe.calls == ["beginTracking", "continueTracking", "endTracking(tracking: true)", "touchUpInside"])
    }

    @Test("E2: beginTracking returning false stops tracking after touchDown")
    func beginTrackingRefused() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        probe.beginResult = false
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        #expect(!probe.isTracking)
        #expect(!probe.isHighlighted)
        try finger.move(to: host.screenPoint(CGPoint(x: 10, y: 10), in: probe))
        try finger.lift()
        #expect(log.entries == ["touchDown"])
        #expect(probe.calls == ["beginTracking"])
    }

    @Test("E2: continueTracking returning false stops tracking after that move's events")
    func continueTrackingRefused() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        probe.continueResult = false
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        try finger.move(to: host.screenPoint(CGPoint(x: 10, y: 10), in: probe))
        #expect(!probe.isTracking)
        try finger.move(to: host.screenPoint(CGPoint(x: 20, y: 10), in: probe))
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchDragInside"])
        #expect(probe.calls == ["beginTracking", "continueTracking"])
    }

    @Test("C8, E2: a control removed mid-touch gets cancelTracking(with: nil) and sends touchCancel, then nothing")
    func removedMidTouch() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        probe.removeFromSuperview()
        #expect(probe.calls == ["beginTracking", "cancelTracking"])
        #expect(probe.cancelEvents.count == 1)
        #expect(probe.cancelEvents.first.map { $0 == nil } == true)
        #expect(log.entries == ["touchDown", "touchCancel"])
        #expect(!probe.isTracking && !probe.isHighlighted)
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchCancel"])
    }

    @Test("C9, E2: a touch lifting while the application ignores interaction cancels tracking instead of firing")
    func applicationIgnoringInteraction() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        host.application.beginIgnoringInteractionEvents()
        try finger.lift()
        host.application.endIgnoringInteractionEvents()
        #expect(probe.calls == ["beginTracking", "cancelTracking"])
        #expect(probe.cancelEvents.count == 1)
        #expect(log.entries == ["touchDown", "touchCancel"])
        #expect(!probe.isTracking && !probe.isHighlighted)
    }

    @Test("C9, E2: a touch moving while the application ignores interaction cancels tracking at once")
    func applicationIgnoringInteractionOnMove() throws {
        let host = EventTestHost()
        let (button, log, window) = makeButton(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        host.application.beginIgnoringInteractionEvents()
        try finger.move(to: point(host, below: button, by: 5))
        host.application.endIgnoringInteractionEvents()
        try finger.lift()
        #expect(log.entries == ["touchDown", "touchCancel"])
        _ = window
    }

    @Test("E2, E3: a touch the system cancels gives cancelTracking with the event and touchCancel")
    func systemCancel() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        try finger.cancel()
        #expect(probe.calls == ["beginTracking", "cancelTracking"])
        #expect(probe.cancelEvents.first.map { $0 != nil } == true)
        #expect(log.entries == ["touchDown", "touchCancel"])
    }

    @Test("B7: a disabled control is skipped by hit testing, so the touch reaches the view behind it")
    func disabledSkippedByHitTesting() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let behind = TouchCatcher(frame: window.bounds)
        window.addSubview(behind)
        let (button, log) = (UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44)), TraceLog())
        window.addSubview(button)
        logTouchEvents(of: button, into: log)
        button.isEnabled = false
        let center = host.screenPoint(inCenterOf: button)
        #expect(window.hitTest(window.convert(center, from: nil), with: nil) === behind)
        try host.tap(at: center)
        #expect(behind.began == 1)
        #expect(log.entries.isEmpty)
        button.isEnabled = true
        host.advance(by: 1)
        try host.tap(at: center)
        #expect(behind.began == 1)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("E11: a disabled control has .disabled in its state; disabled mid-touch, it sends nothing more")
    func disabledMidTouch() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let probe = TrackingProbe(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(probe)
        let log = TraceLog()
        logTouchEvents(of: probe, into: log)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: probe))
        probe.isEnabled = false
        #expect(probe.state.contains(.disabled))
        #expect(!probe.state.contains(.highlighted))
        #expect(probe.calls == ["beginTracking", "cancelTracking"])
        try finger.move(to: host.screenPoint(CGPoint(x: 5, y: 5), in: probe))
        try finger.lift()
        #expect(log.entries == ["touchDown"])
        #expect(!probe.isTracking)
    }
}
