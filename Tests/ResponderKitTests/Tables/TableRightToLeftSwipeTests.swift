import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Rows with one leading ("Pin") and one trailing ("Delete") action, logging which ran.
@MainActor
private final class MailRows: UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    private func configuration(_ title: String, row: Int) -> UISwipeActionsConfiguration {
        let action = UIContextualAction(style: .normal, title: title) { [weak self] _, _, done in
            self?.calls.append("\(title) \(row)")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { configuration("Pin", row: indexPath.row) }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { configuration("Delete", row: indexPath.row) }
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
private func button(titled title: String, in table: UITableView) -> UIButton? {
    table.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
}

@MainActor
@Suite("Swipe actions in a right-to-left layout (catalog R25)")
struct TableRightToLeftSwipeTests {
    private func makeRows(_ rows: MailRows, in host: EventTestHost, rightToLeft: Bool) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        if rightToLeft { table.semanticContentAttribute = .forceRightToLeft }
        table.dataSource = rows
        table.delegate = rows
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("R25: right to left, a rightward drag reveals the trailing actions at the left edge")
    func rightwardRevealsTrailing() throws {
        let host = EventTestHost()
        let rows = MailRows()
        let table = makeRows(rows, in: host, rightToLeft: true)
        #expect(table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        try host.drag(from: CGPoint(x: 100, y: rowY(2)), to: CGPoint(x: 250, y: rowY(2)), steps: 10, duration: 0.3)
        let delete = try #require(button(titled: "Delete", in: table))
        #expect(button(titled: "Pin", in: table) == nil)
        #expect(delete.frame.minX == 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX > 0)
        #expect(table.contentOffset == .zero)
        try host.tap(delete)
        #expect(rows.calls == ["Delete 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX == 0)
    }

    @Test("R25: right to left, a leftward drag reveals the leading actions at the right edge")
    func leftwardRevealsLeading() throws {
        let host = EventTestHost()
        let rows = MailRows()
        let table = makeRows(rows, in: host, rightToLeft: true)
        try host.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 150, y: rowY(3)), steps: 10, duration: 0.3)
        let pin = try #require(button(titled: "Pin", in: table))
        #expect(button(titled: "Delete", in: table) == nil)
        #expect(pin.frame.maxX == 390)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))!.frame.minX < 0)
        try host.tap(pin)
        #expect(rows.calls == ["Pin 3"])
    }

    @Test("R25, R12: left to right the same drags reveal the other sides' actions")
    func leftToRightUnchanged() throws {
        let host = EventTestHost()
        let rows = MailRows()
        let table = makeRows(rows, in: host, rightToLeft: false)
        try host.drag(from: CGPoint(x: 100, y: rowY(2)), to: CGPoint(x: 250, y: rowY(2)), steps: 10, duration: 0.3)
        let pin = try #require(button(titled: "Pin", in: table))
        #expect(pin.frame.minX == 0)
        try host.tap(pin)
        try host.drag(from: CGPoint(x: 300, y: rowY(4)), to: CGPoint(x: 150, y: rowY(4)), steps: 10, duration: 0.3)
        let delete = try #require(button(titled: "Delete", in: table))
        #expect(delete.frame.maxX == 390)
        try host.tap(delete)
        #expect(rows.calls == ["Pin 2", "Delete 4"])
    }
}
