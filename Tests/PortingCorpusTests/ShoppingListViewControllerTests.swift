import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ShoppingListViewController: swipe to delete in a plain view controller (spec R13, R14)")
struct ShoppingListViewControllerTests {
    private func removeButton(in table: UITableView) -> UIButton? {
        table.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Remove" }
    }

    @Test("R13: a leftward swipe on a row offers Remove; its tap deletes the item and the row")
    func swipeToDelete() throws {
        let host = EventTestHost()
        let controller = ShoppingListViewController()
        _ = host.makeWindow(rootViewController: controller)
        let table = controller.tableView
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        try host.drag(from: CGPoint(x: row.maxX - 40, y: row.midY), to: CGPoint(x: row.maxX - 200, y: row.midY),
                      steps: 10, duration: 0.3)
        let remove = try #require(removeButton(in: table))
        try host.tap(remove)
        #expect(controller.items == ["Milk", "Eggs", "Apples", "Coffee"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Apples")
    }

    @Test("R14: Edit puts the table in editing mode; the delete control reveals Remove, which deletes")
    func editButton() throws {
        let host = EventTestHost()
        let controller = ShoppingListViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.editButton)
        let table = controller.tableView
        #expect(table.isEditing)
        #expect(controller.editButton.title(for: .normal) == "Done")
        let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        try host.tap(at: CGPoint(x: row.minX + 22, y: row.midY))
        try host.tap(try #require(removeButton(in: table)))
        #expect(controller.items == ["Eggs", "Bread", "Apples", "Coffee"])
    }
}
