import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PanDirectionGestureRecognizer: a subclass with its own init calling super.init(target:action:) (spec D1)")
struct PanDirectionGestureRecognizerTests {
    @Test("D1: a long vertical pull goes through the selector action and dismisses")
    func verticalPullDismisses() throws {
        let host = EventTestHost()
        let controller = PullToDismissViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 205, y: 500))
        #expect(controller.didDismiss)
        #expect(controller.pulledDistance == 0)
    }

    @Test("D1: a mostly horizontal drag, though 200 pt down, is cancelled; a short pull does not dismiss")
    func horizontalCancels() throws {
        let host = EventTestHost()
        let controller = PullToDismissViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 380, y: 400))
        #expect(controller.didDismiss == false)
        try host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300))
        #expect(controller.didDismiss == false)
    }

    @Test("D1: the overridden init(target:action:) defaults to vertical")
    func overriddenInitializer() {
        let recognizer = PanDirectionGestureRecognizer(target: nil, action: nil)
        #expect(recognizer.direction == .vertical)
    }
}
