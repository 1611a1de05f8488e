import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A reorderable, deletable list written as iOS code writes one.
private final class ChoresController: UITableViewController {
    var chores = (0..<8).map { "Chore \($0)" }
    var calls: [String] = []
    var fixedRows: Set<Int> = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { chores.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chore")
            ?? UITableViewCell(style: .default, reuseIdentifier: "chore")
        cell.textLabel?.text = chores[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !fixedRows.contains(indexPath.row)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        chores.insert(chores.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        calls.append("commit \(indexPath.row)")
        chores.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
}

/// A controller that can delete but not move rows.
private final class DeleteOnlyController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {}
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
@Suite("Editing mode and reordering (spec R14, R15)")
struct TableEditingTests {
    private func show(_ controller: UITableViewController, in host: EventTestHost) -> UITableView {
        _ = host.makeWindow(rootViewController: controller)
        controller.tableView.layoutIfNeeded()
        return controller.tableView
    }

    @Test("R14: in editing mode the delete control takes the leading 44 points; it reveals Delete, which commits")
    func deleteInEditingMode() throws {
        let host = EventTestHost()
        let controller = ChoresController(style: .plain)
        let table = show(controller, in: host)
        controller.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        cell.layoutIfNeeded()
        #expect(cell.isEditing)
        #expect(cell.contentView.frame.minX == 44)
        try host.tap(at: CGPoint(x: 22, y: rowY(2)))
        let delete = try #require(table.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Delete" })
        try host.tap(delete)
        #expect(controller.calls == ["commit 2"])
        #expect(controller.chores.count == 7)
        #expect(table.numberOfRows(inSection: 0) == 7)

        try host.tap(at: CGPoint(x: 200, y: rowY(4)))
        #expect(!controller.calls.contains("didSelect 4"))
        controller.setEditing(false, animated: false)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        first.layoutIfNeeded()
        #expect(first.contentView.frame.minX == 0)
    }

    @Test("R15: dragging a reorder control moves the row; the data source hears moveRowAt once; nothing scrolls or selects")
    func reorder() throws {
        let host = EventTestHost()
        let controller = ChoresController(style: .plain)
        let table = show(controller, in: host)
        table.setEditing(true, animated: false)
        let dragged = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let finger = try host.touchDown(at: CGPoint(x: 370, y: rowY(1)))
        host.advance(by: 0.2)
        for step in 1...10 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: 370, y: rowY(1) + CGFloat(step) * 13.2))
        }
        try finger.lift()
        #expect(controller.calls == ["move 1 to 4"])
        #expect(controller.chores[4] == "Chore 1")
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === dragged)
        #expect(dragged.frame == table.rectForRow(at: IndexPath(row: 4, section: 0)))
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R15: no reorder control without moveRowAt, or for a row canMoveRowAt refuses")
    func noReorderControl() throws {
        let host = EventTestHost()
        let deleteOnly = DeleteOnlyController(style: .plain)
        let table = show(deleteOnly, in: host)
        deleteOnly.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.maxX == 390)

        let host2 = EventTestHost()
        let chores = ChoresController(style: .plain)
        chores.fixedRows = [0]
        let choresTable = show(chores, in: host2)
        chores.setEditing(true, animated: false)
        let fixed = try #require(choresTable.cellForRow(at: IndexPath(row: 0, section: 0)))
        let movable = try #require(choresTable.cellForRow(at: IndexPath(row: 1, section: 0)))
        fixed.layoutIfNeeded()
        movable.layoutIfNeeded()
        #expect(fixed.contentView.frame.maxX == 390)
        #expect(movable.contentView.frame.maxX == CGFloat(390 - 44))
    }
}
