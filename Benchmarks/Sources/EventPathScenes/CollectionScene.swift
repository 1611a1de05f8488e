import Foundation
import ResponderKit

/// A finger dragging a flow-layout grid of `items` items (spec R18): every move scrolls the collection view,
/// whose items entering and leaving the bounds give their cells to the reuse queue and take them back, so the
/// flow layout's lookup of the items in the bounds, the scroll view and hit testing over the shown cells are all
/// on the path of each move. With cells reused and the lines in the bounds found by halving, a move costs the
/// same for 100 items as for 10,000.
@MainActor
public final class CollectionScene {
    /// The clock the application runs on; it follows the input's timestamps.
    public let clock = VirtualClock(start: 0)
    /// The application the drag is sent to.
    public let application: UIApplication
    /// The grid being dragged: 120-point square items, three to a line across 400 points, so 100 items are
    /// 34 lines (4,420 points), about the height of the table scene's 100 rows.
    public let collectionView: UICollectionView
    private let source: Items
    private lazy var finger = TimedFinger(application: application, clock: clock)
    private let start = CGPoint(x: 200, y: 400)

    /// Serves `count` items of plain cells, dequeued by identifier.
    private final class Items: UICollectionViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            count
        }
        func collectionView(_ collectionView: UICollectionView,
                            cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    /// Builds the window and a grid of `items` items scrolled to its middle.
    public init(items: Int) {
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
        application = UIApplication(clock: clock, screen: UIScreen(bounds: bounds))
        source = Items(count: items)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
        let window = UIWindow(frame: bounds, application: application)
        window.makeKeyAndVisible()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let middle = max(0, collectionView.contentSize.height / 2 - 400)
        collectionView.contentOffset = CGPoint(x: 0, y: middle)
        clock.runUntilIdle()
    }

    /// Puts the finger down and drags far enough for the grid to start scrolling.
    public func begin() {
        finger.send(.down, at: start)
        for step in 1...20 { move(step) }
    }

    /// One move event, up and down around the start, so lines of items scroll in and out.
    public func move(_ step: Int) {
        let offset = CGFloat(step % 64) - 32
        finger.send(.move, at: CGPoint(x: start.x, y: start.y + offset * 4))
    }

    /// Lifts the finger and lets the grid settle.
    public func end() {
        finger.send(.up, at: start)
        finger.wait(10)
    }
}
