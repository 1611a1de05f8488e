import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("SwipeActionsViewController: UISwipeGestureRecognizer direction (spec D13)")
struct SwipeActionsViewControllerTests {
    @Test("D13: a fast leftward swipe archives; the action reads the recognizer's direction")
    func swipeLeftArchives() throws {
        let host = EventTestHost()
        let controller = SwipeActionsViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 405), steps: 6, duration: 0.15)
        #expect(controller.archivedCount == 1)
        #expect(controller.isUnread == false)
    }

    @Test("D13: a rightward swipe marks unread; a slow drag is no swipe")
    func swipeRightMarksUnread() throws {
        let host = EventTestHost()
        let controller = SwipeActionsViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 6, duration: 2)
        #expect(controller.isUnread == false)
        try host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 6, duration: 0.15)
        #expect(controller.isUnread)
        #expect(controller.archivedCount == 0)
    }
}
