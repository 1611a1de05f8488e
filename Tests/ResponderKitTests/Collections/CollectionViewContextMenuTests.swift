import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A delegate that implements only the iOS 13 context menu method.
@MainActor
final class SingleItemMenuDelegate: NSObject, UICollectionViewDelegate {
    var asked: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in }])
        }
    }
}

@MainActor @Suite("UICollectionView: context menus for items (spec R21)")
struct CollectionViewContextMenuTests {
    @Test("R21: a long press asks for the item's menu; choosing runs the handler and the item is not selected")
    func longPressMenu() throws {
        let scene = CollectionScene()
        scene.probe.menuTitle = "Share"
        try scene.host.longPress(.point(scene.center(of: 4)))
        #expect(scene.probe.menuRequests == [[IndexPath(item: 4, section: 0)]])
        #expect(scene.host.presentedContextMenu === scene.collectionView.contextMenuInteraction)
        try scene.host.chooseContextMenuElement(titled: "Share")
        #expect(scene.probe.chosen == ["0-4"])
        #expect(scene.host.presentedContextMenu == nil)
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(!scene.probe.log.contains("didSelect 0-4"))
    }

    @Test("R21: on one of several selected items the menu is for all of them; over empty space for none")
    func selectedItemsAndEmptySpace() throws {
        let scene = CollectionScene()
        scene.probe.menuTitle = "Delete"
        scene.collectionView.allowsMultipleSelection = true
        scene.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        scene.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        try scene.host.rightClick(at: scene.center(of: 2))
        #expect(scene.probe.menuRequests.last == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        try scene.host.chooseContextMenuElement(titled: "Delete")
        #expect(scene.probe.chosen == ["0-1,0-2"])
        try scene.host.rightClick(at: scene.host.screenPoint(CGPoint(x: 200, y: 350), in: scene.collectionView))
        #expect(scene.probe.menuRequests.last == [])
        #expect(scene.host.presentedContextMenu == nil)
    }

    @Test("R21: with no menu, an item held past a long press still selects on lift")
    func heldWithoutMenuSelects() throws {
        let scene = CollectionScene()
        try scene.host.longPress(.point(scene.center(of: 5)))
        #expect(scene.probe.menuRequests == [[IndexPath(item: 5, section: 0)]])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    }

    @Test("R21: a delegate with only the iOS 13 method is asked for items, never over empty space")
    func iOS13Delegate() throws {
        let scene = CollectionScene()
        let delegate = SingleItemMenuDelegate()
        scene.collectionView.delegate = delegate
        try scene.host.longPress(.point(scene.center(of: 6)))
        #expect(delegate.asked == [IndexPath(item: 6, section: 0)])
        #expect(scene.host.presentedContextMenu != nil)
        scene.host.presentedContextMenu?.dismissMenu()
        try scene.host.longPress(.point(scene.host.screenPoint(CGPoint(x: 200, y: 350), in: scene.collectionView)))
        #expect(delegate.asked.count == 1)
    }
}
