import Foundation

// Context menus for items (R21): the collection view owns a context menu interaction, listed in its
// `interactions`, whose configuration comes from the collection view's delegate for the items pressed, through
// the `ContextMenuRelay` tables share.

extension UICollectionView: ContextMenuSource {
    /// The interaction that opens the items' context menus; a ResponderKit addition, so hosts and tests find
    /// the open menu (`presentedMenu`) and choose from it (<doc:Catalog#R21>).
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuRelay?.interaction }

    func setUpContextMenu() {
        let relay = ContextMenuRelay(source: self)
        contextMenuRelay = relay
        addInteraction(relay.interaction)
    }

    /// The delegate's menu for the items at `point`: the item there, the selection it belongs to, or none over
    /// empty space (<doc:Catalog#R21>).
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = delegate as? UICollectionViewDelegate else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemsAt: contextMenuIndexPaths(at: point),
                                       point: point)
    }

    /// The index paths a context menu at `point` is for: the item there, or every selected item when it is one
    /// of several selected; none over empty space (<doc:Catalog#R21>).
    func contextMenuIndexPaths(at point: CGPoint) -> [IndexPath] {
        guard let indexPath = indexPathForItem(at: point) else { return [] }
        if selectedItems.count > 1, selectedItems.contains(indexPath) { return selectedItems }
        return [indexPath]
    }
}
