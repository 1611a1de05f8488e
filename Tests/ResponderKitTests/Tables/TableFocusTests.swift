import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A table view controller that prefers row 2 for focus and keeps row 3 from taking it, by overriding the
/// delegate methods.
private final class FocusListController: UITableViewController {
    var preferred: IndexPath? = IndexPath(row: 2, section: 0)

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        indexPath.row != 3
    }

    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { preferred }
}

@MainActor
private func focusedRow(of table: UITableView) -> Int? {
    guard let cell = table.window?.focusSystem.focusedItem as? UITableViewCell else { return nil }
    return table.indexPath(for: cell)?.row
}

@MainActor
private func press(_ key: UIKeyboardHIDUsage, _ times: Int = 1, on host: EventTestHost) throws {
    for _ in 0..<times {
        try host.press(key: key, characters: key == .keyboardReturnOrEnter ? "\r" : "")
    }
}

@MainActor
@Suite("UITableView's keyboard focus and arrow keys (spec R17)")
struct TableFocusTests {
    @Test("R17: the first arrow focuses the first row without moving; Up and Down move; Return selects as a tap does")
    func arrowsMoveFocusAndReturnSelects() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [20])
        let table = makeTable(in: host.makeWindow(), log: log)
        #expect(table.allowsFocus)
        #expect(!table.selectionFollowsFocus)
        try press(.keyboardDownArrow, on: host)
        #expect(focusedRow(of: table) == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isFocused == true)
        try press(.keyboardDownArrow, 2, on: host)
        #expect(focusedRow(of: table) == 2)
        try press(.keyboardUpArrow, on: host)
        #expect(focusedRow(of: table) == 1)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(log.calls.isEmpty)
        try press(.keyboardReturnOrEnter, on: host)
        #expect(log.selectionCalls == ["willSelect 1", "didSelect 1"])
        #expect(log.calls.first == "shouldHighlight 1")
        #expect(log.calls.contains("didUnhighlight 1"))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        log.calls = []
        try press(.keyboardDownArrow, on: host)
        try press(.keyboardReturnOrEnter, on: host)
        #expect(log.selectionCalls == ["willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
    }

    @Test("R17: with nothing focused the first press goes to the selected row, scrolled into view")
    func firstPressFocusesTheSelectedRow() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [30])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.selectRow(at: IndexPath(row: 25, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = .zero
        try press(.keyboardUpArrow, on: host)
        #expect(focusedRow(of: table) == 25)
        #expect(table.bounds.contains(table.rectForRow(at: IndexPath(row: 25, section: 0))))
    }

    @Test("R17: Down scrolls the newly focused row into view; at the last row focus stays")
    func focusScrollsIntoView() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [14])
        let table = makeTable(in: host.makeWindow(), log: log)
        try press(.keyboardDownArrow, 13, on: host)
        #expect(focusedRow(of: table) == 12)
        let rect = table.rectForRow(at: IndexPath(row: 12, section: 0))
        #expect(table.contentOffset.y > 0)
        #expect(table.bounds.contains(rect))
        try press(.keyboardDownArrow, 3, on: host)
        #expect(focusedRow(of: table) == 13)
        #expect(log.selectionCalls.isEmpty)
    }

    @Test("R17, R1: a controller's preferred row comes first and rows its canFocusRowAt refuses are skipped")
    func delegateDecides() throws {
        let host = EventTestHost()
        let controller = FocusListController(style: .plain)
        _ = host.makeWindow(rootViewController: controller)
        let table = controller.tableView!
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        try press(.keyboardDownArrow, on: host)
        #expect(focusedRow(of: table) == 2)
        try press(.keyboardDownArrow, on: host)
        #expect(focusedRow(of: table) == 4)
        try press(.keyboardUpArrow, on: host)
        #expect(focusedRow(of: table) == 2)
    }

    @Test("R17: with allowsFocus false and no delegate answer of its own, no row takes focus")
    func allowsFocusFalse() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [5])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.allowsFocus = false
        try press(.keyboardDownArrow, on: host)
        #expect(table.window?.focusSystem.focusedItem == nil)
        table.allowsFocus = true
        try press(.keyboardDownArrow, on: host)
        #expect(focusedRow(of: table) == 0)
    }

    @Test("R17: with selectionFollowsFocus each move selects the row as the user would, deselecting the previous")
    func selectionFollowsFocus() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [10])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.selectionFollowsFocus = true
        try press(.keyboardDownArrow, on: host)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        log.calls = []
        try press(.keyboardDownArrow, on: host)
        #expect(focusedRow(of: table) == 1)
        #expect(log.selectionCalls == ["willSelect 1", "willDeselect 0", "didDeselect 0", "didSelect 1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test("R17: remembersLastFocusedIndexPath sends focus back to the row that last had it")
    func remembersLastFocusedRow() throws {
        for remembers in [false, true] {
            let host = EventTestHost()
            let window = host.makeWindow()
            let log = TableLog(rows: [10])
            let table = makeTable(in: window, log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 440))
            table.remembersLastFocusedIndexPath = remembers
            let button = UIButton(frame: CGRect(x: 250, y: 100, width: 100, height: 44))
            window.addSubview(button)
            try press(.keyboardDownArrow, 4, on: host)
            #expect(focusedRow(of: table) == 3)
            try press(.keyboardRightArrow, on: host)
            #expect(button.isFocused)
            table.setNeedsFocusUpdate()
            table.updateFocusIfNeeded()
            #expect(focusedRow(of: table) == (remembers ? 3 : 0))
        }
    }
}
