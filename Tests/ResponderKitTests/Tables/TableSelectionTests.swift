import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// The center of row `row` of a table at the window's top left, scrolled to the top.
private func rowCenter(_ row: Int) -> CGPoint { CGPoint(x: 150, y: CGFloat(row) * 44 + 22) }

@MainActor
@Suite("UITableView's selection and highlight by touch and from code (spec R5, R6, R7, R8, R9)")
struct TableSelectionTests {
    @Test("R5: a tap highlights, then selects with will/did calls; the cell changes through its setters")
    func tapSelects() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? RecordingCell)
        try host.tap(at: rowCenter(2))
        #expect(log.calls.prefix(2) == ["shouldHighlight 2", "didHighlight 2"])
        #expect(log.selectionCalls == ["willSelect 2", "didSelect 2"])
        #expect(log.calls.contains("didUnhighlight 2"))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cell.isSelected)
        #expect(!cell.isHighlighted)
        #expect(cell.changes.first == "highlighted true")
        #expect(cell.changes.contains("selected true"))
        #expect(cell.changes.last == "highlighted false" || cell.changes.last == "selected true")
    }

    @Test("R5: selecting another row deselects the previous one between willSelect and didSelect; a re-tap reselects")
    func singleSelectionOrder() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        try host.tap(at: rowCenter(1))
        log.calls = []
        try host.tap(at: rowCenter(3))
        #expect(log.selectionCalls == ["willSelect 3", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        log.calls = []
        try host.tap(at: rowCenter(3))
        #expect(log.selectionCalls == ["willSelect 3", "didSelect 3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("R5: shouldHighlightRowAt false halts everything; willSelectRowAt may redirect or refuse")
    func delegateRedirects() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        log.shouldHighlight = { $0.row != 4 }
        try host.tap(at: rowCenter(4))
        #expect(log.calls == ["shouldHighlight 4"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isHighlighted == false)

        log.calls = []
        log.willSelect = { $0.row == 5 ? IndexPath(row: 7, section: 0) : nil }
        try host.tap(at: rowCenter(5))
        #expect(log.selectionCalls == ["willSelect 5", "didSelect 7"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        log.calls = []
        try host.tap(at: rowCenter(6))
        #expect(log.selectionCalls == ["willSelect 6"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
    }

    @Test("R6: a held finger highlights after the content-touch delay and selects only when it lifts")
    func heldFingerHighlightsAfterDelay() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        try host.tap(at: rowCenter(0))
        log.calls = []
        let finger = try host.touchDown(at: rowCenter(2))
        host.advance(by: 0.05)
        #expect(log.calls.isEmpty)
        host.advance(by: 0.2)
        #expect(log.calls == ["shouldHighlight 2", "didHighlight 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        host.advance(by: 1)
        try finger.lift()
        #expect(log.selectionCalls == ["willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("R6: a drag that becomes a scroll removes the highlight and selects nothing")
    func dragUnhighlights() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [50])
        let table = makeTable(in: host.makeWindow(), log: log)
        let finger = try host.touchDown(at: rowCenter(5))
        host.advance(by: 0.3)
        #expect(log.calls == ["shouldHighlight 5", "didHighlight 5"])
        for step in 1...8 {
            host.advance(by: 0.016)
            try finger.move(to: CGPoint(x: 150, y: rowCenter(5).y - CGFloat(step) * 15))
        }
        try finger.lift()
        #expect(table.contentOffset.y > 0)
        #expect(log.calls == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R6: a drag that starts within the delay never highlights")
    func quickDragNeverHighlights() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [50])
        let table = makeTable(in: host.makeWindow(), log: log)
        try host.drag(from: rowCenter(8), to: rowCenter(2), steps: 6, duration: 0.1)
        #expect(table.contentOffset.y > 0)
        #expect(log.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R7: selectRow and deselectRow from code call no delegate method; selectRow scrolls as R4")
    func selectionFromCode() {
        let host = EventTestHost()
        let log = TableLog(rows: [100])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == CGFloat(60 * 44))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 60, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == false)
        #expect(log.calls.isEmpty)
    }

    @Test("R8: allowsSelection false: taps neither highlight nor select")
    func selectionDisallowed() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(table.allowsSelection)
        table.allowsSelection = false
        try host.tap(at: rowCenter(2))
        #expect(log.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R8: multiple selection adds each tapped row; a tap on a selected row deselects it with the delegate's calls")
    func multipleSelection() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(!table.allowsMultipleSelection)
        table.allowsMultipleSelection = true
        try host.tap(at: rowCenter(1))
        try host.tap(at: rowCenter(4))
        #expect(Set(table.indexPathsForSelectedRows ?? []) == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        log.calls = []
        try host.tap(at: rowCenter(1))
        #expect(log.selectionCalls == ["willDeselect 1", "didDeselect 1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }

    @Test("R8: in editing mode taps select only with allowsSelectionDuringEditing")
    func selectionDuringEditing() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        try host.tap(at: CGPoint(x: 200, y: rowCenter(2).y))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        try host.tap(at: CGPoint(x: 200, y: rowCenter(2).y))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("R9: a cell's defaults, labels in its content view, and selectionStyle none still selecting")
    func cellDefaults() throws {
        let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
        #expect(plain.textLabel?.superview === plain.contentView)
        #expect(plain.contentView.superview === plain)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.selectionStyle == .default)
        #expect(plain.accessoryType == .none)
        #expect(!plain.isSelected && !plain.isHighlighted)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(subtitle.detailTextLabel?.superview === subtitle.contentView)

        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.cellForRow(at: IndexPath(row: 2, section: 0))?.selectionStyle = UITableViewCell.SelectionStyle.none
        try host.tap(at: rowCenter(2))
        #expect(log.selectionCalls == ["willSelect 2", "didSelect 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }
}
