import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ShakeToClearViewController: motionEnded on a first-responder controller (spec I2, F10)")
struct ShakeToClearViewControllerTests {
    @Test("I2, K1: the controller becomes first responder in viewDidAppear, and a shake clears the drawing")
    func shakeClears() throws {
        let host = EventTestHost()
        let controller = ShakeToClearViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.expectFirstResponder(controller)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(controller.strokes.isEmpty)
    }

    @Test("K1: pushed in a navigation controller, it resigns in viewWillDisappear when popped")
    func resignsWhenPopped() throws {
        let host = EventTestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        _ = host.makeWindow(rootViewController: navigation)
        let controller = ShakeToClearViewController()
        navigation.pushViewController(controller, animated: false)
        try host.expectFirstResponder(controller)
        navigation.popViewController(animated: false)
        #expect(!controller.isFirstResponder)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(controller.strokes.count == 1)
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
