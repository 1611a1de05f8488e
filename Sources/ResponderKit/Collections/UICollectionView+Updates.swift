import Foundation

// Inserting, deleting, reloading and moving items and sections (R31). The data source has already changed;
// the collection view maps everything it holds by index path (shown cells and headers, the selection, the
// touched item) from the old items to the new, at once (animations are not drawn, O1). A batch collects its
// changes and makes them as one when its block returns.

extension UICollectionView {
    /// Adds `edit`'s changes to the batch being collected, or makes them now outside a batch.
    func change(_ edit: (inout CollectionUpdate) -> Void) {
        edit(&pendingUpdate)
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = CollectionUpdate()
        apply(update)
    }

    /// Runs `updates`, collecting the changes it makes, then makes them as one; `completion` runs after with
    /// `true` (<doc:Catalog#R31>).
    func performUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        // The counts before the batch are read now, before `updates` changes the data source.
        if updateDepth == 0, itemCounts == nil, dataSource != nil { layOutItemsIfNeeded() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 {
            let update = pendingUpdate
            pendingUpdate = CollectionUpdate()
            apply(update)
        }
        completion?(true)
    }

    /// Maps what the collection view holds through `update` and shows the items as they now are. When the data
    /// source's new counts cannot follow from the old through `update`, records a diagnostic and reloads.
    private func apply(_ update: CollectionUpdate) {
        guard !update.isEmpty else { return }
        // Never laid out: there is nothing to map, and the data source is read afresh anyway.
        guard let oldCounts = itemCounts else { return reloadData() }
        itemCounts = nil
        let newCounts = loadedItemCounts
        if let problem = update.problem(oldCounts: oldCounts, newCounts: newCounts) {
            reportInvalidUse(problem + "; reloaded all items instead")
            return reloadData()
        }
        selectedItems = selectedItems.compactMap { update.newIndexPath(for: $0) }
        if let tracked = trackedItem, let indexPath = tracked.indexPath {
            let moved = update.newIndexPath(for: indexPath)
            trackedItem = (tracked.touch, moved, moved != nil && tracked.highlighted)
        }
        let delegate = self.delegate as? UICollectionViewDelegate
        let cells = shownCells
        shownCells.removeAll(keepingCapacity: true)
        var ended: [(UICollectionViewCell, IndexPath)] = []
        for (indexPath, cell) in cells {
            if !update.reloads(indexPath), let moved = update.newIndexPath(for: indexPath) {
                shownCells[moved] = cell
            } else {
                enqueue(cell)
                ended.append((cell, indexPath))
            }
        }
        let supplementaries = shownSupplementaries
        shownSupplementaries.removeAll(keepingCapacity: true)
        var endedSupplementaries: [(UICollectionReusableView, SupplementaryPlace)] = []
        for (place, view) in supplementaries {
            let section = place.indexPath.section
            if !update.reloadedSections.contains(section), let moved = update.newSection(for: section) {
                var indexPath = place.indexPath
                indexPath.section = moved
                shownSupplementaries[SupplementaryPlace(kind: place.kind, indexPath: indexPath)] = view
            } else {
                enqueueSupplementary(view)
                endedSupplementaries.append((view, place))
            }
        }
        shownViewsMoved = true
        collectionViewLayout.invalidateLayout()
        // The delegate hears of the views that went once the collection view is consistent again.
        for (cell, indexPath) in ended { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        for (view, place) in endedSupplementaries {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: place.kind,
                                     at: place.indexPath)
        }
        layOutItemsIfNeeded()
    }
}
