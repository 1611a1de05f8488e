import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UICollectionView: highlight and selection by touch and by code (spec R19, R20)")
struct CollectionViewSelectionTests {
    @Test("R19: a tap highlights, selects and unhighlights, asking the delegate; another tap moves the selection")
    func tapSelects() throws {
        let scene = CollectionScene()
        try scene.host.tap(at: scene.center(of: 0))
        #expect(scene.probe.log == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldSelect 0-0", "didSelect 0-0",
                                    "didUnhighlight 0-0"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        scene.probe.log.removeAll()
        try scene.host.tap(at: scene.center(of: 1, section: 1))
        #expect(scene.probe.log == ["shouldHighlight 1-1", "didHighlight 1-1", "shouldSelect 1-1", "didDeselect 0-0",
                                    "didSelect 1-1", "didUnhighlight 1-1"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
        scene.probe.log.removeAll()
        try scene.host.tap(at: scene.host.screenPoint(CGPoint(x: 60, y: 10), in: scene.collectionView))
        #expect(scene.probe.log.isEmpty)
    }

    @Test("R20: the cell's isSelected and isHighlighted change through their setters, seen by overriding subclasses")
    func cellStates() throws {
        let scene = CollectionScene()
        let cell = try #require(scene.cell(3))
        #expect(!cell.isSelected && !cell.isHighlighted)
        let finger = try scene.host.touchDown(at: scene.center(of: 3))
        scene.host.advance(by: 0.05)
        #expect(cell.log.isEmpty)
        scene.host.advance(by: 0.2)
        #expect(cell.isHighlighted && cell.log == ["highlighted true"])
        #expect(scene.probe.log == ["shouldHighlight 0-3", "didHighlight 0-3"])
        try finger.lift()
        #expect(cell.log == ["highlighted true", "selected true", "highlighted false"])
        #expect(cell.isSelected && !cell.isHighlighted)
    }

    @Test("R19: a drag that becomes a scroll removes the highlight and selects nothing; one within the delay never highlights")
    func dragSelectsNothing() throws {
        let scene = CollectionScene(counts: [200])
        let start = scene.center(of: 13)
        let finger = try scene.host.touchDown(at: start)
        scene.host.advance(by: 0.3)
        #expect(scene.probe.log == ["shouldHighlight 0-13", "didHighlight 0-13"])
        for step in 1...8 {
            scene.host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 15))
        }
        try finger.lift()
        #expect(scene.probe.log == ["shouldHighlight 0-13", "didHighlight 0-13", "didUnhighlight 0-13"])
        #expect(scene.collectionView.contentOffset.y > 0)
        scene.probe.log.removeAll()
        scene.host.advance(by: 5)
        let shown = scene.collectionView.indexPathsForVisibleItems
        let item = shown[shown.count / 2]
        let offset = scene.collectionView.contentOffset
        let from = scene.center(of: item.item)
        try scene.host.drag(from: from, to: CGPoint(x: from.x, y: from.y - 150))
        #expect(scene.collectionView.contentOffset != offset)
        #expect(scene.probe.log.isEmpty)
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty == true)
    }

    @Test("R19: shouldHighlight false skips the whole selection; shouldSelect false leaves the item unselected")
    func delegateRefusals() throws {
        let scene = CollectionScene()
        scene.probe.allowsHighlight = false
        try scene.host.tap(at: scene.center(of: 2))
        #expect(scene.probe.log == ["shouldHighlight 0-2"])
        scene.probe.allowsHighlight = true
        scene.probe.allowsSelect = false
        scene.probe.log.removeAll()
        try scene.host.tap(at: scene.center(of: 2))
        #expect(scene.probe.log == ["shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didUnhighlight 0-2"])
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(scene.cell(2)?.isSelected == false)
    }

    @Test("R19: multiple selection adds items, a tap on a selected one deselects it; allowsSelection false does nothing")
    func multipleSelection() throws {
        let scene = CollectionScene()
        scene.collectionView.allowsMultipleSelection = true
        try scene.host.tap(at: scene.center(of: 0))
        try scene.host.tap(at: scene.center(of: 1))
        scene.probe.log.removeAll()
        try scene.host.tap(at: scene.center(of: 0))
        #expect(scene.probe.log == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0", "didDeselect 0-0",
                                    "didUnhighlight 0-0"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.cell(0)?.isSelected == false && scene.cell(1)?.isSelected == true)

        scene.collectionView.allowsSelection = false
        scene.probe.log.removeAll()
        try scene.host.tap(at: scene.center(of: 4))
        #expect(scene.probe.log.isEmpty)
        #expect(scene.cell(4)?.log.isEmpty == true)
    }

    @Test("R19: selectItem and deselectItem from code call no delegate method; the cell follows")
    func selectionFromCode() throws {
        let scene = CollectionScene(counts: [300])
        let collectionView = scene.collectionView
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(scene.cell(2)?.isSelected == false && scene.cell(3)?.isSelected == true)
        collectionView.selectItem(at: IndexPath(item: 120, section: 0), animated: false, scrollPosition: .top)
        #expect(collectionView.contentOffset.y == 1200)
        #expect(scene.cell(120)?.isSelected == true)
        collectionView.deselectItem(at: IndexPath(item: 120, section: 0), animated: false)
        #expect(scene.cell(120)?.isSelected == false)
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(scene.probe.log.isEmpty)
    }
}
