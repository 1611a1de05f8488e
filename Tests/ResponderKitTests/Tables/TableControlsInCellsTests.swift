import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Controls and recognizers in table cells (spec R10, R11)")
struct TableControlsInCellsTests {
    private func setUp() throws -> (EventTestHost, TableLog, UITableView, UITableViewCell) {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        return (host, log, table, cell)
    }

    @Test("R10: a button, a switch and a text field in a cell get their touches; the row is neither highlighted nor selected")
    func controlsKeepTheirTouches() throws {
        let (host, log, table, cell) = try setUp()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 5, width: 60, height: 34)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        cell.contentView.addSubview(button)
        let toggle = UISwitch(frame: CGRect(x: 300, y: 6, width: 0, height: 0))
        cell.contentView.addSubview(toggle)
        let field = UITextField(frame: CGRect(x: 20, y: 5, width: 150, height: 34))
        cell.contentView.addSubview(field)

        try host.tap(button)
        #expect(taps == 1)
        #expect(log.calls.isEmpty)
        try host.tap(toggle)
        #expect(toggle.isOn)
        #expect(log.calls.isEmpty)
        try host.tap(field)
        #expect(field.isFirstResponder)
        #expect(log.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        try host.tap(at: CGPoint(x: 185, y: 2 * 44 + 22))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("R10: a control as accessoryView sits at the trailing edge and keeps its touches; no accessory button call")
    func accessoryViewControl() throws {
        let (host, log, table, cell) = try setUp()
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        let frame = toggle.convert(toggle.bounds, to: nil)
        #expect(frame.maxX > 340 && frame.maxX <= 390)
        #expect(cell.contentView.frame.maxX <= frame.minX)
        try host.tap(toggle)
        #expect(toggle.isOn)
        #expect(log.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R10: the detail button calls accessoryButtonTappedForRowWith instead of didSelectRowAt")
    func detailButton() throws {
        let (host, log, table, cell) = try setUp()
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()
        let button = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
        try host.tap(button)
        #expect(log.calls == ["accessoryButtonTapped 2"])
        #expect(table.indexPathForSelectedRow == nil)
        cell.accessoryType = .checkmark
        #expect(cell.subviews.compactMap { $0 as? UIButton }.isEmpty)
    }

    @Test("R11: a tap recognizer on the table with cancelsTouchesInView blocks selection; without it both happen")
    func tapRecognizerOnTable() throws {
        let (host, log, table, _) = try setUp()
        let handler = TapHandler()
        let tap = UITapGestureRecognizer()
        tap.addTarget(handler, action: TapHandler.didTap)
        table.addGestureRecognizer(tap)
        #expect(tap.cancelsTouchesInView)
        try host.tap(at: CGPoint(x: 150, y: 3 * 44 + 22))
        #expect(handler.calls == ["didTap"])
        #expect(!log.selectionCalls.contains("didSelect 3"))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)

        tap.cancelsTouchesInView = false
        try host.tap(at: CGPoint(x: 150, y: 3 * 44 + 22))
        #expect(handler.calls == ["didTap", "didTap"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test("R11: with a tap recognizer on the table, a button in a cell still gets the tap")
    func buttonBeatsTableRecognizer() throws {
        let (host, _, table, cell) = try setUp()
        let handler = TapHandler()
        let tap = UITapGestureRecognizer()
        tap.addTarget(handler, action: TapHandler.didTap)
        table.addGestureRecognizer(tap)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 5, width: 60, height: 34)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        cell.contentView.addSubview(button)
        try host.tap(button)
        #expect(taps == 1)
        #expect(handler.calls.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
