import Foundation

// The table's geometry (R2): sections one after another from the top, each a header, its rows and a footer,
// measured once per reload from the delegate's heights, in content coordinates.

/// The measured sections of a table.
struct TableLayout {
    struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        /// The top of each row, then the bottom of the last (the footer's top): one more entry than rows.
        var rowTops: [CGFloat] = []
        var footerHeight: CGFloat = 0
        /// Whether the header's and the footer's heights are still estimates, measured when they show
        /// (<doc:Catalog#R22>).
        var headerEstimated = false
        var footerEstimated = false
        /// How each row got its height (<doc:Catalog#R22>).
        var sizing: [TableRowSizing] = []
        var rowCount: Int { rowTops.count - 1 }
        var footerTop: CGFloat { rowTops[rowTops.count - 1] }
        var bottom: CGFloat { footerTop + footerHeight }
    }

    var sections: [Section] = []
    /// Where the sections start: below the table header view.
    var top: CGFloat = 0
    /// The content's height, the table footer view included.
    var height: CGFloat = 0

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath[0], row = indexPath[1]
        return sections.indices.contains(section) && row >= 0 && row < sections[section].rowCount
    }

    /// The row whose span holds `y`, if any: found by halving, so the cost does not grow with the rows.
    func row(atY y: CGFloat) -> IndexPath? {
        guard let section = section(atY: y) else { return nil }
        let tops = sections[section].rowTops
        guard tops.count > 1, y >= tops[0], y < tops[tops.count - 1] else { return nil }
        var low = 0, high = tops.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if tops[middle] <= y { low = middle } else { high = middle }
        }
        return IndexPath(row: low, section: section)
    }

    /// The section whose span (header to footer) holds `y`, if any.
    func section(atY y: CGFloat) -> Int? {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].bottom <= y { low = middle + 1 } else { high = middle }
        }
        guard low < sections.count, y >= sections[low].top else { return nil }
        return low
    }

    /// The first row whose bottom is below `y`, in reading order.
    func firstRow(atOrBelow y: CGFloat) -> IndexPath? {
        for section in sections.indices where sections[section].footerTop > y && sections[section].rowCount > 0 {
            let tops = sections[section].rowTops
            var low = 0, high = tops.count - 2
            while low < high {
                let middle = (low + high) / 2
                if tops[middle + 1] <= y { low = middle + 1 } else { high = middle }
            }
            return IndexPath(row: low, section: section)
        }
        return nil
    }

    /// The row after `indexPath` in reading order.
    func row(after indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + 1
        while section < sections.count {
            if row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The row before `indexPath` in reading order.
    func row(before indexPath: IndexPath) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row - 1
        while section >= 0 {
            if row >= 0, section < sections.count, row < sections[section].rowCount {
                return IndexPath(row: row, section: section)
            }
            section -= 1
            if section >= 0, section < sections.count { row = sections[section].rowCount - 1 }
        }
        return nil
    }
}

extension UITableView {
    /// The number of sections, from the data source.
    public var numberOfSections: Int {
        updateLayoutIfNeeded()
        return layout.sections.count
    }

    /// The number of rows in `section`; 0 for a section out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        updateLayoutIfNeeded()
        return layout.sections.indices.contains(section) ? layout.sections[section].rowCount : 0
    }

    /// The row's frame in content coordinates; `.zero` for an index path out of range.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        updateLayoutIfNeeded()
        guard layout.contains(indexPath) else { return .zero }
        let tops = layout.sections[indexPath.section].rowTops
        return rowRect(from: tops[indexPath.row], to: tops[indexPath.row + 1])
    }

    /// The section's frame (header, rows, footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        updateLayoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let measured = layout.sections[section]
        return CGRect(x: 0, y: measured.top, width: bounds.width, height: measured.bottom - measured.top)
    }

    /// The section header's frame in content coordinates; zero height when it has none.
    public func rectForHeader(inSection section: Int) -> CGRect {
        updateLayoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let measured = layout.sections[section]
        return CGRect(x: 0, y: measured.top, width: bounds.width, height: measured.headerHeight)
    }

    /// The section footer's frame in content coordinates; zero height when it has none.
    public func rectForFooter(inSection section: Int) -> CGRect {
        updateLayoutIfNeeded()
        guard layout.sections.indices.contains(section) else { return .zero }
        let measured = layout.sections[section]
        return CGRect(x: 0, y: measured.footerTop, width: bounds.width, height: measured.footerHeight)
    }

    /// The row at `point` (content coordinates), or `nil` for a point in no row: a header, a footer, the space
    /// below the last row, or outside the rows' width.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateLayoutIfNeeded()
        guard let indexPath = layout.row(atY: point.y) else { return nil }
        let rect = rectForRow(at: indexPath)
        return point.x >= rect.minX && point.x < rect.maxX ? indexPath : nil
    }

    /// The rows that intersect `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        updateLayoutIfNeeded()
        var found: [IndexPath] = []
        var next = layout.firstRow(atOrBelow: rect.minY)
        while let indexPath = next, rectForRow(at: indexPath).minY < rect.maxY {
            if rectForRow(at: indexPath).intersects(rect) { found.append(indexPath) }
            next = layout.row(after: indexPath)
        }
        return found
    }

    /// A row's frame from its top and bottom: the table's width, inset for ``Style/insetGrouped``.
    func rowRect(from top: CGFloat, to bottom: CGFloat) -> CGRect {
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: bottom - top)
    }

    /// Asks the data source and delegate again when a reload is pending.
    func updateLayoutIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        measure()
    }

    /// Measures every section from the data source and delegate, and sets `contentSize`.
    func measure() {
        let delegate = tableDelegate
        var sections: [TableLayout.Section] = []
        var y = tableHeaderView?.bounds.height ?? 0
        let top = y
        for view in sectionHeaderViews + sectionFooterViews {
            view?.removeFromSuperview()
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueues[identifier, default: []].append(reusable)
            }
        }
        sectionHeaderViews.removeAll()
        sectionFooterViews.removeAll()
        if let dataSource {
            let count = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<count {
                var measured = TableLayout.Section(top: y)
                let header = supplementaryView(header: true, section: section)
                sectionHeaderViews.append(header)
                (measured.headerHeight, measured.headerEstimated) =
                    supplementaryHeight(header: true, section: section, view: header)
                y += measured.headerHeight
                let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
                measured.rowTops.reserveCapacity(rows + 1)
                measured.sizing.reserveCapacity(rows)
                for row in 0..<rows {
                    measured.rowTops.append(y)
                    let indexPath = IndexPath(row: row, section: section)
                    let (height, sizing) = initialRowHeight(at: indexPath, delegate: delegate)
                    measured.sizing.append(sizing)
                    y += height
                }
                measured.rowTops.append(y)
                let footer = supplementaryView(header: false, section: section)
                sectionFooterViews.append(footer)
                (measured.footerHeight, measured.footerEstimated) =
                    supplementaryHeight(header: false, section: section, view: footer)
                y += measured.footerHeight
                sections.append(measured)
            }
        }
        if let tableFooterView { y += tableFooterView.bounds.height }
        layout = TableLayout(sections: sections, top: top, height: y)
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// The delegate's header or footer height; for ``automaticDimension``, the table's section height, or in a
    /// plain table none for a section with no title or view; when both are automatic, the height the view's
    /// constraints give it, or, with a positive ``estimatedSectionHeaderHeight`` (``estimatedSectionFooterHeight``),
    /// that estimate until the view shows (`true` then) (<doc:Catalog#R22>).
    private func supplementaryHeight(header: Bool, section: Int, view: UIView?) -> (CGFloat, Bool) {
        let asked = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section)
            : tableDelegate?.tableView(self, heightForFooterInSection: section)
        if let asked, asked >= 0, asked.isFinite { return (asked, false) }
        if style == .plain, view == nil { return (0, false) }
        let standard = header ? sectionHeaderHeight : sectionFooterHeight
        if standard >= 0, standard.isFinite { return (standard, false) }
        guard let view else { return (18, false) }
        let estimate = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
        if estimate > 0, estimate.isFinite, LayoutBookkeeping.isInUse, view.hasConstraintsInSubtree {
            return (estimate, true)
        }
        return (selfSizedHeight(of: view) ?? 28, false)
    }

    /// The section's header or footer view from the delegate, or one showing the data source's title.
    private func supplementaryView(header: Bool, section: Int) -> UIView? {
        let view = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view { return view }
        let title = header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titled.textLabel?.text = title
        return titled
    }
}
