import Foundation
import ResponderKit

// Tables and collections drawn plainly: a row is its text over a dim separator, a section header is bold, the
// highlighted row is in reverse video and the selected one carries a bar at its leading edge (so the two can be
// told apart, and both at once). In editing mode the delete or insert control shows as ⊖ or ⊕ and the reorder
// control as ≡. Swipe actions are buttons the table adds beside the row, drawn as the buttons they are.
//
// The editing and reorder controls are the table's own views, not public types: they are recognised as an app
// would see them, by where they sit (subviews of an editing cell other than its content and accessory views).
extension ApplicationPainter {
    /// A control the table puts on a row in editing mode, as the hosts draw it.
    public enum ListControl: Sendable, Equatable {
        /// The delete control at the leading edge.
        case delete
        /// The insert control at the leading edge.
        case insert
        /// The reorder grip at the trailing edge.
        case reorder
    }

    /// Which editing-mode control `view` is, or `nil` for any other view. The controls are the table's own
    /// views, found as an app would see them: the untitled button at an editing cell's leading edge and the
    /// plain view at its trailing edge, neither being the cell's content or accessory view.
    public static func listControl(_ view: UIView) -> ListControl? {
        guard let cell = view.superview as? UITableViewCell, cell.isEditing, view !== cell.contentView,
              view !== cell.accessoryView, view !== cell.editingAccessoryView else { return nil }
        if let button = view as? UIButton {
            guard (button.currentTitle ?? "").isEmpty, button.frame.minX <= cell.bounds.minX else { return nil }
            return editingStyle(of: button) == .insert ? .insert : .delete
        }
        guard !(view is UIControl), view.frame.maxX >= cell.bounds.maxX else { return nil }
        return .reorder
    }

    /// The standard accessory a cell shows at its trailing edge as a mark: a tick or a chevron (the detail
    /// button types are a button of their own); `nil` when it shows an accessory view or none.
    public static func accessoryMark(of cell: UITableViewCell) -> String? {
        let editing = cell.isEditing
        guard (editing ? cell.editingAccessoryView : cell.accessoryView) == nil else { return nil }
        switch editing ? cell.editingAccessoryType : cell.accessoryType {
        case .checkmark: return "✓"
        case .disclosureIndicator: return "›"
        case .none, .detailButton, .detailDisclosureButton: return nil
        }
    }

    /// Draws what is under a table's or collection's part before its subviews draw over it; returns whether
    /// `view` was such a part. `rect` is the part's cells after clipping, `full` before.
    static func drawListPart(_ view: UIView, in rect: CellRect, full: CellRect,
                             canvas: inout TerminalCanvas) -> Bool {
        if let control = listControl(view) {
            let mark = control == .reorder ? "≡" : control == .insert ? "⊕" : "⊖"
            let style = CellStyle(bold: control == .reorder, inverse: (view as? UIButton)?.isHighlighted == true)
            canvas.write(mark, column: full.column + (full.width - 1) / 2, row: full.row + (full.height - 1) / 2,
                         style: style, limit: rect.endColumn)
            return true
        }
        switch view {
        case let cell as UITableViewCell:
            canvas.fill(rect)
            if full.height >= 2 {
                let separator = CellRect(column: rect.column, row: full.endRow - 1, width: rect.width, height: 1)
                canvas.fill(clip(separator, to: rect), with: "─", style: CellStyle(dim: true))
            }
            if let mark = accessoryMark(of: cell) {
                // On the row of the text label, which fills the cell and is centred vertically.
                let row = full.row + (full.height - 1) / 2
                canvas.write(mark, column: full.endColumn - 2, row: row, limit: rect.endColumn)
            }
            return true
        case is UITableViewHeaderFooterView:
            canvas.fill(rect)
            return true
        default:
            return false
        }
    }

    /// Marks a table cell's or collection cell's highlight and selection, and a section header's boldness, over
    /// what its subviews drew.
    static func markListState(of view: UIView, in rect: CellRect, full: CellRect, canvas: inout TerminalCanvas) {
        switch view {
        case let cell as UITableViewCell:
            guard cell.selectionStyle != .none else { return }
            let content = clip(contentRows(of: full), to: rect)
            if cell.isHighlighted { canvas.restyle(content) { $0.inverse = true } }
            if cell.isSelected {
                canvas.restyle(content) { $0.bold = true }
                for row in content.row..<max(content.row, content.endRow) where full.column == rect.column {
                    let style = canvas[rect.column, row]?.style ?? CellStyle(bold: true)
                    canvas.put("▌", column: rect.column, row: row, style: style)
                }
            }
        case is UITableViewHeaderFooterView:
            canvas.restyle(rect) { $0.bold = true }
        case let cell as UICollectionViewCell where cell.isHighlighted:
            let inside = CellRect(column: full.column + 1, row: full.row + 1, width: full.width - 2,
                                  height: full.height - 2)
            canvas.restyle(clip(full.width >= 3 && full.height >= 3 ? inside : full, to: rect)) { $0.inverse = true }
        default:
            break
        }
    }

    /// The rows of a table cell above its separator (a cell one row tall has none).
    private static func contentRows(of full: CellRect) -> CellRect {
        CellRect(column: full.column, row: full.row, width: full.width,
                 height: full.height >= 2 ? full.height - 1 : full.height)
    }

    /// The editing style the table's delegate gives the button's row (delete when it says nothing).
    private static func editingStyle(of button: UIButton) -> UITableViewCell.EditingStyle {
        guard let cell = button.superview as? UITableViewCell, let table = cell.superview as? UITableView,
              let row = table.indexPath(for: cell),
              let delegate = table.delegate as? UITableViewDelegate else { return .delete }
        return delegate.tableView(table, editingStyleForRowAt: row)
    }

    private static func clip(_ rect: CellRect, to area: CellRect) -> CellRect {
        let left = max(rect.column, area.column), top = max(rect.row, area.row)
        let right = min(rect.endColumn, area.endColumn), bottom = min(rect.endRow, area.endRow)
        return CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
