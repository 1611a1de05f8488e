import Foundation

// Keyboard focus of rows (R17). Cells are focus items that the delegate's `canFocusRowAt` (else `allowsFocus`)
// lets take focus. When focus first enters the table, the focus system follows the table's preferred
// environments to its preferred row. After that the table moves focus itself, row by row, for Up and Down
// pressed on a focused row: rows off screen have no cell a geometric search could find, so the table scrolls
// the next row in first. Return on the focused row selects it as a tap does.

extension UITableView {
    /// Whether the row may take focus: the delegate's `canFocusRowAt`, which by default answers
    /// ``allowsFocus`` (``allowsFocusDuringEditing`` in editing mode).
    func canFocusRow(at indexPath: IndexPath) -> Bool {
        guard layout.contains(indexPath) else { return false }
        if let tableDelegate { return tableDelegate.tableView(self, canFocusRowAt: indexPath) }
        return editingState ? allowsFocusDuringEditing : allowsFocus
    }

    /// The row whose cell has focus or holds the focused view.
    var focusedRow: IndexPath? {
        guard let focused = window?.existingFocusSystem?.focusedItem as? UIView else { return nil }
        return visibleRow(containing: focused)
    }

    private func visibleRow(containing view: UIView) -> IndexPath? {
        for row in visibleRows where view.isDescendant(of: row.cell) { return row.indexPath }
        return nil
    }

    /// The cell focus goes to when it enters the table, its row scrolled into view: the remembered row, else
    /// the delegate's preferred one, else the selected one, the first of them that can take focus; else the
    /// first row that can (<doc:Catalog#R17>).
    func preferredFocusCell() -> UITableViewCell? {
        updateLayoutIfNeeded()
        let remembered = remembersLastFocusedIndexPath ? focus.lastFocused : nil
        let preferred = tableDelegate?.indexPathForPreferredFocusedView(in: self)
        var chosen: IndexPath?
        for candidate in [remembered, preferred, indexPathForSelectedRow] {
            if let candidate, canFocusRow(at: candidate) {
                chosen = candidate
                break
            }
        }
        if chosen == nil, let first = layout.firstRow(atOrBelow: -.greatestFiniteMagnitude) {
            chosen = canFocusRow(at: first) ? first : nextFocusableRow(from: first, down: true)
        }
        guard let chosen else { return nil }
        scrollIntoView(chosen)
        return cellForRow(at: chosen)
    }

    /// The nearest row below (or above) `start` that can take focus.
    private func nextFocusableRow(from start: IndexPath, down: Bool) -> IndexPath? {
        var next = down ? layout.row(after: start) : layout.row(before: start)
        while let candidate = next {
            if canFocusRow(at: candidate) { return candidate }
            next = down ? layout.row(after: candidate) : layout.row(before: candidate)
        }
        return nil
    }

    private func scrollIntoView(_ indexPath: IndexPath) {
        if !bounds.contains(rectForRow(at: indexPath)) { scrollToRow(at: indexPath, at: .none, animated: false) }
    }

    /// Handles the first of `presses` that moves focus between rows or selects the focused row, when a row has
    /// focus; returns the press it handled (<doc:Catalog#R17>).
    func handleFocusPress(in presses: Set<UIPress>) -> UIPress? {
        guard focus.press == nil, let row = focusedRow else { return nil }
        for press in presses where performFocusPress(press, from: row) {
            focus.press = press
            return press
        }
        return nil
    }

    /// A held arrow repeating moves focus on again.
    func repeatFocusPress(in presses: Set<UIPress>) {
        guard let press = focus.press, presses.contains(press), let row = focusedRow else { return }
        if press.type == .upArrow || press.type == .downArrow { performFocusPress(press, from: row) }
    }

    @discardableResult
    private func performFocusPress(_ press: UIPress, from row: IndexPath) -> Bool {
        switch press.type {
        case .upArrow, .downArrow:
            let down = press.type == .downArrow
            guard let next = nextFocusableRow(from: row, down: down), let window else { return false }
            scrollIntoView(next)
            guard let cell = cellForRow(at: next) else { return false }
            window.focusSystem.moveFocus(to: cell, heading: down ? .down : .up)
            return true
        case .select:
            selectFocusedRow(row)
            return true
        case .keyboard where press.key?.keyCode == .keyboardReturnOrEnter || press.key?.keyCode == .keypadEnter:
            selectFocusedRow(row)
            return true
        default:
            return false
        }
    }

    /// Selects the row as a tap does: the highlight calls around the selection calls (<doc:Catalog#R5>).
    private func selectFocusedRow(_ indexPath: IndexPath) {
        guard allowsSelectionNow || allowsMultipleSelectionNow && editingState,
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        visibleCell(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        selectByUser(indexPath)
        visibleCell(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// Remembers the row focus moved to and, when selection follows focus there, selects it as the user would
    /// (<doc:Catalog#R17>).
    func focusMoved(_ context: UIFocusUpdateContext) {
        guard let view = context.nextFocusedView, let row = visibleRow(containing: view) else { return }
        focus.lastFocused = row
        let follows = tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: row) ?? selectionFollowsFocus
        guard follows, allowsSelectionNow, !selectedRows.contains(row) else { return }
        selectByUser(row)
    }
}
