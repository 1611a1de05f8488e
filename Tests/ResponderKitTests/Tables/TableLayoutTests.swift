import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("UITableView's layout, cells and reuse, and scrolling to rows (spec R2, R3, R4)")
struct TableLayoutTests {
    @Test("R2: sections stack header, rows, footer; heights from the delegate, else rowHeight; a plain table without titles has no headers")
    func sectionsStack() {
        let host = EventTestHost()
        let log = TableLog(rows: [3, 2])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(table.style == .plain)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 176, width: 390, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 132, width: 390, height: 88))
        #expect(table.contentSize.height == 220)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)

        log.headerTitles = [1: "Second"]
        log.rowHeight = 60
        table.sectionHeaderHeight = 30
        table.reloadData()
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 180, width: 390, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 210)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Second")
        #expect(table.contentSize.height == 330)
    }

    @Test("R2: a grouped table keeps its section header and footer heights; insetGrouped insets the rows")
    func groupedAndInset() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let log = TableLog(rows: [2, 2])
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .grouped)
        grouped.sectionHeaderHeight = 20
        grouped.sectionFooterHeight = 10
        grouped.dataSource = log
        grouped.delegate = log
        window.addSubview(grouped)
        #expect(grouped.rectForHeader(inSection: 1) == CGRect(x: 0, y: 118, width: 390, height: 20))
        #expect(grouped.rectForFooter(inSection: 0) == CGRect(x: 0, y: 108, width: 390, height: 10))
        let inset = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .insetGrouped)
        inset.dataSource = log
        #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)).minX > 0)
        #expect(inset.rectForRow(at: IndexPath(row: 0, section: 0)).maxX < 390)
    }

    @Test("R2: indexPathForRow(at:) finds rows and is nil over headers, footers and below the last row")
    func indexPathForPoint() {
        let host = EventTestHost()
        let log = TableLog(rows: [2, 2])
        log.headerTitles = [0: "A", 1: "B"]
        let table = makeTable(in: host.makeWindow(), log: log)
        table.sectionHeaderHeight = 28
        let header1 = table.rectForHeader(inSection: 1)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 28 + 44 + 5)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: header1.midY)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: header1.maxY + 1)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: table.contentSize.height + 5)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 50, width: 10, height: 100))
            == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
    }

    @Test("R3: only visible rows have cells, which follow contentOffset and are reused with prepareForReuse")
    func visibleCellsAndReuse() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [1_000])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 10)
        #expect(log.madeCells == 10)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RecordingCell)
        #expect(first.textLabel?.text == "0-0")
        #expect(first.superview === table)
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 5_000, section: 0)) == nil)

        table.contentOffset = CGPoint(x: 0, y: 44 * 100 + 10)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 110, section: 0))
        #expect(table.visibleCells.contains { $0 === first })
        #expect(log.madeCells == 21)
        let reused = table.visibleCells.compactMap { $0 as? RecordingCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 100, section: 0))?.textLabel?.text == "0-100")
    }

    @Test("R3: dequeueReusableCell(withIdentifier:) is nil without a queued or registered cell; a registered subclass is made through its own init(style:reuseIdentifier:)")
    func dequeueing() {
        let host = EventTestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        table.register(RecordingCell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        #expect((cell as? RecordingCell)?.madeThroughOverride == true)
        #expect(cell.reuseIdentifier == "cell")
        let application = host.application
        host.makeWindow().addSubview(table)
        let before = application.diagnostics.entries.count
        let fallback = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(fallback.reuseIdentifier == "missing")
        #expect(application.diagnostics.entries.count == before + 1)
        #expect(application.diagnostics.entries.last?.message.contains("missing") == true)
    }

    @Test("R3: a touch on a row is hit-tested into that row's cell")
    func touchReachesCell() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let hit = table.window?.hitTest(CGPoint(x: 100, y: 2 * 44 + 20), with: nil)
        #expect(hit?.isDescendant(of: cell) == true)
    }

    @Test("R3: reloadData asks again; insertRows, deleteRows, moveRow and performBatchUpdates update the rows at once")
    func updates() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [5])
        let table = makeTable(in: host.makeWindow(), log: log)
        let row3 = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)

        log.rows = [4]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === row3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.contentSize.height == CGFloat(4 * 44))

        log.rows = [6]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 0)], with: .fade)
        }
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === row3)
        #expect(table.visibleCells.count == 6)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0-0")

        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === row3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))

        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "0-0")
    }

    @Test("R3: an update whose counts the data source does not match is reported and reloads instead of crashing")
    func mismatchedUpdate() {
        let host = EventTestHost()
        let log = TableLog(rows: [5])
        let table = makeTable(in: host.makeWindow(), log: log)
        let before = host.application.diagnostics.entries.count
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(host.application.diagnostics.entries.count == before + 1)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.visibleCells.count == 5)
    }

    @Test("R4: scrollToRow puts the row at the top, middle or bottom, or scrolls the least; clamped to the content")
    func scrollToRow() {
        let host = EventTestHost()
        let log = TableLog(rows: [100])
        let table = makeTable(in: host.makeWindow(), log: log)
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44))
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44 + 22 - 220))
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(51 * 44 - 440))
        table.scrollToRow(at: IndexPath(row: 52, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == CGFloat(53 * 44 - 440))
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(100 * 44 - 440))
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
    }
}

/// A header view written as iOS code writes one, with its own `init(reuseIdentifier:)`.
private final class SectionHeader: UITableViewHeaderFooterView {
    var madeThroughOverride = false

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        madeThroughOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
private final class HeaderRows: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
}

@MainActor
@Suite("UITableView's header and footer views (spec R2)")
struct TableHeaderViewTests {
    @Test("R2: a registered header class is made through its own init(reuseIdentifier:) and placed at the header's rect")
    func registeredHeaders() throws {
        let host = EventTestHost()
        let rows = HeaderRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = rows
        table.delegate = rows
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 1) as? SectionHeader)
        #expect(header.madeThroughOverride)
        #expect(header.reuseIdentifier == "header")
        #expect(header.textLabel?.text == "Section 1")
        #expect(header.frame == table.rectForHeader(inSection: 1))
        #expect(header.frame == CGRect(x: 0, y: 128, width: 390, height: 40))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == nil)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === header || table.headerView(forSection: 1) === header)
    }
}
