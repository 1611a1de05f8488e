import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ShakeToClearViewController: motionEnded on a first-responder controller (spec I2, F10)")
struct ShakeToClearViewControllerTests {
    @Test("I2: a shake clears the drawing when the controller is first responder")
    func shakeClears() throws {
        let host = EventTestHost()
        let controller = ShakeToClearViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(controller.strokes.isEmpty)
    }

    @Test("I2: a cancelled shake clears nothing; a shake reaches the controller from a first-responder subview")
    func cancelledShakeAndSubview() throws {
        let host = EventTestHost()
        let controller = ShakeToClearViewController()
        _ = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.send(.shake(.began))
        try host.send(.shake(.cancelled))
        #expect(controller.strokes.count == 1)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(controller.strokes.isEmpty)
    }
}
