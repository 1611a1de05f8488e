import Foundation

// Row and section changes (R3): the data source has already changed; the table maps every index path it holds
// (visible cells, selection, the touched row) from the old rows to the new, as UIKit does for a batch:
// deletions and reloads name old index paths, insertions new ones, a move an old and a new one.

/// The changes of one update or batch.
struct TableUpdate {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()

    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Where the row at the old `indexPath` is after the update, or `nil` when it was deleted.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        let section = indexPath.section, row = indexPath.row
        if deletedSections.contains(section) || deletedRows.contains(indexPath) { return nil }
        if let move = moves.first(where: { $0.from == indexPath }) { return move.to }
        let removedAbove = deletedRows.filter { $0.section == section && $0.row < row }.count
            + moves.filter { $0.from.section == section && $0.from.row < row }.count
        var newSection = section - deletedSections.count(in: 0..<section)
        for inserted in insertedSections.sorted() where inserted <= newSection { newSection += 1 }
        var newRow = row - removedAbove
        let added = (insertedRows + moves.map(\.to)).filter { $0.section == newSection }.map(\.row).sorted()
        for inserted in added where inserted <= newRow { newRow += 1 }
        return IndexPath(row: newRow, section: newSection)
    }

    /// Whether the row at the old `indexPath` gets a new cell.
    func reloads(_ indexPath: IndexPath) -> Bool {
        reloadedRows.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }
}

extension UITableView {
    /// Inserts rows at `indexPaths` (after the update); the data source must already have them.
    func insertRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (before the update); the data source must already lack them.
    func deleteRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.deletedRows += indexPaths }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    func reloadRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`, keeping its cell and selection.
    func moveRowNow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.moves.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at the indexes of `sections`.
    func insertSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at the indexes of `sections`.
    func deleteSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at the indexes of `sections`.
    func reloadSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change { $0.reloadedSections.formUnion(sections) }
    }

    /// Makes the changes `updates` asks for as one; `completion` runs after, with `true`.
    func performUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts collecting changes to make as one at ``endUpdates()``.
    func beginUpdatesNow() {
        updateDepth += 1
    }

    /// Makes the changes collected since ``beginUpdates()``.
    func endUpdatesNow() {
        guard updateDepth > 0 else {
            reportMisuse("was sent endUpdates() without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        apply(update)
    }

    private func change(_ edit: (inout TableUpdate) -> Void) {
        edit(&pendingUpdate)
        if updateDepth == 0 {
            let update = pendingUpdate
            pendingUpdate = TableUpdate()
            apply(update)
        }
    }

    /// Maps what the table holds through `update`, then measures the rows again. When the data source's new
    /// counts do not match the update (UIKit raises an exception), records a diagnostic and reloads.
    private func apply(_ update: TableUpdate) {
        guard !update.isEmpty else { return }
        updateLayoutIfNeeded()
        let oldCounts = layout.sections.map(\.rowCount)
        if let mismatch = countMismatch(update, oldCounts: oldCounts) {
            reportMisuse(mismatch + "; reloaded all rows instead")
            reloadData()
            return
        }
        selectedRows = selectedRows.compactMap { update.newIndexPath(for: $0) }
        if let row = touchTracking.row { touchTracking.row = update.newIndexPath(for: row) }
        if let highlighted = touchTracking.highlighted {
            touchTracking.highlighted = update.newIndexPath(for: highlighted)
        }
        closeSwipeActions(notify: true)
        cancelReorder()
        var kept: [VisibleRow] = []
        for row in visibleRows {
            if !update.reloads(row.indexPath), let moved = update.newIndexPath(for: row.indexPath) {
                kept.append(VisibleRow(indexPath: moved, cell: row.cell))
            } else {
                endDisplaying(row)
            }
        }
        visibleRows = kept.sorted { $0.indexPath < $1.indexPath }
        needsReload = true
        updateVisibleRows()
    }

    /// Why the data source's new counts cannot follow from the old through `update`, or `nil` when they can.
    private func countMismatch(_ update: TableUpdate, oldCounts: [Int]) -> String? {
        guard let dataSource else { return nil }
        let newSections = max(0, dataSource.numberOfSections(in: self))
        let expectedSections = oldCounts.count - update.deletedSections.count + update.insertedSections.count
        guard newSections == expectedSections else {
            return "was told of section changes that leave \(expectedSections) sections, but its data source "
                + "has \(newSections)"
        }
        for (old, count) in oldCounts.enumerated() where !update.deletedSections.contains(old) {
            guard let newSection = update.newIndexPath(for: IndexPath(row: -1, section: old))?.section,
                  !update.insertedSections.contains(newSection), !update.reloadedSections.contains(old) else { continue }
            let deleted = update.deletedRows.filter { $0.section == old }.count
                + update.moves.filter { $0.from.section == old }.count
            let inserted = update.insertedRows.filter { $0.section == newSection }.count
                + update.moves.filter { $0.to.section == newSection }.count
            let expected = count - deleted + inserted
            let actual = max(0, dataSource.tableView(self, numberOfRowsInSection: newSection))
            if expected != actual {
                return "was told of row changes that leave \(expected) rows in section \(newSection), but its data "
                    + "source has \(actual)"
            }
        }
        return nil
    }

    // MARK: Scrolling to rows

    /// Scrolls so the row is at the top, middle or bottom of the bounds (`.none`: the least scrolling that
    /// shows it), within the content's range (<doc:Catalog#R4>).
    func scrollToRowNow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateLayoutIfNeeded()
        guard layout.contains(indexPath) else {
            reportMisuse("was asked to scroll to row \(indexPath), which is out of range; it did not scroll")
            return
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            else if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        let range = offsetRange
        y = min(max(y, range.min.y), range.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Scrolls the selected row (the first) to `scrollPosition`, if a row is selected.
    func scrollToNearestSelectedRowNow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = selectedRows.min() else { return }
        scrollToRow(at: selected, at: scrollPosition, animated: animated)
    }
}
