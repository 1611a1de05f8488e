import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A recognizer delegate that logs the questions it is asked about events, touches and presses, and answers
/// the event question as told.
@MainActor
final class EventQuestionDelegate: UIGestureRecognizerDelegate {
    var log: [String] = []
    var receivesEvents = true

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.append("event(\(event.type))")
        return receivesEvents
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.append("touch")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        log.append("press(\(press.type))")
        return true
    }
}

@MainActor
@Suite("Gesture recognizer delegate: gestureRecognizer(_:shouldReceive:) for events", .checksGestureStateHistories)
struct GestureDelegateEventTests {
    @Test("UIGestureRecognizerDelegate shouldReceive(event) is asked before shouldReceive(touch); false blocks it")
    func touchEvents() throws {
        let host = makeGestureHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = EventQuestionDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        try host.tap(view)
        #expect(delegate.log == ["event(touches)", "touch"])
        #expect(taps == 1)

        delegate.log.removeAll()
        delegate.receivesEvents = false
        try host.tap(view)
        #expect(delegate.log == ["event(touches)"])
        #expect(taps == 1)
    }

    @Test("UIGestureRecognizerDelegate shouldReceive(event) is asked before shouldReceive(press); false blocks it")
    func pressEvents() throws {
        let host = makeGestureHost()
        let log = EventLog()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let item = PressRecordingView("item", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        item.focusable = true
        item.handles = true
        controller.view.addSubview(item)
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        let delegate = EventQuestionDelegate()
        tap.delegate = delegate
        controller.view.addGestureRecognizer(tap)

        try host.send(.button(HostButton(isDown: true, type: .select)))
        try host.send(.button(HostButton(isDown: false, type: .select)))
        #expect(delegate.log == ["event(presses)", "press(select)"])
        #expect(taps == 1)

        delegate.log.removeAll()
        delegate.receivesEvents = false
        log.removeAll()
        try host.send(.button(HostButton(isDown: true, type: .select)))
        try host.send(.button(HostButton(isDown: false, type: .select)))
        #expect(delegate.log == ["event(presses)"])
        #expect(taps == 1)
        #expect(log.entries == ["item.pressesBegan(select)", "item.pressesEnded(select)"])
    }
}
