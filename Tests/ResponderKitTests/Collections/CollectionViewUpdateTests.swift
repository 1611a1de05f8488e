import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view that logs the touches that reach it, to show whether a collection view passed any on.
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor @Suite("UICollectionView: inserting, deleting, reloading and moving items and sections (R31)")
struct CollectionViewUpdateTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("R31: an insertion shifts the items after it, their cells and selection; a deletion drops its item silently")
    func insertAndDelete() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        let cell = try #require(scene.cell(3))
        scene.probe.counts[0] = 21
        collectionView.insertItems(at: [path(0)])
        #expect(collectionView.indexPathsForSelectedItems == [path(4)])
        #expect(scene.cell(4) === cell && cell.isSelected)
        #expect(collectionView.numberOfItems(inSection: 0) == 21)
        #expect(collectionView.layoutAttributesForItem(at: path(20))?.frame == CGRect(x: 136, y: 180, width: 50, height: 50))
        #expect(cell.frame == collectionView.layoutAttributesForItem(at: path(4))?.frame)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(8), animated: false, scrollPosition: [])
        scene.probe.counts[0] = 20
        collectionView.deleteItems(at: [path(4)])
        #expect(collectionView.indexPathsForSelectedItems == [path(7)])
        #expect(!scene.probe.log.contains { $0.hasPrefix("didDeselect") })
        #expect(scene.cell(4)?.isSelected == false)
        #expect(scene.host.application.diagnostics.entries.isEmpty)
    }

    @Test("R31: a batch makes its changes as one and then calls the completion; moves keep the cell and selection")
    func batch() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(3), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        let moving = try #require(scene.cell(1))
        var finished: Bool?
        collectionView.performBatchUpdates({
            scene.probe.counts = [19, 6]
            collectionView.deleteItems(at: [path(0)])
            collectionView.moveItem(at: path(1), to: path(0, 1))
            collectionView.insertItems(at: [path(0)])
            // Nothing changes until the block returns.
            #expect(collectionView.indexPathsForSelectedItems == [path(3), path(1)])
        }, completion: { finished = $0 })
        #expect(finished == true)
        // Old item 3 loses two places above it (a deletion, a move) and gains one (the insertion).
        #expect(collectionView.indexPathsForSelectedItems == [path(2), path(0, 1)])
        #expect(scene.cell(0, section: 1) === moving && moving.isSelected)
        #expect(scene.host.application.diagnostics.entries.isEmpty)
    }

    @Test("R31: sections inserted, deleted, moved and reloaded carry their items' selection with them")
    func sections() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: path(2, 1), animated: false, scrollPosition: [])
        scene.probe.counts = [3, 20, 5]
        collectionView.insertSections(IndexSet(integer: 0))
        #expect(collectionView.indexPathsForSelectedItems == [path(1, 1), path(2, 2)])
        scene.probe.counts = [3, 5, 20]
        collectionView.moveSection(1, toSection: 2)
        #expect(collectionView.indexPathsForSelectedItems == [path(1, 2), path(2, 1)])
        scene.probe.counts = [5, 20]
        collectionView.deleteSections(IndexSet(integer: 0))
        #expect(collectionView.indexPathsForSelectedItems == [path(1, 1), path(2, 0)])
        let cell = try #require(scene.cell(2))
        let reuses = cell.reuses
        collectionView.reloadSections(IndexSet(integer: 0))
        #expect(scene.cell(2)?.isSelected == true)
        #expect(cell.reuses == reuses + 1 || scene.cell(2) !== cell)
        #expect(collectionView.numberOfSections == 2)
        #expect(scene.host.application.diagnostics.entries.isEmpty)
    }

    @Test("R31: a reloaded item gets its cell again from the data source and stays selected")
    func reloadItem() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        let cell = try #require(scene.cell(2))
        let reuses = cell.reuses
        collectionView.reloadItems(at: [path(2)])
        let again = try #require(scene.cell(2))
        #expect(again.isSelected && collectionView.indexPathsForSelectedItems == [path(2)])
        #expect(again !== cell || cell.reuses == reuses + 1)
    }

    @Test("R31: counts that do not add up, or an item out of range, give a diagnostic and a full reload, not a crash")
    func inconsistentUpdates() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.selectItem(at: path(2), animated: false, scrollPosition: [])
        collectionView.insertItems(at: [path(0)])
        let entry = try #require(scene.host.application.diagnostics.entries.last)
        #expect(entry.kind == .invalidCollectionViewUse)
        #expect(entry.message.contains("leave 21 items in section 0, but its data source has 20"))
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 20 && scene.cell(19) != nil)
        scene.probe.counts[0] = 19
        collectionView.deleteItems(at: [path(40)])
        #expect(scene.host.application.diagnostics.entries.last?.message.contains("did not exist") == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 19)
        scene.probe.counts = [19]
        collectionView.performBatchUpdates({ collectionView.insertSections(IndexSet(integer: 1)) })
        #expect(scene.host.application.diagnostics.entries.last?.message.contains("leave 3 sections") == true)
        #expect(collectionView.numberOfSections == 1)
        // The collection view still works: a tap selects.
        try scene.host.tap(at: scene.center(of: 0))
        #expect(collectionView.indexPathsForSelectedItems == [path(0)])
    }

    @Test("R31: a callback deleting the touched item leaves its touch to the collection view until it ends; nothing is selected")
    func deletionDuringDelivery() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let container = TouchLogView(frame: window.bounds)
        window.addSubview(container)
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400),
                                              collectionViewLayout: layout)
        let probe = CollectionProbe(counts: [20])
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
        collectionView.dataSource = probe
        collectionView.delegate = probe
        container.addSubview(collectionView)
        window.layoutIfNeeded()
        func center(_ item: Int) -> CGPoint {
            let frame = collectionView.layoutAttributesForItem(at: path(item))?.frame ?? .zero
            return host.screenPoint(CGPoint(x: frame.midX, y: frame.midY), in: collectionView)
        }
        probe.onHighlight = { indexPath in
            probe.counts[0] -= 1
            collectionView.deleteItems(at: [indexPath])
        }
        try host.tap(at: center(2))
        #expect(probe.log == ["shouldHighlight 0-2", "didHighlight 0-2"])
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(container.log.isEmpty)
        // A reload from the highlight callback, too: the touch stays the collection view's.
        probe.log.removeAll()
        probe.onHighlight = { _ in collectionView.reloadData() }
        try host.tap(at: center(4))
        #expect(container.log.isEmpty)
        #expect(!probe.log.contains("didSelect 0-4"))
        // A deletion from didSelect: the highlight goes from nothing, and the next tap is ordinary.
        probe.log.removeAll()
        probe.onHighlight = nil
        probe.onSelect = { indexPath in
            probe.counts[0] -= 1
            collectionView.deleteItems(at: [indexPath])
        }
        try host.tap(at: center(5))
        #expect(probe.log == ["shouldHighlight 0-5", "didHighlight 0-5", "shouldSelect 0-5", "didSelect 0-5"])
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(container.log.isEmpty)
        probe.onSelect = nil
        probe.log.removeAll()
        try host.tap(at: center(1))
        #expect(probe.log.contains("didSelect 0-1") && collectionView.indexPathsForSelectedItems == [path(1)])
        #expect(host.application.diagnostics.entries.isEmpty)
    }
}
