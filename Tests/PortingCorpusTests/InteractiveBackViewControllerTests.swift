import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("InteractiveBackViewController: UIScreenEdgePanGestureRecognizer with edges .left (spec D13)")
struct InteractiveBackViewControllerTests {
    @Test("D13: a drag from the left edge across most of the screen goes back")
    func edgeSwipeGoesBack() throws {
        let host = EventTestHost()
        let controller = InteractiveBackViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(controller.didGoBack)
        #expect(controller.backProgress == 0)
    }

    @Test("D13: a short edge drag does not go back, and a drag starting mid-screen never begins")
    func shortOrMidScreen() throws {
        let host = EventTestHost()
        let controller = InteractiveBackViewController()
        _ = host.makeWindow(rootViewController: controller)
        let finger = try host.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 24, through: 104, by: 20) {
            host.advance(by: 0.05)
            try finger.move(to: CGPoint(x: CGFloat(x), y: 400))
        }
        #expect(controller.backProgress > 0)
        host.advance(by: 0.5)
        try finger.lift()
        #expect(controller.didGoBack == false)
        try host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 390, y: 400))
        #expect(controller.didGoBack == false)
    }
}
