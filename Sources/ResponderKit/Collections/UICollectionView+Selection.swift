import Foundation

// Selection by touch (R19): a touch reaches the collection view through the cell it landed in, after the
// scroll view's content-touch delay, so highlighting waits for it and a drag that becomes a scroll cancels the
// touch and selects nothing. The cells' states change only through their setters (R20).

extension UICollectionView {
    /// The index paths of the selected items, in the order they were selected; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Selects the item at `indexPath` (in single selection, instead of the others), and scrolls it to
    /// `scrollPosition`; `nil` deselects every item. Calls no delegate method (<doc:Catalog#R19>).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        guard layoutAttributesForItem(at: indexPath) != nil else {
            return reportInvalidUse("selectItem(at:) was given \(indexPath), which is not an item")
        }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; calls no delegate method (<doc:Catalog#R19>).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Starts tracking a touch that reached the collection view: asks `shouldHighlightItemAt` and highlights
    /// the item (<doc:Catalog#R19>). Returns whether the touch is the collection view's.
    func trackBegan(_ touches: Set<UITouch>) -> Bool {
        guard trackedItem == nil, allowsSelection, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return false }
        let delegate = self.delegate as? UICollectionViewDelegate
        let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        trackedItem = (touch, indexPath, highlights)
        guard highlights else { return true }
        setHighlighted(true, at: indexPath)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// Whether `touches` hold the touch tracked for selection.
    func tracks(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedItem else { return false }
        return touches.contains(tracked.touch)
    }

    /// Finishes a tap on an item: selects it (or, in multiple selection, deselects a selected one) as the
    /// delegate allows, then removes the highlight (<doc:Catalog#R19>). A touch whose item was deleted or
    /// reloaded away meanwhile selects nothing (<doc:Catalog#R31>). Returns whether the touch was tracked.
    func trackEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedItem, touches.contains(tracked.touch) else { return false }
        // The touch stays tracked through the delegate calls, so changes they make to the items move (or drop)
        // its index path as they do the selection's.
        defer { trackedItem = nil }
        guard tracked.highlighted, let indexPath = tracked.indexPath else { return true }
        let delegate = self.delegate as? UICollectionViewDelegate
        if indexPathForItem(at: tracked.touch.location(in: self)) == indexPath {
            if allowsMultipleSelection, selectedItems.contains(indexPath) {
                if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true,
                   let current = trackedItem?.indexPath {
                    setSelected(false, at: current)
                    delegate?.collectionView(self, didDeselectItemAt: current)
                }
            } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
                if !allowsMultipleSelection {
                    for selected in selectedItems where selected != trackedItem?.indexPath {
                        setSelected(false, at: selected)
                        delegate?.collectionView(self, didDeselectItemAt: selected)
                    }
                }
                if let current = trackedItem?.indexPath {
                    setSelected(true, at: current)
                    delegate?.collectionView(self, didSelectItemAt: current)
                }
            }
        }
        if let current = trackedItem?.indexPath, trackedItem?.highlighted == true { unhighlight(current) }
        return true
    }

    /// A cancelled touch (a drag that became a scroll, a recognizer that took it) selects nothing and removes
    /// the highlight (<doc:Catalog#R19>). Returns whether the touch was tracked.
    func trackCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedItem, touches.contains(tracked.touch) else { return false }
        trackedItem = nil
        if tracked.highlighted, let indexPath = tracked.indexPath { unhighlight(indexPath) }
        return true
    }

    /// Keeps tracking the touch to its end, but for no item: its item is gone (a reload, a deletion).
    func forgetTrackedItem() {
        guard let tracked = trackedItem else { return }
        trackedItem = (tracked.touch, nil, false)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        setHighlighted(false, at: indexPath)
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        if let cell = shownCells[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    func setHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        if let cell = shownCells[indexPath], cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
    }
}
