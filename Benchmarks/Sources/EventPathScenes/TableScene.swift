import Foundation
import ResponderKit

/// A finger dragging a table of `rows` rows (spec R3, R6): every move scrolls the table, whose rows entering and
/// leaving the bounds give their cells to the reuse queue and take them back, so the table's tiling, the scroll
/// view and hit testing over the visible cells are all on the path of each move. With cells reused and the
/// visible rows found by halving, a move costs the same for 100 rows as for 10,000.
@MainActor
public final class TableScene {
    /// The clock the application runs on; it follows the input's timestamps.
    public let clock = VirtualClock(start: 0)
    /// The application the drag is sent to.
    public let application: UIApplication
    /// The table being dragged.
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
    private let source: Rows
    private lazy var finger = TimedFinger(application: application, clock: clock)
    private let start = CGPoint(x: 200, y: 400)

    /// Serves `count` rows of plain cells, dequeued by identifier.
    private final class Rows: UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    /// Builds the window and a table of `rows` rows scrolled to its middle.
    public init(rows: Int) {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        source = Rows(count: rows)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), application: application)
        window.makeKeyAndVisible()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = source
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        tableView.contentOffset = CGPoint(x: 0, y: max(0, tableView.contentSize.height / 2 - 400))
        clock.runUntilIdle()
    }

    /// Puts the finger down and drags far enough for the table to start scrolling.
    public func begin() {
        finger.send(.down, at: start)
        for step in 1...20 { move(step) }
    }

    /// One move event, up and down around the start, so rows scroll in and out.
    public func move(_ step: Int) {
        let offset = CGFloat(step % 64) - 32
        finger.send(.move, at: CGPoint(x: start.x, y: start.y + offset * 4))
    }

    /// Lifts the finger and lets the table settle.
    public func end() {
        finger.send(.up, at: start)
        finger.wait(10)
    }
}
