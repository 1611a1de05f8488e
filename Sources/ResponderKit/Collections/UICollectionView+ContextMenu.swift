import Foundation

// Context menus for items (R21): the collection view owns a context menu interaction, listed in its
// `interactions`, whose configuration comes from the collection view's delegate for the items pressed.

extension UICollectionView {
    /// The interaction that opens the items' context menus; a ResponderKit addition, so hosts and tests find
    /// the open menu (`presentedMenu`) and choose from it (<doc:Catalog#R21>).
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuRelay?.interaction }

    func setUpContextMenu() {
        let relay = CollectionContextMenuRelay(collectionView: self)
        contextMenuRelay = relay
        addInteraction(relay.interaction)
    }

    /// The index paths a context menu at `point` is for: the item there, or every selected item when it is one
    /// of several selected; none over empty space (<doc:Catalog#R21>).
    func contextMenuIndexPaths(at point: CGPoint) -> [IndexPath] {
        guard let indexPath = indexPathForItem(at: point) else { return [] }
        if selectedItems.count > 1, selectedItems.contains(indexPath) { return selectedItems }
        return [indexPath]
    }
}

/// Answers the collection view's context menu interaction from its delegate, and lets the interaction's long
/// press begin only where the delegate gives a menu, so a held item with no menu still selects when the finger
/// lifts.
@MainActor
final class CollectionContextMenuRelay: UIContextMenuInteractionDelegate, UIGestureRecognizerDelegate {
    private(set) weak var collectionView: UICollectionView?
    private(set) lazy var interaction: UIContextMenuInteraction = {
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.longPressRecognizer.delegate = self
        return interaction
    }()
    /// The configuration asked for when the long press was about to begin, handed to the interaction next.
    private var pending: (location: CGPoint, configuration: UIContextMenuConfiguration?)?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if let pending, pending.location == location {
            self.pending = nil
            return pending.configuration
        }
        return configuration(at: location)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView else { return false }
        let location = gestureRecognizer.location(in: collectionView)
        let configuration = configuration(at: location)
        pending = (location, configuration)
        return configuration != nil
    }

    private func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let collectionView, let delegate = collectionView.delegate as? UICollectionViewDelegate else {
            return nil
        }
        return delegate.collectionView(collectionView,
                                       contextMenuConfigurationForItemsAt: collectionView.contextMenuIndexPaths(at: location),
                                       point: location)
    }
}
