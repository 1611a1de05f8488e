import Foundation

// Keyboard focus of items (R32). Cells are focus items that the delegate's `canFocusItemAt` (else `allowsFocus`)
// lets take focus. Focus entering the collection view follows its preferred environments to its preferred
// item. After that the collection view moves focus itself for arrows pressed on a focused item, searching the
// layout rather than the cells: items off screen have no cell, so the one chosen is scrolled in first. Return
// on the focused item selects it as a tap does.

extension UICollectionView {
    /// The delegate, as a collection view delegate.
    private var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Whether the item may take focus: the delegate's `canFocusItemAt`, which by default answers
    /// ``allowsFocus`` (``allowsFocusDuringEditing`` in editing mode).
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        let counts = loadedItemCounts
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item)
        else { return false }
        if let itemDelegate { return itemDelegate.collectionView(self, canFocusItemAt: indexPath) }
        return isEditing ? allowsFocusDuringEditing : allowsFocus
    }

    /// The item whose cell has focus or holds the focused view.
    var focusedIndexPath: IndexPath? {
        guard let focused = window?.existingFocusSystem?.focusedItem as? UIView else { return nil }
        return shownItem(containing: focused)
    }

    private func shownItem(containing view: UIView) -> IndexPath? {
        for (indexPath, cell) in shownCells where view.isDescendant(of: cell) { return indexPath }
        return nil
    }

    /// The cell focus goes to when it enters the collection view, its item scrolled into view: the remembered
    /// item, else the delegate's preferred one, else the first selected one, the first of them that can take
    /// focus; else the first item that can (<doc:Catalog#R32>).
    func preferredFocusCell() -> UICollectionViewCell? {
        layOutItemsIfNeeded()
        let remembered = remembersLastFocusedIndexPath ? focus.lastFocused : nil
        let preferred = itemDelegate?.indexPathForPreferredFocusedView(in: self)
        var chosen: IndexPath?
        for candidate in [remembered, preferred, selectedItems.first] {
            if let candidate, canFocusItem(at: candidate) {
                chosen = candidate
                break
            }
        }
        if chosen == nil { chosen = firstFocusableItem() }
        guard let chosen else { return nil }
        scrollIntoView(chosen)
        return cellForItem(at: chosen)
    }

    private func firstFocusableItem() -> IndexPath? {
        for (section, count) in loadedItemCounts.enumerated() {
            for item in 0..<count where canFocusItem(at: IndexPath(item: item, section: section)) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The item that can take focus next to `start` in `heading`, by the items' frames: Left and Right stay in
    /// `start`'s line (the items across from it) and take the nearest; Up and Down take the nearest line above
    /// or below holding an item that can take focus, and in it the item whose center is closest across
    /// (<doc:Catalog#R32>).
    private func nextFocusableItem(from start: IndexPath, heading: UIFocusHeading) -> IndexPath? {
        guard let origin = layoutAttributesForItem(at: start)?.frame else { return nil }
        let content = CGRect(x: 0, y: 0, width: max(contentSize.width, bounds.width),
                             height: max(contentSize.height, bounds.height))
        let slack: CGFloat = 0.5
        var best: (indexPath: IndexPath, along: CGFloat, across: CGFloat)?
        forEachItem(in: content) { indexPath, frame in
            guard indexPath != start else { return }
            let along: CGFloat, across: CGFloat
            switch heading {
            case .left, .right:
                guard frame.minY < origin.maxY - slack, frame.maxY > origin.minY + slack else { return }
                along = heading == .right ? frame.midX - origin.midX : origin.midX - frame.midX
                across = 0
            case .up, .down:
                guard heading == .down ? frame.minY >= origin.maxY - slack : frame.maxY <= origin.minY + slack
                else { return }
                along = heading == .down ? frame.midY - origin.midY : origin.midY - frame.midY
                across = abs(frame.midX - origin.midX)
            default:
                return
            }
            guard along > 0, canFocusItem(at: indexPath) else { return }
            if let current = best {
                let sameLine = abs(along - current.along) <= slack
                guard sameLine ? across < current.across : along < current.along else { return }
            }
            best = (indexPath, along, across)
        }
        return best?.indexPath
    }

    private func scrollIntoView(_ indexPath: IndexPath) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, !bounds.contains(frame) else { return }
        scrollToItem(at: indexPath, at: [], animated: false)
    }

    /// Handles the first of `presses` that moves focus between items or selects the focused item, when an item
    /// has focus; returns the press it handled (<doc:Catalog#R32>).
    func handleFocusPress(in presses: Set<UIPress>) -> UIPress? {
        guard focus.press == nil, let item = focusedIndexPath else { return nil }
        for press in presses where performFocusPress(press, from: item) {
            focus.press = press
            return press
        }
        return nil
    }

    /// A held arrow repeating moves focus on again.
    func repeatFocusPress(in presses: Set<UIPress>) {
        guard let press = focus.press, presses.contains(press), let item = focusedIndexPath,
              press.type.focusHeading != nil else { return }
        performFocusPress(press, from: item)
    }

    @discardableResult
    private func performFocusPress(_ press: UIPress, from item: IndexPath) -> Bool {
        if let heading = press.type.focusHeading {
            guard let next = nextFocusableItem(from: item, heading: heading), let window else { return false }
            scrollIntoView(next)
            guard let cell = cellForItem(at: next) else { return false }
            window.focusSystem.moveFocus(to: cell, heading: heading)
            return true
        }
        let isReturn = press.key?.keyCode == .keyboardReturnOrEnter || press.key?.keyCode == .keypadEnter
        guard press.type == .select || press.type == .keyboard && isReturn else { return false }
        selectFocusedItem(item)
        return true
    }

    /// Selects the item as a tap does: the highlight calls around the selection calls (<doc:Catalog#R19>).
    private func selectFocusedItem(_ indexPath: IndexPath) {
        guard allowsSelection, itemDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        setHighlighted(true, at: indexPath)
        itemDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        selectByUser(indexPath)
        setHighlighted(false, at: indexPath)
        itemDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// Selects the item (in multiple selection, deselects a selected one) as the user would, asking and
    /// telling the delegate.
    private func selectByUser(_ indexPath: IndexPath) {
        let delegate = itemDelegate
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath {
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Remembers the item focus moved to and, when selection follows focus there, selects it as the user
    /// would (<doc:Catalog#R32>).
    func focusMoved(_ context: UIFocusUpdateContext) {
        guard let view = context.nextFocusedView, let item = shownItem(containing: view) else { return }
        focus.lastFocused = item
        let follows = itemDelegate?.collectionView(self, selectionFollowsFocusForItemAt: item) ?? selectionFollowsFocus
        guard follows, allowsSelection, !selectedItems.contains(item) else { return }
        selectByUser(item)
    }
}
