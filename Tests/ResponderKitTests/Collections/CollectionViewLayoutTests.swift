import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UICollectionView: flow layout, hit testing by index path, cells and reuse (spec R18)")
struct CollectionViewLayoutTests {
    private func frame(_ scene: CollectionScene, _ item: Int, section: Int = 0) -> CGRect? {
        scene.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("R18: defaults; lines fill the width with the spacing spread, sections follow, the last line keeps the grid")
    func verticalFlow() throws {
        let scene = CollectionScene()
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        // 390 points hold six 50-point items; the 90 points between them are spread as 18 each.
        #expect(frame(scene, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(scene, 7) == CGRect(x: 68, y: 60, width: 50, height: 50))
        #expect(frame(scene, 19) == CGRect(x: 68, y: 180, width: 50, height: 50))
        #expect(frame(scene, 2, section: 1) == CGRect(x: 120, y: 230, width: 50, height: 50))
        #expect(frame(scene, 20) == nil)
        #expect(scene.collectionView.contentSize == CGSize(width: 390, height: 280))
    }

    @Test("R18: indexPathForItem(at:) names the item under a point, nil between items, lines, sections and past the end")
    func indexPathForPoint() throws {
        let scene = CollectionScene()
        scene.layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        let collectionView = scene.collectionView
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 80, y: 70)) == IndexPath(item: 7, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 10)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 55)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 240)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 255)) == IndexPath(item: 0, section: 1))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 330)) == nil)
    }

    @Test("R18: sizeForItemAt sizes items one by one; section insets narrow the lines")
    func delegateSizesAndInsets() throws {
        let scene = CollectionScene()
        scene.probe.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 100, height: 80)
        scene.layout.invalidateLayout()
        // 100 + 4 x 50 fit with 10-point gaps; the 90 spare points spread over four gaps; shorter items are centred.
        #expect(frame(scene, 0) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(frame(scene, 1) == CGRect(x: 122.5, y: 15, width: 50, height: 50))
        #expect(frame(scene, 5) == CGRect(x: 0, y: 90, width: 50, height: 50))

        scene.probe.sizes = [:]
        scene.layout.sectionInset = UIEdgeInsets(top: 10, left: 30, bottom: 10, right: 30)
        // 330 points hold five items; the 80 spare points spread as 20 between them.
        #expect(frame(scene, 0) == CGRect(x: 30, y: 10, width: 50, height: 50))
        #expect(frame(scene, 1) == CGRect(x: 100, y: 10, width: 50, height: 50))
        #expect(frame(scene, 5) == CGRect(x: 30, y: 70, width: 50, height: 50))
    }

    @Test("R18: horizontal flow fills columns top to bottom and scrolls sideways")
    func horizontalFlow() throws {
        let scene = CollectionScene(counts: [30])
        scene.layout.scrollDirection = .horizontal
        // 400 points hold six items a column, 20 points apart; columns are 10 apart.
        #expect(frame(scene, 1) == CGRect(x: 0, y: 70, width: 50, height: 50))
        #expect(frame(scene, 7) == CGRect(x: 60, y: 70, width: 50, height: 50))
        #expect(scene.collectionView.contentSize == CGSize(width: 290, height: 400))
        scene.collectionView.contentOffset = CGPoint(x: 120, y: 0)
        #expect(scene.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 12, section: 0))
    }

    @Test("R18: only items in the bounds have cells, made by the registered class's own init(frame:), reused when scrolled out")
    func cellsAndReuse() throws {
        ProbeCell.madeByOwnInitializer = 0
        let scene = CollectionScene(counts: [1000])
        let collectionView = scene.collectionView
        // Lines every 60 points: seven meet the 400-point bounds.
        #expect(collectionView.visibleCells.count == 42)
        #expect(ProbeCell.madeByOwnInitializer == 42)
        let first = try #require(scene.cell(0))
        #expect(first.label.text == "0-0" && first.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(first.contentView.frame == first.bounds)

        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        #expect(scene.cell(0) == nil)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 60, section: 0))
        #expect(collectionView.visibleCells.count == 42)
        #expect(ProbeCell.madeByOwnInitializer == 42)
        let reused = try #require(scene.cell(60))
        #expect(reused.reuses == 1 && reused.label.text == "0-60")
        #expect(reused.frame == CGRect(x: 0, y: 600, width: 50, height: 50))
        #expect(scene.host.application.diagnostics.entries.isEmpty)

        let finger = try scene.host.touchDown(at: scene.center(of: 61))
        #expect(scene.host.lastTouchedView?.isDescendant(of: try #require(scene.cell(61))) == true)
        try finger.lift()
    }

    @Test("R18: reloadData asks the data source again; an unregistered identifier gets a plain cell and a diagnostic")
    func reloadAndMisuse() throws {
        let scene = CollectionScene(counts: [3])
        #expect(scene.collectionView.visibleCells.count == 3)
        scene.probe.counts = [8]
        scene.collectionView.reloadData()
        #expect(scene.collectionView.visibleCells.count == 8)
        #expect(scene.collectionView.numberOfItems(inSection: 0) == 8)
        let cell = scene.collectionView.dequeueReusableCell(withReuseIdentifier: "nothing",
                                                            for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "nothing")
        #expect(scene.host.application.diagnostics.entries.last?.kind == .invalidCollectionViewUse)
    }

    @Test("R18: after a resize the cells kept stand where the layout now places their items, and taps find them")
    func cellsFollowARelayout() throws {
        let scene = CollectionScene()
        #expect(scene.cell(6)?.frame.minY == 60)
        scene.collectionView.frame = CGRect(x: 0, y: 100, width: 290, height: 400)
        scene.window.layoutIfNeeded()
        // Five items a line now: item 6 moves to the second line's second place.
        let placed = try #require(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
        #expect(placed.frame == CGRect(x: 60, y: 60, width: 50, height: 50))
        #expect(scene.cell(6)?.frame == placed.frame)
        try scene.host.tap(.view(try #require(scene.cell(6))))
        #expect(scene.probe.log.contains("didSelect 0-6"))
    }
}
