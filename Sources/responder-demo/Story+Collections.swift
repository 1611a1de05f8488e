import Foundation
import ResponderKit

/// A grid of 300 items that reports its selection calls to the demo's log.
@MainActor
final class GridScreen: UICollectionViewController {
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        log = DemoLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.accessibilityIdentifier = "grid"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.note("didHighlightItemAt item \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.note("didUnhighlightItemAt item \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.note("didSelectItemAt item \(indexPath.item)")
    }
}

extension Story {
    /// A collection view: a tap selects an item, a drag scrolls and selects nothing.
    @MainActor
    static let collectionScenes: [Scene] = [
        Scene(title: "Tap an item in a grid, then drag the grid",
              lesson: "A tap on an item highlights it when the touch reaches its cell and selects it when the finger "
                  + "lifts (R19); the UICollectionViewController subclass hears it through its overrides. A drag "
                  + "that becomes a scroll cancels the touch: no highlight stays and nothing is selected.") { player in
            let grid = GridScreen(log: player.app.log)
            player.app.controller.present(grid, animated: false)
            let collectionView: UICollectionView = grid.collectionView
            collectionView.layoutIfNeeded()
            if let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) { try player.tap(cell) }
            let held = collectionView.cellForItem(at: IndexPath(item: 37, section: 0)) ?? collectionView
            let start = held.convertToScreen(CGPoint(x: held.bounds.midX, y: held.bounds.midY))
            try player.send(.touch(HostTouch(id: 1, action: .down, location: start)))
            for step in 1...4 {
                try player.send(.touch(HostTouch(id: 1, action: .move,
                                                 location: CGPoint(x: start.x, y: start.y - CGFloat(step) * 30))))
            }
            try player.send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: start.x, y: start.y - 120))))
            let selected = (collectionView.indexPathsForSelectedItems ?? []).map { String($0.item) }
            player.narrator.say("selected items: \(selected.joined(separator: ", ")); "
                                + "content offset y \(Int(collectionView.contentOffset.y))")
            player.app.controller.dismiss(animated: false)
        },
    ]
}
