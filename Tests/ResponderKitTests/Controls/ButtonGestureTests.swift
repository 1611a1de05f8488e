import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("Buttons and gesture recognizers")
struct ButtonGestureTests {
    /// A window with a container holding a logged button, and the button's action and touches traced.
    private func makeScene(_ host: EventTestHost) -> (UIView, TracingButton, TapController, UIWindow) {
        let controller = TapController()
        let window = host.makeWindow(rootViewController: controller)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        controller.view.addSubview(container)
        let button = TracingButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        button.log = controller.log
        container.addSubview(button)
        button.addTarget(controller, action: .tap, for: .touchUpInside)
        return (container, button, controller, window)
    }

    @Test("D11: a button's tap beats a single-tap recognizer on its ancestor")
    func buttonBeatsAncestorTap() throws {
        let host = EventTestHost()
        let (container, button, controller, window) = makeScene(host)
        container.addGestureRecognizer(UITapGestureRecognizer { _ in controller.log.append("ancestor tap") })
        try host.tap(button)
        #expect(controller.log.entries == ["touchesBegan", "action", "touchesEnded"])
        try host.tap(at: CGPoint(x: 300, y: 400))
        #expect(controller.log.entries.last == "ancestor tap")
        _ = window
    }

    @Test("D11: an ancestor's double tap is not the button's gesture, so the button does not refuse it")
    func buttonAllowsAncestorDoubleTap() throws {
        let host = EventTestHost()
        let (container, button, controller, window) = makeScene(host)
        let doubleTap = UITapGestureRecognizer { _ in controller.log.append("double tap") }
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        let single = UITapGestureRecognizer { _ in }
        container.addGestureRecognizer(single)
        #expect(!button.gestureRecognizerShouldBegin(single))
        _ = window
    }

    @Test("D14: a tap recognizer on the button itself wins: touchesBegan, its action, a cancel, no control action")
    func recognizerOnButtonWins() throws {
        let host = EventTestHost()
        let (_, button, controller, window) = makeScene(host)
        let events = TraceLog()
        logTouchEvents(of: button, into: events)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in controller.log.append("recognizer") })
        try host.tap(button)
        #expect(controller.log.entries.prefix(2) == ["touchesBegan", "recognizer"])
        #expect(!controller.log.entries.contains("action"))
        #expect(events.entries == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
        _ = window
    }
}
