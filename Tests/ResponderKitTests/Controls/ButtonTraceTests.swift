import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The button of seed 004: it logs its touch callbacks around UIKit's own handling.
final class TracingButton: UIButton {
    var log = TraceLog()
    var callsSuperOnBegan = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if callsSuperOnBegan { super.touchesBegan(touches, with: event) }
        log.append("touchesBegan")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        log.append("touchesEnded")
    }
}

@MainActor @Suite("Buttons and the responder chain")
struct ButtonTraceTests {
    private func makeScene(_ host: EventTestHost) -> (TapController, TracingButton, UIWindow) {
        let controller = TapController()
        let window = host.makeWindow(rootViewController: controller)
        let button = TracingButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        button.log = controller.log
        controller.view.addSubview(button)
        return (controller, button, window)
    }

    @Test("D14/seed 004: a tap on a button logs touchesBegan, the target's action, then touchesEnded")
    func seedTrace() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        button.addTarget(controller, action: .tap, for: .touchUpInside)
        try host.tap(button)
        #expect(controller.log.entries == ["touchesBegan", "action", "touchesEnded"])
        #expect((controller.senders.first as? UIButton) === button)
        _ = window
    }

    @Test("Seed 004: overriding touchesBegan without calling super keeps the action from firing")
    func overrideWithoutSuper() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        button.callsSuperOnBegan = false
        button.addTarget(controller, action: .tap, for: .touchUpInside)
        try host.tap(button)
        #expect(controller.log.entries == ["touchesBegan", "touchesEnded"])
        #expect(controller.senders.isEmpty)
        _ = window
    }

    @Test("E7: a nil-targeted button action with no first responder starts at the button and reaches its controller")
    func nilTargetFindsController() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        button.addTarget(nil, action: .tap, for: .touchUpInside)
        #expect(window.firstResponder == nil)
        try host.tap(button)
        #expect(controller.log.entries == ["touchesBegan", "action", "touchesEnded"])
        #expect((controller.senders.first as? UIButton) === button)
    }

    @Test("E7: with a text field first responder elsewhere in the window, the search starts at the text field")
    func nilTargetStartsAtFirstResponder() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        let form = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        let field = FieldStandIn(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        form.addSubview(field)
        controller.view.addSubview(form)
        #expect(field.becomeFirstResponder())
        button.addTarget(nil, action: .tap, for: .touchUpInside)
        try host.tap(button)
        #expect(field.taps == 1)
        #expect(controller.log.entries == ["touchesBegan", "touchesEnded"])
        _ = window
    }

    @Test("E7: from a first responder that cannot perform the action, the walk climbs its own chain")
    func nilTargetClimbsFromFirstResponder() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        let field = PlainFirstResponder(frame: CGRect(x: 20, y: 520, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        button.addTarget(nil, action: .tap, for: .touchUpInside)
        try host.tap(button)
        #expect(controller.log.entries == ["touchesBegan", "action", "touchesEnded"])
        _ = window
    }

    @Test("F7: tapping a button runs its action and does not make it first responder")
    func tapDoesNotTakeFirstResponder() throws {
        let host = EventTestHost()
        let (controller, button, window) = makeScene(host)
        let field = FieldStandIn(frame: CGRect(x: 20, y: 520, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        button.addTarget(controller, action: .tap, for: .touchUpInside)
        try host.tap(button)
        #expect(controller.log.entries.contains("action"))
        #expect(window.firstResponder === field)
        #expect(field.isFirstResponder)
        #expect(!button.isFirstResponder)
    }
}
