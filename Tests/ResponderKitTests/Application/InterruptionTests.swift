import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that removes itself from its superview when its touches are cancelled.
@MainActor
private final class SelfRemovingView: RecordingView {
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        removeFromSuperview()
    }
}

@MainActor
@Suite("Interruptions: resigning active cancels what is in flight (spec N2, N3)", .checksGestureStateHistories)
struct InterruptionTests {
    private func scene() -> (EventTestHost, UIViewController, EventLog) {
        let host = makeGestureHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        return (host, controller, EventLog())
    }

    @Test("N2: each view with a touch down hears touchesCancelled once; later moves and the lift are absorbed")
    func touchesInFlightAreCancelled() throws {
        let (host, controller, log) = scene()
        let left = RecordingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        let fingers = try host.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        try host.resignActive()
        #expect(log.entries == ["left.touchesBegan", "right.touchesBegan", "left.touchesCancelled",
                                "right.touchesCancelled"])
        try host.move(fingers, to: [CGPoint(x: 60, y: 60), CGPoint(x: 260, y: 60)])
        try host.lift(fingers)
        #expect(log.entries.count == 4)
        try host.becomeActive()
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.suffix(2) == ["left.touchesBegan", "left.touchesEnded"])
    }

    @Test("N2: a recognizer that began is cancelled and one still possible fails")
    func recognizersAreCancelledOrFail() throws {
        let (host, controller, log) = scene()
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        view.addGestureRecognizer(pan)
        let other = RecordingView("other", log: log, frame: CGRect(x: 0, y: 400, width: 300, height: 300))
        controller.view.addSubview(other)
        var tapFired = false
        let tap = UITapGestureRecognizer { _ in tapFired = true }
        other.addGestureRecognizer(tap)
        let panFinger = try host.touchDown(at: CGPoint(x: 20, y: 20))
        try panFinger.move(to: CGPoint(x: 120, y: 20))
        let tapFinger = try host.touchDown(at: CGPoint(x: 20, y: 420))
        #expect(panStates.last == .changed || panStates.last == .began)
        #expect(tap.state == .possible)
        try host.application.inputDoor.send(.lifecycle(.resignActive))
        #expect(tap.state == .failed)
        host.runUntilIdle()
        #expect(panStates.last == .cancelled)
        try tapFinger.lift()
        try panFinger.lift()
        #expect(!tapFired)
        #expect(view.count("touchesEnded") == 0 && other.count("touchesEnded") == 0)
        #expect(view.count("touchesBegan") == view.count("touchesCancelled"))
        #expect(other.count("touchesBegan") == other.count("touchesCancelled"))
    }

    @Test("N2: a key held down is cancelled for its responders; its release is absorbed")
    func pressesInFlightAreCancelled() throws {
        let (host, controller, log) = scene()
        let field = PressRecordingView("field", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        field.handles = true
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.resignActive()
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(log.entries == ["field.pressesBegan(a)", "field.pressesCancelled(a)"])
    }

    @Test("N3: the first responder keeps its status across resigning and regaining active")
    func firstResponderIsKept() throws {
        let (host, controller, _) = scene()
        let field = EditableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.resignActive()
        #expect(field.isFirstResponder)
        try host.enterBackground()
        try host.returnToForeground()
        #expect(field.isFirstResponder)
        #expect(field.resignCalls == 0)
    }

    @Test("N2: a touchesCancelled that removes its view ends the touch once, and the app goes on")
    func cancellationThatRemovesTheView() throws {
        let (host, controller, log) = scene()
        let view = SelfRemovingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        let finger = try host.touchDown(at: CGPoint(x: 50, y: 50))
        try host.resignActive()
        #expect(view.superview == nil)
        try finger.lift()
        #expect(log.entries == ["view.touchesBegan", "view.touchesCancelled"])
        #expect(host.application.applicationState == .inactive)
    }

    @Test("N2: input sent by a willResignActive observer is refused as reentrant; the interruption completes",
          .eventTestHost)
    func observerSendingInputIsRefused() throws {
        let host = try #require(EventTestHost.current)
        let controller = UIViewController()
        let log = EventLog()
        _ = host.makeWindow(rootViewController: controller)
        let view = RecordingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        var rejection: InputRejection?
        let application = host.application
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
        ) { _ in
            MainActor.assumeIsolated {
                do {
                    try application.inputDoor.send(.touch(HostTouch(id: 9, action: .down, location: CGPoint(x: 5, y: 5))))
                } catch {
                    rejection = error as? InputRejection
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = try host.touchDown(at: CGPoint(x: 50, y: 50))
        try host.resignActive()
        #expect(rejection == InputRejection(reason: .reentrantInput))
        #expect(log.entries == ["view.touchesBegan", "view.touchesCancelled"])
        #expect(host.application.applicationState == .inactive)
    }
}
