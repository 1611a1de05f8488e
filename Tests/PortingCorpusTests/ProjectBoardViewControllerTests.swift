import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ProjectBoardViewController: hover, a context menu and a scrollable timeline (spec M1-M4)")
struct ProjectBoardViewControllerTests {
    private func board() -> (EventTestHost, ProjectBoardViewController) {
        let host = EventTestHost()
        let controller = ProjectBoardViewController()
        _ = host.makeWindow(rootViewController: controller)
        return (host, controller)
    }

    @Test("M1: the card is highlighted while the pointer is over it, and not after it leaves")
    func hoverHighlight() throws {
        let (host, board) = board()
        try host.hover(board.card)
        #expect(board.card.backgroundColor == .systemGray5)
        try host.hover(at: CGPoint(x: 300, y: 50))
        #expect(board.card.backgroundColor == .systemBackground)
    }

    @Test("M4: a right click on the card opens Rename and Delete; Rename takes the prompted name")
    func contextMenuByRightClick() throws {
        let (host, board) = board()
        board.promptForName = { "Launch plan v2" }
        try host.rightClick(board.card)
        #expect(host.presentedContextMenu?.presentedMenu?.visibleElements.map(\.title) == ["Rename", "Delete"])
        try host.chooseContextMenuElement(titled: "Rename")
        #expect(board.projectName == "Launch plan v2")
    }

    @Test("M4, C8: a long press opens the menu; Delete removes the card, and its hover ends with it")
    func deleteByLongPress() throws {
        let (host, board) = board()
        try host.hover(board.card)
        try host.longPress(board.card)
        try host.chooseContextMenuElement(titled: "Delete")
        #expect(board.isDeleted)
        #expect(board.card.superview == nil)
        #expect(board.card.backgroundColor == .systemBackground)
        try host.rightClick(at: CGPoint(x: 120, y: 160))
        #expect(host.presentedContextMenu == nil)
    }

    @Test("M3: the timeline scrolls with the mouse wheel, a trackpad and a finger, and stops at its ends")
    func timelineScrolls() throws {
        let (host, board) = board()
        let point = host.screenPoint(inCenterOf: board.timeline)
        try host.scroll(at: point, by: CGVector(dx: -120, dy: 0), kind: .discrete, steps: 3)
        #expect(board.timelineOffset == 120)
        try host.scroll(at: point, by: CGVector(dx: -80, dy: 0), kind: .continuous, steps: 4)
        #expect(board.timelineOffset == 200)
        try host.drag(from: point, to: CGPoint(x: point.x + 150, y: point.y))
        #expect(board.timelineOffset == 50)
        try host.scroll(at: point, by: CGVector(dx: 500, dy: 0))
        #expect(board.timelineOffset == 0)
    }
}
