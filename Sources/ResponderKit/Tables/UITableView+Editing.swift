import Foundation

// Editing mode and reordering (R14, R15). In editing mode an editable row shows its editing control in the
// leading 44 points (the content moves right), and a movable row of a data source that can move rows shows a
// reorder control in the trailing 44 points. The delete control reveals the Delete confirmation as a swipe
// does (UITableView+Swipe.swift).

/// The control at the leading edge of an editable row in editing mode.
final class TableEditingControl: UIButton {}

/// The grip at the trailing edge of a movable row in editing mode.
final class TableReorderControl: UIView {}

/// The row being dragged by its reorder control.
struct TableReorder {
    var row: IndexPath
    weak var cell: UITableViewCell?
    /// How far below the cell's top the finger holds it.
    var grip: CGFloat
    /// The slot under the dragged row's center, the delegate was last asked about.
    var proposed: IndexPath
    /// Where the row would land now, as the delegate's `targetIndexPathForMoveFromRowAt` answered
    /// (<doc:Catalog#R26>).
    var target: IndexPath
    /// The dragged row's height: how far the rows it passes move to make room.
    var height: CGFloat
}

extension UITableView {
    /// The width of a control area the decision in <doc:Catalog#R14> and <doc:Catalog#R15> gives.
    static let editingControlArea: CGFloat = 44

    /// Enters or leaves editing mode; visible cells follow through ``UITableViewCell/setEditing(_:animated:)``.
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        closeSwipeActions(notify: true)
        editingState = editing
        for row in visibleRows {
            row.cell.setEditing(editing, animated: animated)
            updateEditingControls(of: row)
        }
    }

    /// The width of the editing control shown at the cell's leading edge: 44 points for an editable row with
    /// an editing style in editing mode, else none.
    func editingControlWidth(for cell: UITableViewCell) -> CGFloat {
        guard editingState, let row = visibleRows.first(where: { $0.cell === cell })?.indexPath,
              editingStyle(at: row) != .none,
              tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: row) ?? true else { return 0 }
        return Self.editingControlArea
    }

    /// The width of the reorder control shown at the cell's trailing edge.
    func reorderControlWidth(for cell: UITableViewCell) -> CGFloat {
        guard editingState, let row = visibleRows.first(where: { $0.cell === cell })?.indexPath,
              canMove(row) else { return 0 }
        return Self.editingControlArea
    }

    /// The row's editing style: none for a row the data source cannot edit.
    func editingStyle(at row: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: row) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete
    }

    /// Whether the row shows a reorder control in editing mode.
    func canMove(_ row: IndexPath) -> Bool {
        guard let dataSource, TableOptionalMembers.implements(.moveRow, dataSource) else { return false }
        return dataSource.tableView(self, canMoveRowAt: row)
    }

    /// Adds or removes the row's editing and reorder controls for the table's editing state.
    func updateEditingControls(of row: VisibleRow) {
        let cell = row.cell
        let editing = editingState
        let existingEdit = cell.subviews.first { $0 is TableEditingControl }
        let existingReorder = cell.subviews.first { $0 is TableReorderControl }
        let showsEdit = editing && editingStyle(at: row.indexPath) != .none
        let showsReorder = editing && canMove(row.indexPath)
        if showsEdit, existingEdit == nil {
            let control = TableEditingControl(type: .custom)
            control.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.editingControlTapped(in: cell)
            }, for: .touchUpInside)
            cell.addSubview(control)
        } else if !showsEdit {
            existingEdit?.removeFromSuperview()
        }
        if showsReorder, existingReorder == nil {
            cell.addSubview(TableReorderControl(frame: .zero))
        } else if !showsReorder {
            existingReorder?.removeFromSuperview()
        }
        cell.hasTableControls = showsEdit || showsReorder
        let area = Self.editingControlArea
        let size = cell.bounds.size
        for view in cell.subviews {
            if view is TableEditingControl { view.frame = CGRect(x: 0, y: 0, width: area, height: size.height) }
            if view is TableReorderControl {
                view.frame = CGRect(x: size.width - area, y: 0, width: area, height: size.height)
            }
        }
        cell.setNeedsLayout()
    }

    /// The delete control reveals the Delete confirmation; the insert control commits an insertion.
    private func editingControlTapped(in cell: UITableViewCell) {
        guard let row = visibleRows.first(where: { $0.cell === cell })?.indexPath else { return }
        switch editingStyle(at: row) {
        case .delete:
            closeSwipeActions(notify: true)
            openActions(deleteConfiguration(for: row), on: row, leading: false)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: row)
        case .none:
            break
        }
    }

    // MARK: Reordering

    /// Starts a reorder drag when `touch` is on a movable row's reorder control; whether it did.
    func beginReorder(with touch: UITouch) -> Bool {
        guard editingState, let view = touch.view, view is TableReorderControl,
              let row = visibleRows.first(where: { view.isDescendant(of: $0.cell) }), canMove(row.indexPath) else {
            return false
        }
        bringSubviewToFront(row.cell)
        reorder = TableReorder(row: row.indexPath, cell: row.cell,
                               grip: touch.location(in: self).y - row.cell.frame.minY, proposed: row.indexPath,
                               target: row.indexPath, height: row.cell.frame.height)
        return true
    }

    /// Moves the dragged row with the finger; when it comes over another slot the delegate is asked where it
    /// would land, and the rows between make room (<doc:Catalog#R26>).
    func moveReorder(with touch: UITouch) {
        guard let current = reorder, let cell = current.cell else { return }
        var frame = cell.frame
        frame.origin.y = touch.location(in: self).y - current.grip
        cell.frame = frame
        let proposed = proposedDestination(for: current.row, centerY: frame.midY)
        guard proposed != current.proposed else { return }
        reorder?.proposed = proposed
        var target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: current.row,
                                              toProposedIndexPath: proposed) ?? proposed
        if !layout.contains(target) { target = current.row }
        reorder?.target = target
        placeVisibleCells()
    }

    /// The slot under the dragged row's center: the row there, else the first or last row.
    private func proposedDestination(for source: IndexPath, centerY: CGFloat) -> IndexPath {
        if let row = indexPathForRow(at: CGPoint(x: rectForRow(at: source).midX, y: centerY)) { return row }
        return centerY < layout.top ? IndexPath(row: 0, section: 0) : lastRow() ?? source
    }

    /// How far a row moves to make room for the dragged one: rows between its slot and the target shift by its
    /// height toward the slot it left.
    func reorderShift(of indexPath: IndexPath) -> CGFloat {
        guard let reorder, indexPath != reorder.row else { return 0 }
        if reorder.row < indexPath, indexPath <= reorder.target { return -reorder.height }
        if reorder.target <= indexPath, indexPath < reorder.row { return reorder.height }
        return 0
    }

    /// Drops the dragged row in the slot the delegate last agreed to and tells the data source once.
    func endReorder() {
        guard let reorder else { return }
        self.reorder = nil
        let source = reorder.row
        let destination = reorder.target
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        if destination != source, layout.contains(destination) {
            moveRowNow(at: source, to: destination)
        } else {
            retileAll()
        }
    }

    /// Puts the dragged row back where it was.
    func cancelReorder() {
        guard reorder != nil else { return }
        reorder = nil
        retileAll()
    }

    /// Whether the scroll pan's drag started on a movable row's reorder control in editing mode.
    func dragStartsOnReorderControl() -> Bool {
        guard editingState else { return false }
        let translation = panGestureRecognizer.translation(in: self)
        let now = panGestureRecognizer.location(in: self)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        guard let row = indexPathForRow(at: start), canMove(row) else { return false }
        return start.x >= rectForRow(at: row).maxX - Self.editingControlArea
    }

    private func lastRow() -> IndexPath? {
        for section in layout.sections.indices.reversed() where layout.sections[section].rowCount > 0 {
            return IndexPath(row: layout.sections[section].rowCount - 1, section: section)
        }
        return nil
    }
}
