import Foundation

// Selection (R5-R8). A touch on a cell climbs the responder chain to the table, which follows it: highlight
// when the touch reaches the cell (after the scroll view's content-touch delay), selection when it lifts inside
// the row, nothing when a drag turns into a scroll (the touch is cancelled). Controls in cells keep their
// touches, so the table never hears of them (R10). Selection from code calls no delegate method (R7).

/// The touch the table follows and the row it highlights.
struct TableTouchTracking {
    weak var touch: UITouch?
    /// The row the touch began on, when it may select.
    var row: IndexPath?
    /// The row whose cell is highlighted by the touch.
    var highlighted: IndexPath?
}

extension UITableView {
    /// Posted by a table, the notification's object, when the user changes its selected rows (a tap, Return on
    /// the focused row, focus moving with ``selectionFollowsFocus``), after the delegate's last did-select or
    /// did-deselect call. There is no `userInfo`. Selection from code and `reloadData()` post nothing
    /// (<doc:Catalog#R24>).
    nonisolated public static let selectionDidChangeNotification =
        NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The selected row (the first of several), or `nil`.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.first
    }

    /// The selected rows, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    /// Selects the row from code (`nil` deselects all) and scrolls it to `scrollPosition` as
    /// ``scrollToRow(at:at:animated:)`` does; no delegate method is called. In single selection the previous
    /// row is deselected.
    func selectRowFromCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateLayoutIfNeeded()
        guard let indexPath else {
            for selected in selectedRows { visibleCell(at: selected)?.setSelected(false, animated: animated) }
            selectedRows.removeAll()
            return
        }
        guard layout.contains(indexPath) else {
            reportMisuse("was asked to select row \(indexPath), which is out of range; nothing was selected")
            return
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedRows where selected != indexPath {
                visibleCell(at: selected)?.setSelected(false, animated: animated)
            }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        if let cell = visibleCell(at: indexPath), !cell.isSelected { cell.setSelected(true, animated: animated) }
        if scrollPosition != .none || !bounds.contains(rectForRow(at: indexPath)) {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row from code; no delegate method is called.
    func deselectRowFromCode(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        visibleCell(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Whether taps select now, editing mode considered.
    var allowsSelectionNow: Bool {
        editingState ? allowsSelectionDuringEditing : allowsSelection
    }

    /// Whether selection adds rows now, editing mode considered.
    var allowsMultipleSelectionNow: Bool {
        editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Touches

    /// Highlights the touched row, asking the delegate first (<doc:Catalog#R5>).
    func trackTouchesBegan(_ touches: Set<UITouch>) {
        guard touchTracking.touch == nil, let touch = touches.first else { return }
        touchTracking.touch = touch
        if closeSwipeActions(notify: true) { return }
        if beginReorder(with: touch) { return }
        guard allowsSelectionNow || allowsMultipleSelectionNow && editingState,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              let cell = visibleCell(at: indexPath), let view = touch.view, view.isDescendant(of: cell),
              !isInControl(view, below: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchTracking.row = indexPath
        touchTracking.highlighted = indexPath
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// Follows a reorder drag; a plain touch keeps its highlight.
    func trackTouchesMoved(_ touches: Set<UITouch>) {
        guard let touch = touchTracking.touch, touches.contains(touch) else { return }
        moveReorder(with: touch)
    }

    /// Selects the row when the finger lifts inside it (<doc:Catalog#R5>, <doc:Catalog#R8>).
    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = touchTracking.touch, touches.contains(touch) else { return }
        if reorder != nil {
            endReorder()
            endTouchTracking()
            return
        }
        let row = touchTracking.row
        if let row, rectForRow(at: row).contains(touch.location(in: self)) { selectByUser(row) }
        endTouchTracking()
    }

    /// Removes the highlight and selects nothing: the touch became a scroll or a recognizer took it.
    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = touchTracking.touch, touches.contains(touch) else { return }
        cancelReorder()
        endTouchTracking()
    }

    /// Whether `view` is a control or inside one within `cell`: a text field passes the touches it does not use
    /// on to the cell, and they must not select the row (<doc:Catalog#R10>).
    private func isInControl(_ view: UIView, below cell: UITableViewCell) -> Bool {
        var walk = SuperviewWalk(from: view)
        while let candidate = walk.next(), candidate !== cell {
            if candidate is UIControl { return true }
        }
        return false
    }

    /// Removes the touch's highlight, telling the delegate, and forgets the touch.
    func endTouchTracking() {
        let highlighted = touchTracking.highlighted
        touchTracking = TableTouchTracking()
        guard let highlighted else { return }
        visibleCell(at: highlighted)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: highlighted)
    }

    /// A selection the user made: the delegate's will and did calls, in UIKit's order, then
    /// ``selectionDidChangeNotification`` when the selected rows changed.
    func selectByUser(_ indexPath: IndexPath) {
        let before = selectedRows
        changeSelectionByUser(indexPath)
        if selectedRows != before {
            NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
        }
    }

    private func changeSelectionByUser(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
                  let index = selectedRows.firstIndex(of: target) else { return }
            selectedRows.remove(at: index)
            visibleCell(at: target)?.setSelected(false, animated: true)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              layout.contains(target) else { return }
        if !allowsMultipleSelectionNow {
            for old in selectedRows where old != target {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old,
                      let index = selectedRows.firstIndex(of: deselected) else { continue }
                selectedRows.remove(at: index)
                visibleCell(at: deselected)?.setSelected(false, animated: true)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleCell(at: target)?.setSelected(true, animated: true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// Calls the delegate for a tap on a row's detail button (<doc:Catalog#R10>).
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = visibleRows.first(where: { $0.cell === cell })?.indexPath else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
