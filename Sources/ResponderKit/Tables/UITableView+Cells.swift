import Foundation

// Cells only for the rows that intersect the bounds (R3): as the content moves, rows that leave give their cells
// to the reuse queue and rows that enter ask the data source, which dequeues them. The visible rows are kept in
// reading order and change only at their two ends while scrolling, so a move costs the same whatever the number
// of rows.

/// A row that has a cell.
struct VisibleRow {
    var indexPath: IndexPath
    let cell: UITableViewCell
}

extension UITableView {
    /// The cells of the rows that intersect the bounds, in order.
    public var visibleCells: [UITableViewCell] {
        updateVisibleRows()
        return visibleRows.map(\.cell)
    }

    /// The index paths of the rows that intersect the bounds, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleRows()
        return visibleRows.map(\.indexPath)
    }

    /// The cell of the row at `indexPath`, or `nil` when the row is not visible or out of range.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleRows()
        return visibleCell(at: indexPath)
    }

    /// The index path of a visible cell, or `nil`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateVisibleRows()
        return visibleRows.first { $0.cell === cell }?.indexPath
    }

    /// The header view of `section` when it is a ``UITableViewHeaderFooterView``.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleRows()
        return sectionHeaderViews.indices.contains(section)
            ? sectionHeaderViews[section] as? UITableViewHeaderFooterView : nil
    }

    /// The footer view of `section` when it is a ``UITableViewHeaderFooterView``.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleRows()
        return sectionFooterViews.indices.contains(section)
            ? sectionFooterViews[section] as? UITableViewHeaderFooterView : nil
    }

    /// Asks the data source for everything again: sections, rows, heights and the visible cells. The
    /// selection is cleared.
    func reloadAllRows() {
        for row in visibleRows { endDisplaying(row) }
        visibleRows.removeAll(keepingCapacity: true)
        selectedRows.removeAll()
        endTouchTracking()
        closeSwipeActions(notify: false)
        needsReload = true
        setNeedsLayout()
    }

    /// Marks the rows to be asked for again without dropping the cells: a property that changes their
    /// heights.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// The cell of a visible row, without updating the visible rows first.
    func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
        for row in visibleRows where row.indexPath == indexPath { return row.cell }
        return nil
    }

    /// Brings the cells in line with the bounds: drops rows that left, adds rows that entered, measures the
    /// self-sizing ones among them and pins the section header at the top.
    func updateVisibleRows() {
        tileVisibleRows()
        sizeSectionViewsToFit()
        settleMeasuredRows()
        pinSectionHeaders()
    }

    /// Drops rows that left the bounds and adds rows that entered.
    func tileVisibleRows() {
        let remeasured = needsReload
        updateLayoutIfNeeded()
        if remeasured || bounds.width != laidOutWidth {
            if !remeasured { forgetMeasuredRows() }
            retileAll()
            return
        }
        while let first = visibleRows.first, !isOnScreen(first.indexPath) { endDisplaying(visibleRows.removeFirst()) }
        while let last = visibleRows.last, !isOnScreen(last.indexPath) { endDisplaying(visibleRows.removeLast()) }
        guard let first = visibleRows.first, let last = visibleRows.last else {
            var next = layout.firstRow(atOrBelow: bounds.minY)
            while let indexPath = next, isOnScreen(indexPath) {
                visibleRows.append(display(indexPath, reusing: nil))
                next = layout.row(after: indexPath)
            }
            return
        }
        var previous = layout.row(before: first.indexPath)
        while let indexPath = previous, isOnScreen(indexPath) {
            visibleRows.insert(display(indexPath, reusing: nil), at: 0)
            previous = layout.row(before: indexPath)
        }
        var next = layout.row(after: last.indexPath)
        while let indexPath = next, isOnScreen(indexPath) {
            visibleRows.append(display(indexPath, reusing: nil))
            next = layout.row(after: indexPath)
        }
    }

    /// Places every visible row again after the layout changed, keeping the cells of rows still visible.
    func retileAll() {
        laidOutWidth = bounds.width
        let previous = visibleRows
        visibleRows.removeAll(keepingCapacity: true)
        var next = layout.firstRow(atOrBelow: bounds.minY)
        while let indexPath = next, isOnScreen(indexPath) {
            let kept = previous.first { $0.indexPath == indexPath }?.cell
            visibleRows.append(display(indexPath, reusing: kept))
            next = layout.row(after: indexPath)
        }
        for row in previous where !visibleRows.contains(where: { $0.cell === row.cell }) { endDisplaying(row) }
        placeSupplementaryViews()
    }

    private func isOnScreen(_ indexPath: IndexPath) -> Bool {
        guard layout.contains(indexPath) else { return false }
        let tops = layout.sections[indexPath.section].rowTops
        return tops[indexPath.row + 1] > bounds.minY && tops[indexPath.row] < bounds.maxY
    }

    /// Gives the row a cell (`kept`, or the data source's) placed at the row, in the table's states.
    private func display(_ indexPath: IndexPath, reusing kept: UITableViewCell?) -> VisibleRow {
        let cell = kept ?? dataSource?.tableView(self, cellForRowAt: indexPath)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.owningTable = self
        sizeRowToFit(indexPath, cell: cell)
        cell.frame = rectForRow(at: indexPath)
        if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = touchTracking.highlighted == indexPath
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
        if kept == nil {
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
        let row = VisibleRow(indexPath: indexPath, cell: cell)
        if editingState || cell.hasTableControls {
            updateEditingControls(of: row)
        }
        cell.setNeedsLayout()
        return row
    }

    /// Takes a row's cell off the table into its reuse queue.
    func endDisplaying(_ row: VisibleRow) {
        row.cell.removeFromSuperview()
        row.cell.owningTable = nil
        tableDelegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
        if let identifier = row.cell.reuseIdentifier {
            reuseQueues[identifier, default: []].append(row.cell)
        }
    }

    /// Puts the section header and footer views at their rects.
    func placeSupplementaryViews() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.bounds.height)
            if tableHeaderView.superview !== self { addSubview(tableHeaderView) }
        }
        if let tableFooterView {
            let height = tableFooterView.bounds.height
            tableFooterView.frame = CGRect(x: 0, y: layout.height - height, width: bounds.width, height: height)
            if tableFooterView.superview !== self { addSubview(tableFooterView) }
        }
        for (section, view) in sectionHeaderViews.enumerated() {
            guard let view else { continue }
            view.frame = rectForHeader(inSection: section)
            if view.superview !== self { addSubview(view) }
        }
        for (section, view) in sectionFooterViews.enumerated() {
            guard let view else { continue }
            view.frame = rectForFooter(inSection: section)
            if view.superview !== self { addSubview(view) }
        }
    }
}
