import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Counts the notifications a table posts, in the order of the delegate's calls.
@MainActor
private final class NotificationLog {
    /// The identity of each notification's object.
    var objects: [ObjectIdentifier?] = []
    /// Whether each notification had a `userInfo`.
    var hadUserInfo: [Bool] = []
    private var token: NSObjectProtocol?

    init(table: UITableView, calls log: TableLog) {
        token = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification,
                                                       object: table, queue: nil) { [weak self] note in
            let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
            let userInfo = note.userInfo != nil
            MainActor.assumeIsolated {
                self?.objects.append(object)
                self?.hadUserInfo.append(userInfo)
                log.calls.append("notification")
            }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

@MainActor
@Suite("UITableView.selectionDidChangeNotification (catalog R24)")
struct TableSelectionNotificationTests {
    @Test("R24: a tap that selects a row posts the notification once, after didSelectRowAt, with no userInfo")
    func tapPostsAfterDidSelect() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [10])
        let table = makeTable(in: host.makeWindow(), log: log)
        let notes = NotificationLog(table: table, calls: log)
        defer { notes.stop() }
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 2 * 44 + 22), in: table))
        #expect(log.selectionCalls == ["willSelect 2", "didSelect 2", "notification"])
        #expect(notes.objects.count == 1)
        #expect(notes.objects == [ObjectIdentifier(table)])
        #expect(notes.hadUserInfo == [false])

        log.calls.removeAll()
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 5 * 44 + 22), in: table))
        #expect(log.selectionCalls
            == ["willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5", "notification"])
    }

    @Test("R24: a tap that changes nothing, selection from code and reloadData post nothing")
    func noChangeNoNotification() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [10])
        let table = makeTable(in: host.makeWindow(), log: log)
        let notes = NotificationLog(table: table, calls: log)
        defer { notes.stop() }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(notes.objects.isEmpty)
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 3 * 44 + 22), in: table))
        #expect(log.selectionCalls == ["willSelect 3", "didSelect 3"])
        log.willSelect = { _ in nil }
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 6 * 44 + 22), in: table))
        table.reloadData()
        #expect(notes.objects.isEmpty)
    }

    @Test("R24: in multiple selection a tap that deselects a row posts it too")
    func multipleSelectionDeselect() throws {
        let host = EventTestHost()
        let log = TableLog(rows: [10])
        let table = makeTable(in: host.makeWindow(), log: log)
        table.allowsMultipleSelection = true
        let notes = NotificationLog(table: table, calls: log)
        defer { notes.stop() }
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 1 * 44 + 22), in: table))
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 4 * 44 + 22), in: table))
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 1 * 44 + 22), in: table))
        #expect(notes.objects.count == 3)
        #expect(log.selectionCalls.suffix(3) == ["willDeselect 1", "didDeselect 1", "notification"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }
}
