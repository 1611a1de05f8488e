import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A list whose rows offer swipe actions from the delegate, and which deletes on commit.
@MainActor
private final class SwipeList: UITableViewDataSource, UITableViewDelegate {
    var items = (0..<20).map { "Item \($0)" }
    var calls: [String] = []
    var trailing: [String]? = ["Flag", "Archive"]
    var leading: [String]?
    var fullSwipe = true
    var editableRows: (IndexPath) -> Bool = { _ in true }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item")
            ?? UITableViewCell(style: .default, reuseIdentifier: "item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editableRows(indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    private func configuration(_ titles: [String]?, row: Int) -> UISwipeActionsConfiguration? {
        guard let titles else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: titles.map { title in
            UIContextualAction(style: .normal, title: title) { [weak self] action, view, completion in
                self?.calls.append("\(action.title ?? "") \(row) in \(type(of: view))")
                completion(true)
            }
        })
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { configuration(trailing, row: indexPath.row) }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration? { configuration(leading, row: indexPath.row) }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath?.row ?? -1)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
}

/// A data source that is not a table view controller and implements no commit.
@MainActor
private final class PlainRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// A plain list controller that implements no commit: rows offer no swipe to delete.
private final class ReadOnlyController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
private func buttons(in table: UITableView) -> [String: UIButton] {
    var found: [String: UIButton] = [:]
    for case let button as UIButton in table.subviews {
        if let title = button.title(for: .normal) { found[title] = button }
    }
    return found
}

@MainActor
@Suite("Swipe actions and swipe to delete (spec R12, R13)")
struct TableSwipeTests {
    private func makeList(_ list: SwipeList, in host: EventTestHost) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.dataSource = list
        table.delegate = list
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    @Test("R12: a leftward drag reveals the trailing actions as buttons, the first outermost; the table does not scroll")
    func revealTrailing() throws {
        let host = EventTestHost()
        let list = SwipeList()
        let table = makeList(list, in: host)
        try host.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), steps: 10, duration: 0.3)
        #expect(table.contentOffset == .zero)
        let shown = buttons(in: table)
        let flag = try #require(shown["Flag"])
        let archive = try #require(shown["Archive"])
        #expect(flag.frame.minX > archive.frame.minX)
        #expect(flag.frame.maxX == 390)
        #expect(list.calls == ["willBeginEditing 2"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX < 0)

        try host.tap(archive)
        #expect(list.calls == ["willBeginEditing 2", "Archive 2 in UIButton", "didEndEditing 2"])
        #expect(buttons(in: table).isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX == 0)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R12: a tap elsewhere closes the actions and selects nothing; a short drag closes by itself")
    func tapElsewhereCloses() throws {
        let host = EventTestHost()
        let list = SwipeList()
        let table = makeList(list, in: host)
        try host.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), steps: 10, duration: 0.3)
        try host.tap(at: CGPoint(x: 100, y: rowY(6)))
        #expect(buttons(in: table).isEmpty)
        #expect(list.calls == ["willBeginEditing 2", "didEndEditing 2"])
        #expect(table.indexPathForSelectedRow == nil)

        list.calls = []
        try host.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 270, y: rowY(3)), steps: 6, duration: 0.5)
        #expect(buttons(in: table).isEmpty)
        #expect(list.calls == ["willBeginEditing 3", "didEndEditing 3"])
    }

    @Test("R12: a full swipe performs the first action; performsFirstActionWithFullSwipe false only opens")
    func fullSwipe() throws {
        let host = EventTestHost()
        let list = SwipeList()
        let table = makeList(list, in: host)
        #expect(UISwipeActionsConfiguration(actions: []).performsFirstActionWithFullSwipe)
        try host.drag(from: CGPoint(x: 385, y: rowY(1)), to: CGPoint(x: 15, y: rowY(1)), steps: 10, duration: 0.3)
        #expect(list.calls == ["willBeginEditing 1", "Flag 1 in UIButton", "didEndEditing 1"])
        #expect(buttons(in: table).isEmpty)

        list.calls = []
        list.fullSwipe = false
        try host.drag(from: CGPoint(x: 385, y: rowY(1)), to: CGPoint(x: 15, y: rowY(1)), steps: 10, duration: 0.3)
        #expect(list.calls == ["willBeginEditing 1"])
        #expect(buttons(in: table)["Flag"] != nil)
    }

    @Test("R12: a rightward drag reveals the leading actions; an empty configuration shows none")
    func leadingAndEmpty() throws {
        let host = EventTestHost()
        let list = SwipeList()
        list.leading = ["Read"]
        let table = makeList(list, in: host)
        try host.drag(from: CGPoint(x: 50, y: rowY(4)), to: CGPoint(x: 200, y: rowY(4)), steps: 10, duration: 0.3)
        let read = try #require(buttons(in: table)["Read"])
        #expect(read.frame.minX == 0)
        try host.tap(read)
        #expect(list.calls.contains("Read 4 in UIButton"))

        list.calls = []
        list.trailing = []
        try host.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), steps: 10, duration: 0.3)
        #expect(buttons(in: table).isEmpty)
        #expect(!list.calls.contains { $0.hasPrefix("willBeginEditing") })
    }

    @Test("R13: with commit implemented and no configuration, a leftward swipe offers Delete, which commits the deletion")
    func swipeToDelete() throws {
        let host = EventTestHost()
        let list = SwipeList()
        list.trailing = nil
        list.editableRows = { $0.row != 0 }
        let table = makeList(list, in: host)
        try host.drag(from: CGPoint(x: 300, y: rowY(0)), to: CGPoint(x: 150, y: rowY(0)), steps: 10, duration: 0.3)
        #expect(buttons(in: table).isEmpty)
        #expect(!list.calls.contains { $0.hasPrefix("willBeginEditing") })
        list.calls = []

        try host.drag(from: CGPoint(x: 300, y: rowY(3)), to: CGPoint(x: 150, y: rowY(3)), steps: 10, duration: 0.3)
        let delete = try #require(buttons(in: table)["Delete"])
        try host.tap(delete)
        #expect(list.calls.first == "willBeginEditing 3")
        #expect(list.calls.contains("commit delete 3"))
        #expect(list.calls.last == "didEndEditing 3")
        #expect(!list.items.contains("Item 3"))
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Item 4")
        #expect(buttons(in: table).isEmpty)
    }

    @Test("R13: a table view controller that does not override commit offers no swipe to delete")
    func noCommitNoDelete() throws {
        let host = EventTestHost()
        let controller = ReadOnlyController(style: .plain)
        _ = host.makeWindow(rootViewController: controller)
        controller.tableView.layoutIfNeeded()
        try host.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), steps: 10, duration: 0.3)
        #expect(buttons(in: controller.tableView).isEmpty)
    }

    @Test("R13: any other data source counts as implementing commit until its default runs once, as the porting guide says")
    func otherDataSourcesLearn() throws {
        let host = EventTestHost()
        let rows = PlainRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.dataSource = rows
        host.makeWindow().addSubview(table)
        table.layoutIfNeeded()
        try host.drag(from: CGPoint(x: 300, y: rowY(1)), to: CGPoint(x: 150, y: rowY(1)), steps: 10, duration: 0.3)
        let delete = try #require(buttons(in: table)["Delete"])
        try host.tap(delete)
        #expect(buttons(in: table).isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 10)
        try host.drag(from: CGPoint(x: 300, y: rowY(2)), to: CGPoint(x: 150, y: rowY(2)), steps: 10, duration: 0.3)
        #expect(buttons(in: table).isEmpty)
    }
}
