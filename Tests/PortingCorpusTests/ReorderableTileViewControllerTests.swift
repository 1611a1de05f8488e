import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ReorderableTileViewController: long press + pan together (spec D8, D13)")
struct ReorderableTileViewControllerTests {
    @Test("D13, D8: holding 0.4 s lifts the tile, then dragging moves it with the pan running alongside")
    func holdThenDrag() throws {
        let host = EventTestHost()
        let controller = ReorderableTileViewController()
        _ = host.makeWindow(rootViewController: controller)
        let start = controller.tileView.center
        let finger = try host.touchDown(at: start)
        host.advance(by: 0.5)
        #expect(controller.isLifted)
        #expect(controller.tileView.alpha == 0.8)
        for step in 1...6 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: start.x + CGFloat(step) * 10, y: start.y))
        }
        try finger.lift()
        #expect(controller.isLifted == false)
        #expect(controller.tileView.alpha == 1)
        // The pan starts after about 10 pt of movement (D13), so the tile follows by 50 to 60 pt.
        let moved = controller.tileView.center.x - start.x
        #expect(moved >= 50 && moved <= 60)
        #expect(controller.tileView.center.y == start.y)
    }

    @Test("D13: dragging at once fails the long press, so the tile never lifts or moves")
    func quickDragDoesNotLift() throws {
        let host = EventTestHost()
        let controller = ReorderableTileViewController()
        _ = host.makeWindow(rootViewController: controller)
        let start = controller.tileView.center
        try host.drag(from: start, to: CGPoint(x: start.x + 80, y: start.y), steps: 8, duration: 0.16)
        host.advance(by: 1)
        #expect(controller.isLifted == false)
        #expect(controller.tileView.center == start)
    }
}
