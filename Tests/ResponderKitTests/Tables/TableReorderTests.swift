import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A reorderable playlist whose last two rows stay at the bottom: the delegate retargets moves below them.
private final class PlaylistController: UITableViewController {
    var songs = (0..<8).map { "Song \($0)" }
    var calls: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "song")
            ?? UITableViewCell(style: .default, reuseIdentifier: "song")
        cell.textLabel?.text = songs[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        songs.insert(songs.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(sourceIndexPath.row) to \(proposedDestinationIndexPath.row)")
        return proposedDestinationIndexPath.row >= 6 ? IndexPath(row: 5, section: 0) : proposedDestinationIndexPath
    }
}

/// A list that can delete rows but not move them.
private final class DeleteOnlyList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.showsReorderControl = true
        return cell
    }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {}
}

private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

@MainActor
@Suite("Reordering rows: the reorder control and rows making room (catalog R26)")
struct TableReorderTests {
    private func show(_ controller: UITableViewController, in host: EventTestHost) -> UITableView {
        _ = host.makeWindow(rootViewController: controller)
        controller.tableView.layoutIfNeeded()
        controller.setEditing(true, animated: false)
        return controller.tableView
    }

    @Test("R26: showsReorderControl is false by default; the control follows the data source's moveRowAt")
    func reorderControlFollowsTheDataSource() throws {
        let host = EventTestHost()
        let playlist = PlaylistController(style: .plain)
        let table = show(playlist, in: host)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.showsReorderControl == false)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.maxX == CGFloat(390 - 44))

        let deleteOnly = DeleteOnlyList(style: .plain)
        let other = show(deleteOnly, in: EventTestHost())
        let flagged = try #require(other.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(flagged.showsReorderControl)
        flagged.layoutIfNeeded()
        #expect(flagged.contentView.frame.maxX == 390)
    }

    @Test("R26: rows between the dragged row's slot and where it would land move aside, and back")
    func rowsMakeRoom() throws {
        let host = EventTestHost()
        let playlist = PlaylistController(style: .plain)
        let table = show(playlist, in: host)
        let cells = (0..<8).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        let finger = try host.touchDown(at: CGPoint(x: 370, y: rowY(1)))
        host.advance(by: 0.2)
        for step in 1...10 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: 370, y: rowY(1) + CGFloat(step) * 10))
        }
        #expect(cells[1].frame.midY == rowY(1) + 100)
        #expect(cells[0].frame.minY == 0)
        #expect(cells[2].frame.minY == 44)
        #expect(cells[3].frame.minY == 88)
        #expect(cells[4].frame.minY == 176)
        #expect(playlist.calls == ["target 1 to 2", "target 1 to 3"])

        for step in 1...5 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: 370, y: rowY(1) + 100 - CGFloat(step) * 10))
        }
        #expect(cells[2].frame.minY == 44)
        #expect(cells[3].frame.minY == 132)
        try finger.lift()
        #expect(playlist.calls == ["target 1 to 2", "target 1 to 3", "target 1 to 2", "move 1 to 2"])
        #expect(playlist.songs[2] == "Song 1")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cells[1])
        #expect(cells[1].frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cells[2].frame == table.rectForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cells[3].frame == table.rectForRow(at: IndexPath(row: 3, section: 0)))
    }

    @Test("R26: the delegate's target is where rows make room and where the row lands; moveRowAt comes once")
    func delegateRetargets() throws {
        let host = EventTestHost()
        let playlist = PlaylistController(style: .plain)
        let table = show(playlist, in: host)
        let cells = (0..<8).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        let finger = try host.touchDown(at: CGPoint(x: 370, y: rowY(1)))
        host.advance(by: 0.2)
        for step in 1...12 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: 370, y: rowY(1) + CGFloat(step) * 22))
        }
        #expect(playlist.calls.last == "target 1 to 7")
        #expect(cells[5].frame.minY == CGFloat(4 * 44))
        #expect(cells[6].frame.minY == CGFloat(6 * 44))
        #expect(cells[7].frame.minY == CGFloat(7 * 44))
        try finger.lift()
        #expect(playlist.calls.filter { $0.hasPrefix("move") } == ["move 1 to 5"])
        #expect(playlist.songs[5] == "Song 1")
        #expect(cells[1].frame == table.rectForRow(at: IndexPath(row: 5, section: 0)))
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
