import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Sections of ten plain rows with a title header and a title footer each.
@MainActor
private final class FooterLog: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
}

@MainActor
@Suite("Sticky section headers and footers in plain tables (catalog R23)")
struct TableStickyHeaderTests {
    @Test("R23: the footer of the section at the bottom stays pinned there until its header comes down to meet it")
    func footerPinsAtTheBottom() throws {
        let host = EventTestHost()
        let source = FooterLog()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.dataSource = source
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        // Section 0: header 0-28, rows 28-468, footer 468-496; section 1: header 496-524, footer 964-992.
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 468, width: 390, height: 28))
        let first = try #require(table.footerView(forSection: 0))
        let second = try #require(table.footerView(forSection: 1))
        #expect(first.frame.minY == CGFloat(440 - 28))
        table.contentOffset = CGPoint(x: 0, y: 100)
        #expect(first.frame.minY == 468)
        #expect(second.frame.minY == 524)
        table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(second.frame.minY == CGFloat(940 - 28))
        #expect(table.rectForFooter(inSection: 1).minY == 964)
    }

    /// Three sections of ten 44-point rows under 28-point title headers: section 0 spans 0-468, section 1
    /// 468-936, section 2 936-1404.
    private func makeSections(in host: EventTestHost, style: UITableView.Style = .plain) -> (UITableView, TableLog) {
        let log = TableLog(rows: [10, 10, 10])
        log.headerTitles = [0: "A", 1: "B", 2: "C"]
        return (makeTable(in: host.makeWindow(), log: log, style: style), log)
    }

    @Test("R23: the header of the section at the top stays pinned while its rows scroll under it")
    func headerPinsAtTheTop() throws {
        let host = EventTestHost()
        let (table, _) = makeSections(in: host)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header.frame == CGRect(x: 0, y: 200, width: 390, height: 28))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    }

    @Test("R23: the next section's header pushes the pinned one up, then is pinned itself")
    func nextHeaderPushes() throws {
        let host = EventTestHost()
        let (table, _) = makeSections(in: host)
        let first = try #require(table.headerView(forSection: 0))
        let second = try #require(table.headerView(forSection: 1))
        table.contentOffset = CGPoint(x: 0, y: 450)
        #expect(first.frame.minY == 440)
        #expect(first.frame.maxY == second.frame.minY)
        #expect(second.frame.minY == 468)
        table.contentOffset = CGPoint(x: 0, y: 600)
        #expect(second.frame.minY == 600)
        #expect(first.frame.minY == 0)
        #expect(table.rectForHeader(inSection: 1).minY == 468)
        table.contentOffset = .zero
        #expect(second.frame.minY == 468)
        #expect(first.frame.minY == 0)
    }

    @Test("R23: a touch on the pinned header lands in the header, not the row under it, and selects nothing")
    func pinnedHeaderTakesTouches() throws {
        let host = EventTestHost()
        let (table, log) = makeSections(in: host)
        table.contentOffset = CGPoint(x: 0, y: 200)
        let header = try #require(table.headerView(forSection: 0))
        let point = CGPoint(x: 100, y: 210)
        #expect(table.indexPathForRow(at: point) == IndexPath(row: 4, section: 0))
        #expect(table.hitTest(point, with: nil)?.isDescendant(of: header) == true)
        try host.tap(at: host.screenPoint(point, in: table))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(log.selectionCalls.isEmpty)
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 250), in: table))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
    }

    @Test("R23: grouped tables do not pin their headers")
    func groupedHeadersScrollAway() throws {
        let host = EventTestHost()
        let (table, _) = makeSections(in: host, style: .grouped)
        let header = try #require(table.headerView(forSection: 0))
        let rest = header.frame
        table.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header.frame == rest)
    }
}
