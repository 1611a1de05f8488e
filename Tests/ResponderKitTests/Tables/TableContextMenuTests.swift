import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A table view controller that offers a menu for every row but the first by overriding the delegate method.
private final class MenuListController: UITableViewController {
    var asked: [IndexPath] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        guard indexPath.row > 0 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in }])
        }
    }
}

@MainActor
@Suite("UITableView's context menus for rows (spec R16)")
struct TableContextMenuTests {
    @Test("R16: a long press asks for the row's menu with the point; choosing runs the handler; nothing is selected")
    func longPressOpensTheRowsMenu() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        log.menuTitle = "Copy"
        let interaction = try #require(table.contextMenuInteraction)
        #expect(table.interactions.contains { $0 === interaction })
        try host.longPress(.point(host.screenPoint(CGPoint(x: 120, y: 3 * 44 + 10), in: table)))
        #expect(log.menuRequests.map(\.row) == [3])
        #expect(log.menuRequests.first?.point == CGPoint(x: 120, y: 3 * 44 + 10))
        #expect(host.presentedContextMenu === interaction)
        try host.chooseContextMenuElement(titled: "Copy")
        #expect(log.chosen == [3])
        #expect(host.presentedContextMenu == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(log.selectionCalls.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
    }

    @Test("R16: the point is in the table's coordinates, scrolled content included")
    func pointInTableCoordinates() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [40])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.contentOffset = CGPoint(x: 0, y: 440)
        log.menuTitle = "Copy"
        try host.rightClick(at: host.screenPoint(CGPoint(x: 60, y: 440 + 22), in: table))
        #expect(log.menuRequests.map(\.row) == [10])
        #expect(log.menuRequests.first?.point == CGPoint(x: 60, y: 462))
        #expect(host.presentedContextMenu === table.contextMenuInteraction)
    }

    @Test("R16, R6: with no menu a held row is asked about, shows nothing and still selects when the finger lifts")
    func heldRowWithoutMenuSelects() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        try host.longPress(.point(host.screenPoint(CGPoint(x: 120, y: 2 * 44 + 22), in: table)))
        #expect(log.menuRequests.map(\.row) == [2])
        #expect(host.presentedContextMenu == nil)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(log.selectionCalls == ["willSelect 2", "didSelect 2"])
    }

    @Test("R16: a secondary click opens the row's menu, selecting nothing; over a header or empty space none is asked")
    func secondaryClickAndEmptySpace() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [3])
        log.headerTitles[0] = "Fruit"
        let table = makeTable(in: host.makeWindow(), log: log)
        log.menuTitle = "Delete"
        let header = table.rectForHeader(inSection: 0)
        #expect(header.height > 0)
        try host.rightClick(at: host.screenPoint(CGPoint(x: 100, y: header.midY), in: table))
        try host.rightClick(at: host.screenPoint(CGPoint(x: 100, y: 400), in: table))
        try host.longPress(.point(host.screenPoint(CGPoint(x: 100, y: 400), in: table)))
        #expect(log.menuRequests.isEmpty)
        #expect(host.presentedContextMenu == nil)

        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        try host.rightClick(at: host.screenPoint(CGPoint(x: row.midX, y: row.midY), in: table))
        #expect(log.menuRequests.map(\.row) == [1])
        try host.chooseContextMenuElement(titled: "Delete")
        #expect(log.chosen == [1])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(log.selectionCalls.isEmpty)
    }

    @Test("R16, R23: a long press or secondary click on a pinned header asks for no menu, not the row under it")
    func pinnedHeaderOpensNoRowMenu() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [10, 10, 10])
        log.headerTitles = [0: "A", 1: "B", 2: "C"]
        let table = makeTable(in: host.makeWindow(), log: log)
        log.menuTitle = "Copy"
        table.contentOffset = CGPoint(x: 0, y: 200)
        let header = try #require(table.headerView(forSection: 0))
        let point = CGPoint(x: 100, y: 210)
        #expect(header.frame.contains(point))
        #expect(table.indexPathForRow(at: point) == IndexPath(row: 4, section: 0))
        try host.longPress(.point(host.screenPoint(point, in: table)))
        try host.rightClick(at: host.screenPoint(point, in: table))
        #expect(log.menuRequests.isEmpty)
        #expect(host.presentedContextMenu == nil)
        #expect(log.selectionCalls.isEmpty)
        try host.longPress(.point(host.screenPoint(CGPoint(x: 100, y: 250), in: table)))
        #expect(log.menuRequests.map(\.row) == [5])
        #expect(host.presentedContextMenu === table.contextMenuInteraction)
    }

    @Test("R16, R1: a UITableViewController subclass's override is asked; nil from it keeps the row selectable")
    func controllerOverrideIsAsked() throws {
        let host = EventTestHost()
        let controller = MenuListController(style: .plain)
        _ = host.makeWindow(rootViewController: controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        try host.longPress(.point(host.screenPoint(CGPoint(x: second.midX, y: second.midY), in: table)))
        #expect(controller.asked == [IndexPath(row: 1, section: 0)])
        #expect(host.presentedContextMenu === table.contextMenuInteraction)
        table.contextMenuInteraction?.dismissMenu()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        try host.longPress(.point(host.screenPoint(CGPoint(x: first.midX, y: first.midY), in: table)))
        #expect(controller.asked.last == IndexPath(row: 0, section: 0))
        #expect(host.presentedContextMenu == nil)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }
}
