import Foundation

// Swipe actions (R12, R13, R25). The table's own pan recognizer begins only for a horizontal drag on a row that has
// actions that way (the scroll pan fails for it, the table not scrolling sideways); the cell follows the finger
// and the actions show as buttons, titled with the actions' titles, in the space it uncovers. The decided
// thresholds: on lift the row stays open having moved at least half the actions' width (or flicked outward),
// and a lift past 60% of the row's width is a full swipe. In a right-to-left layout leading and trailing swap
// sides: trailing actions are revealed by a rightward swipe, at the left edge.

/// The row whose swipe actions show, or are being revealed.
struct TableSwipeState {
    var openRow: IndexPath?
    weak var cell: UITableViewCell?
    var configuration: UISwipeActionsConfiguration?
    var leading = false
    /// Whether the cell moves right to uncover the actions: leading actions in a left-to-right layout,
    /// trailing ones in a right-to-left layout (<doc:Catalog#R25>).
    var rightward = false
    var buttons: [UIButton] = []
    var offset: CGFloat = 0
    /// What the pan may reveal, found when it asked to begin.
    var pending: (row: IndexPath, configuration: UISwipeActionsConfiguration, leading: Bool)?
}

extension UITableView {
    /// The width each action's button takes.
    static let swipeActionWidth: CGFloat = 80

    /// The swipe pan, with the table as its delegate so the table decides when it may begin.
    func makeSwipePan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.swipeChanged(pan)
        })
        pan.delegate = self
        return pan
    }

    /// Whether the swipe pan may begin: a horizontal drag, not in editing mode, on a row with actions that way.
    func swipeMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        swipe.pending = nil
        let translation = pan.translation(in: self)
        guard !editingState, abs(translation.x) > abs(translation.y) else { return false }
        let now = pan.location(in: self)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        guard let row = indexPathForRow(at: start), visibleCell(at: row) != nil else { return false }
        let leading = (translation.x > 0) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        guard let configuration = swipeConfiguration(for: row, leading: leading),
              !configuration.actions.isEmpty else { return false }
        swipe.pending = (row, configuration, leading)
        return true
    }

    /// The delegate's actions for the row, or for a leftward swipe the Delete action when the data source can
    /// commit deletions and gives the row the delete style; none for a row the data source cannot edit.
    func swipeConfiguration(for row: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: row) else { return nil }
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row) }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) {
            return configuration
        }
        guard TableOptionalMembers.implements(.commitEditingStyle, dataSource),
              (tableDelegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete else { return nil }
        return deleteConfiguration(for: row)
    }

    /// One destructive action titled by the delegate (default "Delete") that commits the deletion.
    func deleteConfiguration(for row: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func swipeChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if contentTouchDelay.state == .possible { contentTouchDelay.state = .ended }
            closeSwipeActions(notify: true)
            guard let pending = swipe.pending else { return }
            openActions(pending.configuration, on: pending.row, leading: pending.leading, offset: 0)
            follow(pan.translation(in: self).x)
        case .changed:
            follow(pan.translation(in: self).x)
        case .ended:
            settle(velocity: pan.velocity(in: self).x)
        case .cancelled:
            closeSwipeActions(notify: true)
        case .possible, .failed:
            break
        }
    }

    /// Shows `configuration`'s actions on `row`, fully revealed unless `offset` is given.
    func openActions(_ configuration: UISwipeActionsConfiguration, on row: IndexPath, leading: Bool,
                     offset: CGFloat? = nil) {
        guard let cell = visibleCell(at: row) else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
        swipe.openRow = row
        swipe.cell = cell
        swipe.configuration = configuration
        swipe.leading = leading
        swipe.rightward = leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        swipe.buttons = configuration.actions.enumerated().map { index, action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.performSwipeAction(at: index) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        let revealed = Self.swipeActionWidth * CGFloat(configuration.actions.count)
        follow(offset ?? (swipe.rightward ? revealed : -revealed))
    }

    /// Moves the open cell to `translation` (only the way its actions are) and lays the buttons out in the
    /// space it uncovers, the first action outermost.
    private func follow(_ translation: CGFloat) {
        guard let row = swipe.openRow, let cell = swipe.cell else { return }
        let rect = rectForRow(at: row)
        let offset = swipe.rightward ? max(0, min(translation, rect.width)) : min(0, max(translation, -rect.width))
        swipe.offset = offset
        cell.frame = rect.offsetBy(dx: offset, dy: 0)
        let count = CGFloat(max(1, swipe.buttons.count))
        let width = abs(offset) / count
        for (index, button) in swipe.buttons.enumerated() {
            let step = CGFloat(index) * width
            let x = swipe.rightward ? rect.minX + step : rect.maxX - step - width
            button.frame = CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        }
    }

    /// On lift: a full swipe performs the first action, a reveal of half the actions' width (or a flick) stays
    /// open, anything less closes.
    private func settle(velocity: CGFloat) {
        guard let row = swipe.openRow, let configuration = swipe.configuration else { return }
        let distance = abs(swipe.offset)
        let revealed = Self.swipeActionWidth * CGFloat(configuration.actions.count)
        let outward = swipe.rightward ? velocity : -velocity
        if configuration.performsFirstActionWithFullSwipe, distance > rectForRow(at: row).width * 0.6 {
            performSwipeAction(at: 0)
        } else if distance >= revealed / 2 || outward > 500 {
            follow(swipe.rightward ? revealed : -revealed)
        } else {
            closeSwipeActions(notify: true)
        }
    }

    /// Runs an action's handler; its completion closes the row.
    private func performSwipeAction(at index: Int) {
        guard let configuration = swipe.configuration, configuration.actions.indices.contains(index) else { return }
        let action = configuration.actions[index]
        let view: UIView = swipe.buttons.indices.contains(index) ? swipe.buttons[index] : self
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipeActions(notify: true)
        }
    }

    /// Closes the row whose actions show; whether one was open.
    @discardableResult
    func closeSwipeActions(notify: Bool) -> Bool {
        guard let row = swipe.openRow else { return false }
        for button in swipe.buttons { button.removeFromSuperview() }
        if let cell = swipe.cell, layout.contains(row), visibleCell(at: row) === cell {
            cell.frame = rectForRow(at: row)
        }
        swipe = TableSwipeState()
        if notify { tableDelegate?.tableView(self, didEndEditingRowAt: row) }
        return true
    }
}
