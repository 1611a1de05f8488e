import Foundation

// Editing mode, swipe actions and reordering (R12-R15).

/// A row's revealed swipe actions, or the row being reordered.
struct TableSwipeState {
    /// The row whose actions show.
    var openRow: IndexPath?
}

extension UITableView {
    /// Enters or leaves editing mode; visible cells follow through ``UITableViewCell/setEditing(_:animated:)``.
    func changeEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        closeSwipeActions(notify: true)
        editingState = editing
        for row in visibleRows {
            row.cell.setEditing(editing, animated: animated)
            row.cell.setNeedsLayout()
        }
    }

    /// The width of the editing control shown at the cell's leading edge.
    func editingControlWidth(for cell: UITableViewCell) -> CGFloat {
        0
    }

    /// The width of the reorder control shown at the cell's trailing edge.
    func reorderControlWidth(for cell: UITableViewCell) -> CGFloat {
        0
    }

    /// Closes the row whose actions show; whether one was open.
    @discardableResult
    func closeSwipeActions(notify: Bool) -> Bool {
        guard let row = swipe.openRow else { return false }
        swipe.openRow = nil
        if notify { tableDelegate?.tableView(self, didEndEditingRowAt: row) }
        return true
    }

    /// Starts following `touch` as a swipe or a reorder drag when it began on a reorder control; whether it
    /// did.
    func beginSwipeOrReorder(with touch: UITouch) -> Bool {
        false
    }

    /// Follows a swipe or reorder drag.
    func moveSwipeOrReorder(with touch: UITouch) {}

    /// Ends a swipe or reorder drag; whether the touch was one.
    func endSwipeOrReorder(with touch: UITouch) -> Bool {
        false
    }

    /// Abandons a swipe or reorder drag.
    func cancelSwipeOrReorder() {}
}
