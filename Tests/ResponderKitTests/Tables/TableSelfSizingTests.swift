import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A cell whose content view holds a box pinned 10 points from its top and bottom by Auto Layout constraints,
/// as a self-sizing cell is written on iOS; the box's height constraint is set per row.
private final class NoteCell: UITableViewCell {
    let box = UIView(frame: .zero)
    private(set) var boxHeight: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            boxHeight,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Rows of notes whose heights come from their cells' constraints; logs selection.
@MainActor
private final class Notes: UITableViewDataSource, UITableViewDelegate {
    var boxHeights: [CGFloat]
    var plainRows: Set<Int> = []
    var selected: [Int] = []
    var madeCells: [Int] = []
    init(boxHeights: [CGFloat]) { self.boxHeights = boxHeights }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { boxHeights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        madeCells.append(indexPath.row)
        if plainRows.contains(indexPath.row) { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.boxHeight.constant = boxHeights[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

/// A delegate that implements `heightForRowAt`, answering a fixed height but for the rows it lets size themselves.
@MainActor
private final class MixedHeights: UITableViewDelegate {
    var automaticRows: Set<Int> = []
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        automaticRows.contains(indexPath.row) ? UITableView.automaticDimension : 30
    }
}

/// A header view sized by its constraints.
private final class TallHeader: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let bar = UIView(frame: .zero)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
private final class HeaderDelegate: UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "tall")
    }
}

@MainActor
@Suite("Estimated heights and self-sizing cells (spec R2, catalog R22)")
struct TableSelfSizingTests {
    private func makeNotesTable(_ notes: Notes, in host: EventTestHost, estimate: CGFloat = 50,
                                height: CGFloat = 440) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.estimatedRowHeight = estimate
        table.dataSource = notes
        table.delegate = notes
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("R22: a visible row takes the height its cell's constraints give; rows not laid out keep the estimate")
    func visibleRowsSizeThemselves() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: [80, 30, 150] + Array(repeating: 60, count: 40))
        let table = makeNotesTable(notes, in: host)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 150, width: 390, height: 170))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 80)
        // 100 + 50 + 170 + 80 = 400: row 4 starts at 400, inside the 440-point bounds, so it is measured too.
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 400, width: 390, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 30, section: 0)).height == 50)
        #expect(!notes.madeCells.contains(30))
        #expect(table.contentSize.height == CGFloat(480 + 38 * 50))
        #expect(table.visibleCells.map { $0.frame.height } == [100, 50, 170, 80, 80])
    }

    @Test("R22: indexPathForRow(at:) and a tap find the row by its measured height, not the estimate")
    func hitTestingSeesMeasuredHeights() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: [80, 30, 150] + Array(repeating: 60, count: 10))
        let table = makeNotesTable(notes, in: host)
        // With the 50-point estimate y = 120 would be row 2; measured, row 0 ends at 100 and row 1 at 150.
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 120)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 300)) == IndexPath(row: 2, section: 0))
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 120), in: table))
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 310), in: table))
        #expect(notes.selected == [1, 2])
    }

    @Test("R22: rows scrolled into view are measured then, and the content size follows")
    func rowsMeasuredAsTheyScrollIn() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: Array(repeating: 100, count: 30))
        let table = makeNotesTable(notes, in: host)
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).height == 50)
        let before = table.contentSize.height
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).height == 120)
        #expect(table.contentSize.height > before)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: 10, section: 0)))
        let visible = try #require(table.indexPathsForVisibleRows)
        for indexPath in visible {
            #expect(table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath))
        }
    }

    @Test("R22: a row measured above the visible top moves the offset, so the rows on screen stay in place")
    func measuringAboveKeepsTheScreenStill() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: Array(repeating: 100, count: 40))
        let table = makeNotesTable(notes, in: host)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let anchor = try #require(table.indexPathsForVisibleRows?.first)
        let onScreen = table.rectForRow(at: anchor).minY - table.contentOffset.y
        // Scroll up just far enough to show the last 20 points of the row above, still at its estimate.
        let scroll = -onScreen + 20
        table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y - scroll)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: anchor).minY - table.contentOffset.y == onScreen + scroll)
        let above = IndexPath(row: anchor.row - 1, section: 0)
        #expect(table.rectForRow(at: above).height == 120)
        #expect(table.rectForRow(at: above).maxY == table.rectForRow(at: anchor).minY)
    }

    @Test("R22: rows measured while a finger drags the table down keep the content under the finger")
    func measuringDuringADragFollowsTheFinger() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: Array(repeating: 100, count: 40))
        let table = makeNotesTable(notes, in: host)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let start = CGPoint(x: 100, y: table.contentOffset.y + 100)
        let row = try #require(table.indexPathForRow(at: start))
        let intoRow = start.y - table.rectForRow(at: row).minY
        let finger = try host.touchDown(at: host.screenPoint(start, in: table))
        let screenStart = host.screenPoint(start, in: table)
        for step in 1...20 {
            host.advance(by: 0.05)
            try finger.move(to: CGPoint(x: screenStart.x, y: screenStart.y + CGFloat(step) * 10))
        }
        #expect(notes.madeCells.count > 8)
        // The finger is now 200 points lower on screen; the content point it holds is still in its row.
        let held = CGPoint(x: 100, y: table.contentOffset.y + 300)
        #expect(table.indexPathForRow(at: held) == row)
        #expect(abs(held.y - table.rectForRow(at: row).minY - intoRow) <= 15)
        try finger.lift()
    }

    @Test("R22: a cell without constraints gets the standard 44 points; an estimate of 0 turns self-sizing off")
    func standardHeightAndEstimationOff() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: [80, 80, 80])
        notes.plainRows = [1]
        let table = makeNotesTable(notes, in: host)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)

        let fixedNotes = Notes(boxHeights: [80, 80, 80])
        let fixed = makeNotesTable(fixedNotes, in: EventTestHost(), estimate: 0)
        #expect(fixed.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(fixed.contentSize.height == CGFloat(3 * 44))
    }

    @Test("R22: heightForRowAt returning automaticDimension sizes the row itself even when rowHeight is set")
    func delegateAutomaticDimension() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: [80, 80, 80])
        let heights = MixedHeights()
        heights.automaticRows = [1]
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.rowHeight = 60
        table.dataSource = notes
        table.delegate = heights
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 130)

        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        plain.register(NoteCell.self, forCellReuseIdentifier: "note")
        plain.rowHeight = 60
        plain.dataSource = notes
        host.makeWindow().addSubview(plain)
        plain.layoutIfNeeded()
        #expect(plain.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }

    @Test("R22: a header view with constraints and automatic heights takes the height they give")
    func selfSizingHeader() throws {
        let host = EventTestHost()
        let notes = Notes(boxHeights: [80])
        let headers = HeaderDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "tall")
        table.dataSource = notes
        table.delegate = headers
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 62)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 62, width: 390, height: 100))
    }
}

/// Three sections of ten 44-point rows whose headers, footers or both are ``TallHeader``s (62 points measured).
@MainActor
private final class TallSections: UITableViewDataSource, UITableViewDelegate {
    var headers = true
    var footers = false
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headers ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "tall") : nil
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footers ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "tall") : nil
    }
}

@MainActor
@Suite("Estimated heights of self-sizing section headers and footers (catalog R22)")
struct TableSectionEstimateTests {
    private func makeTable(_ sections: TallSections, in host: EventTestHost) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "tall")
        table.estimatedSectionHeaderHeight = 40
        table.estimatedSectionFooterHeight = 30
        table.dataSource = sections
        table.delegate = sections
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("R22: a self-sizing header stands at estimatedSectionHeaderHeight until it shows, then takes its measured height")
    func headerEstimateThenMeasured() throws {
        let host = EventTestHost()
        let table = makeTable(TallSections(), in: host)
        // Section 0's header shows at once; sections 1 and 2 keep their estimates.
        #expect(table.rectForHeader(inSection: 0).height == 62)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 502, width: 390, height: 40))
        #expect(table.rectForHeader(inSection: 2).minY == 982)
        // 62 + 440, 40 + 440, 40 + 440.
        #expect(table.contentSize.height == CGFloat(1462))
        table.contentOffset = CGPoint(x: 0, y: 480)
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 502, width: 390, height: 62))
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 502, width: 390, height: 62))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 564)
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 1004, width: 390, height: 40))
        #expect(table.contentSize.height == CGFloat(1484))
        #expect(table.contentOffset.y == 480)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 570)) == IndexPath(row: 0, section: 1))
    }

    @Test("R22: a self-sizing footer stands at estimatedSectionFooterHeight until its section shows")
    func footerEstimateThenMeasured() throws {
        let host = EventTestHost()
        let sections = TallSections()
        sections.headers = false
        sections.footers = true
        let table = makeTable(sections, in: host)
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 440, width: 390, height: 62))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 942, width: 390, height: 30))
        table.contentOffset = CGPoint(x: 0, y: 600)
        table.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 942, width: 390, height: 62))
        #expect(table.rect(forSection: 2).minY == 1004)
    }
}
