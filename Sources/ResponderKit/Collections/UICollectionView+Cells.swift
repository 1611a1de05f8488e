import Foundation

// Cells: registered by class, made through their own `init(frame:)`, shown only for the items that meet the
// bounds, and queued for reuse when their items scroll out (R18).

extension UICollectionView {
    /// Registers `cellClass`, a ``UICollectionViewCell`` subclass, for `identifier`; `nil` removes the
    /// registration. Cells dequeued for the identifier are made through the class's own `init(frame:)`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            return reportInvalidUse("register(_:forCellWithReuseIdentifier:) was given \(cellClass), which is not "
                                    + "a UICollectionViewCell subclass; \"\(identifier)\" stays unregistered")
        }
        registeredCells[identifier] = cellType
    }

    /// A cell for the item at `indexPath`: one whose item scrolled out, after its `prepareForReuse()`, or else a
    /// new one of the class registered for `identifier`, made through its `init(frame:)`. An identifier nothing
    /// was registered for gets a plain cell and a diagnostic, where UIKit raises an exception.
    public func dequeueReusableCell(withReuseIdentifier identifier: String,
                                    for indexPath: IndexPath) -> UICollectionViewCell {
        // Through an index rather than `reuseQueues[identifier]?.popLast()`, whose nested modify accessors
        // allocate their frames: a cell is dequeued on every scroll step that brings an item in.
        if let queue = reuseQueues.index(forKey: identifier), let cell = reuseQueues.values[queue].popLast() {
            cell.prepareForReuse()
            return cell
        }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell: UICollectionViewCell
        if let cellType = registeredCells[identifier] {
            cell = cellType.init(madeByCollectionViewWithFrame: frame)
        } else {
            reportInvalidUse("no cell class was registered for the reuse identifier \"\(identifier)\"; "
                             + "a plain UICollectionViewCell was made")
            cell = UICollectionViewCell(frame: frame)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// The cell shown for the item at `indexPath`, or `nil` when the item is not shown or does not exist.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layOutItemsIfNeeded()
        return shownCells[indexPath]
    }

    /// The cells shown now, one per item that meets the bounds.
    public var visibleCells: [UICollectionViewCell] {
        layOutItemsIfNeeded()
        return Array(shownCells.values)
    }

    /// The index paths of the items shown now, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layOutItemsIfNeeded()
        return shownCells.keys.sorted()
    }

    /// The index path of the item `cell` shows, or `nil` when it shows none.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    /// Brings cells for the items that came into the bounds and queues those whose items left, then does the
    /// same for headers and footers.
    func updateShownCells() {
        defer { updateShownSupplementaries() }
        scratchFrames.removeAll(keepingCapacity: true)
        scratchLeaving.removeAll(keepingCapacity: true)
        forEachItem(in: bounds) { indexPath, frame in scratchFrames[indexPath] = frame }
        for indexPath in shownCells.keys where scratchFrames[indexPath] == nil {
            scratchLeaving.append(indexPath)
        }
        let delegate = self.delegate as? UICollectionViewDelegate
        for indexPath in scratchLeaving {
            guard let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            enqueue(cell)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        if shownViewsMoved {
            // After an update the kept cells may have new index paths and frames.
            for (indexPath, frame) in scratchFrames {
                if let cell = shownCells[indexPath] { place(cell, at: indexPath, frame: frame) }
            }
        }
        guard let dataSource else { return }
        for (indexPath, frame) in scratchFrames where shownCells[indexPath] == nil {
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            shownCells[indexPath] = cell
            place(cell, at: indexPath, frame: frame)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Puts `cell` at `frame`, where the layout places `indexPath`, hands it the item's attributes and shows
    /// the item's selection.
    private func place(_ cell: UICollectionViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        if plainFlowLayout != nil {
            scratchAttributes.indexPath = indexPath
            scratchAttributes.frame = frame
            cell.apply(scratchAttributes)
        } else if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            cell.apply(attributes)
        }
        cell.isHidden = false
        if cell.superview !== self { addSubview(cell) }
        cell.layoutIfNeeded()
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
    }

    /// Hides `cell` and queues it for its reuse identifier; a cell without one is dropped.
    func enqueue(_ cell: UICollectionViewCell) {
        cell.isHidden = true
        guard let identifier = cell.reuseIdentifier else { return cell.removeFromSuperview() }
        reuseQueues[identifier, default: []].append(cell)
    }
}
