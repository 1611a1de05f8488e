import Foundation

// Estimated heights and self-sizing cells (R22). A row whose height is automatic (neither the delegate's
// heightForRowAt nor rowHeight gives one) takes an estimate when the table reloads, and its real height when its
// cell is first laid out: the cell's systemLayoutSizeFitting at the row's width, which measures the content view's
// Auto Layout constraints. Rows measured above the visible top move the content offset by the difference, so
// what is on screen stays put, as UIKit's "actively manages the contentOffset" does. Self-sizing headers and
// footers given a positive estimate work the same way: the estimate at reload, the measured height when shown.

/// How a row got its height.
enum TableRowSizing: UInt8 {
    /// From the delegate or `rowHeight`: final.
    case fixed
    /// An estimate, replaced when the row's cell is laid out.
    case estimated
    /// Measured from its cell.
    case measured
}

/// What the table keeps while it settles rows whose measured height differs from their estimate.
struct TableSelfSizingState {
    /// Whether a row's height changed since the visible cells were placed.
    var changed = false
    /// How far the content offset must move to keep the visible rows in place.
    var offsetCorrection: CGFloat = 0
    /// Whether the table is placing rows after a change, so moving the offset does not start again.
    var settling = false
}

extension UITableView {
    /// The height a row takes when nothing gives one and its cell has no constraints that size it.
    static let standardRowHeight: CGFloat = 44

    /// A row's height and sizing when the table reloads: the delegate's height, else (when the delegate does not
    /// implement the method, as UIKit then reads it) ``rowHeight``, else an estimate until its cell is laid out.
    /// With estimation turned off (an estimate of 0) an automatic row takes the standard height, as UIKit's
    /// self-sizing needs estimates.
    func initialRowHeight(at indexPath: IndexPath, delegate: UITableViewDelegate?) -> (CGFloat, TableRowSizing) {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
        if asked >= 0, asked.isFinite { return (asked, .fixed) }
        let delegateDecides = delegate.map { TableOptionalMembers.implements(.heightForRow, $0) } ?? false
        if !delegateDecides, rowHeight >= 0, rowHeight.isFinite { return (rowHeight, .fixed) }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? UITableView.automaticDimension
        if estimate > 0, estimate.isFinite { return (estimate, .estimated) }
        if estimatedRowHeight == 0 { return (Self.standardRowHeight, .fixed) }
        if estimatedRowHeight > 0, estimatedRowHeight.isFinite { return (estimatedRowHeight, .estimated) }
        return (Self.standardRowHeight, .estimated)
    }

    /// The height a self-sizing header or footer view takes: its constraints' height at the table's width (a
    /// ``UITableViewHeaderFooterView``'s content view's), or `nil` when they give none (then the section heights
    /// apply).
    func selfSizedHeight(of view: UIView) -> CGFloat? {
        guard LayoutBookkeeping.isInUse, view.hasConstraintsInSubtree else { return nil }
        let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        let size = measured.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 && size.height.isFinite ? size.height : nil
    }

    /// Measures the row from `cell` when its height is still an estimate. A cell whose constraints give no
    /// height takes the standard height, as UIKit does when it considers a collapse to zero unintentional.
    func sizeRowToFit(_ indexPath: IndexPath, cell: UITableViewCell) {
        guard layout.contains(indexPath),
              layout.sections[indexPath.section].sizing[indexPath.row] == .estimated else { return }
        layout.sections[indexPath.section].sizing[indexPath.row] = .measured
        let width = rectForRow(at: indexPath).width
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        setRowHeight(fitted > 0 && fitted.isFinite ? fitted : Self.standardRowHeight, at: indexPath)
    }

    /// Gives the row `height`, moving every row, section and the content below it.
    private func setRowHeight(_ height: CGFloat, at indexPath: IndexPath) {
        let section = indexPath.section, row = indexPath.row
        let tops = layout.sections[section].rowTops
        let delta = height - (tops[row + 1] - tops[row])
        guard delta != 0 else { return }
        if tops[row] < bounds.minY + adjustedContentInset.top { selfSizing.offsetCorrection += delta }
        for index in (row + 1)..<tops.count { layout.sections[section].rowTops[index] += delta }
        for later in (section + 1)..<layout.sections.count {
            layout.sections[later].top += delta
            for index in layout.sections[later].rowTops.indices { layout.sections[later].rowTops[index] += delta }
        }
        layout.height += delta
        selfSizing.changed = true
    }

    /// Measures the headers and footers still at their estimates of the sections that meet the bounds (a plain
    /// table may pin them on screen even when their places in the content are not), moving what is below them by
    /// the difference (<doc:Catalog#R22>).
    func sizeSectionViewsToFit() {
        guard var section = layout.section(atY: max(bounds.minY, layout.top)) else { return }
        while section < layout.sections.count, layout.sections[section].top < bounds.maxY {
            if layout.sections[section].headerEstimated {
                layout.sections[section].headerEstimated = false
                if sectionHeaderViews.indices.contains(section), let view = sectionHeaderViews[section] {
                    setSectionViewHeight(selfSizedHeight(of: view) ?? 28, header: true, in: section)
                }
            }
            if layout.sections[section].footerEstimated {
                layout.sections[section].footerEstimated = false
                if sectionFooterViews.indices.contains(section), let view = sectionFooterViews[section] {
                    setSectionViewHeight(selfSizedHeight(of: view) ?? 28, header: false, in: section)
                }
            }
            section += 1
        }
    }

    /// Gives the section's header (or footer) `height`, moving the rows, sections and content below it.
    private func setSectionViewHeight(_ height: CGFloat, header: Bool, in section: Int) {
        let measured = layout.sections[section]
        let delta = height - (header ? measured.headerHeight : measured.footerHeight)
        guard delta != 0 else { return }
        let top = header ? measured.top : measured.footerTop
        if top < bounds.minY + adjustedContentInset.top { selfSizing.offsetCorrection += delta }
        if header {
            layout.sections[section].headerHeight = height
            for index in measured.rowTops.indices { layout.sections[section].rowTops[index] += delta }
        } else {
            layout.sections[section].footerHeight = height
        }
        for later in (section + 1)..<layout.sections.count {
            layout.sections[later].top += delta
            for index in layout.sections[later].rowTops.indices { layout.sections[later].rowTops[index] += delta }
        }
        layout.height += delta
        selfSizing.changed = true
    }

    /// Marks every measured row to be measured again, as its height depends on the width that changed.
    func forgetMeasuredRows() {
        for section in layout.sections.indices {
            for row in layout.sections[section].sizing.indices where layout.sections[section].sizing[row] == .measured {
                layout.sections[section].sizing[row] = .estimated
            }
        }
    }

    /// After rows took their measured heights: the content size, the cells and section views at their new
    /// places, the offset moved by what changed above the visible top, then the rows that now show.
    func settleMeasuredRows() {
        guard selfSizing.changed, !selfSizing.settling else { return }
        selfSizing.settling = true
        defer { selfSizing.settling = false }
        // Each round measures only rows that newly show, so it ends; the bound guards a cell whose fitting size
        // changes every time it is asked.
        for _ in 0..<16 where selfSizing.changed {
            selfSizing.changed = false
            contentSize = CGSize(width: bounds.width, height: layout.height)
            placeVisibleCells()
            placeSupplementaryViews()
            let correction = selfSizing.offsetCorrection
            selfSizing.offsetCorrection = 0
            if correction != 0 {
                // A drag in progress sets the offset from where it started; moving that start too keeps the
                // content under the finger.
                drag.startOffset.y += correction
                contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + correction)
            } else {
                tileVisibleRows()
            }
        }
    }
}

extension UITableView {
    /// Puts each visible cell at its row: an open swipe's cell moved sideways by its offset, the row being
    /// dragged left where the finger holds it and the rows it passed moved to make room.
    func placeVisibleCells() {
        for row in visibleRows where reorder?.cell !== row.cell {
            var frame = rectForRow(at: row.indexPath)
            frame.origin.y += reorderShift(of: row.indexPath)
            if swipe.cell === row.cell { frame.origin.x += swipe.offset }
            if row.cell.frame != frame { row.cell.frame = frame }
        }
    }
}

extension UIView {
    /// Whether the view or a view inside it holds Auto Layout constraints.
    var hasConstraintsInSubtree: Bool {
        if let storage = constraintStorage, !storage.constraints.isEmpty { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }
}
