import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("SideMenuViewController: gestureRecognizerShouldBegin and shouldRecognizeSimultaneouslyWith (spec D8, D10)")
struct SideMenuViewControllerTests {
    @Test("D10: a horizontal drag to the right opens the menu")
    func horizontalDragOpens() throws {
        let host = EventTestHost()
        let controller = SideMenuViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 260, y: 410))
        #expect(controller.isMenuOpen)
        #expect(controller.contentView.frame.origin.x == controller.menuWidth)
    }

    @Test("D10: a vertical drag is refused by gestureRecognizerShouldBegin; the list's own pan gets it")
    func verticalDragGoesToTheList() throws {
        let host = EventTestHost()
        let controller = SideMenuViewController()
        _ = host.makeWindow(rootViewController: controller)
        let list = UIView(frame: controller.contentView.bounds)
        controller.contentView.addSubview(list)
        var listStates: [UIGestureRecognizer.State] = []
        let listPan = UIPanGestureRecognizer()
        listPan.addAction { listStates.append($0.state) }
        list.addGestureRecognizer(listPan)

        let finger = try host.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...10 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: 200 + CGFloat(step) * 3, y: 300 + CGFloat(step) * 30))
            #expect(controller.contentView.frame.origin.x == 0)
        }
        try finger.lift()
        #expect(controller.isMenuOpen == false)
        #expect(listStates.first == .began)
        #expect(listStates.last == .ended)
    }

    @Test("D8: a horizontal drag over the list runs the menu pan and the list pan together")
    func simultaneousWithTheList() throws {
        let host = EventTestHost()
        let controller = SideMenuViewController()
        _ = host.makeWindow(rootViewController: controller)
        let list = UIView(frame: controller.contentView.bounds)
        controller.contentView.addSubview(list)
        var listStates: [UIGestureRecognizer.State] = []
        let listPan = UIPanGestureRecognizer()
        listPan.addAction { listStates.append($0.state) }
        list.addGestureRecognizer(listPan)

        try host.drag(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 260, y: 405))
        #expect(controller.isMenuOpen)
        #expect(listStates.first == .began)
        #expect(listStates.last == .ended)
    }
}
