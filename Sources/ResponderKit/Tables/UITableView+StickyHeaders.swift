import Foundation

// Sticky section headers and footers (R23). In a plain table the header of the section at the top of the visible
// area stays pinned there while its rows scroll under it, until the next section's header pushes it up; the
// footer of the section at the visible bottom stays pinned there until its section's header comes down to meet
// it. Their views' frames move, while rectForHeader(inSection:) and rectForFooter(inSection:) keep reporting their
// places in the content, as UIKit's do. Only the sections at the visible top and bottom can be pinned, so each
// move looks at those (found by halving) and the ones pinned before them.

/// The sections whose header and footer views are pinned.
struct TableStickyHeaders {
    var pinnedSection: Int?
    var pinnedFooterSection: Int?
}

extension UITableView {
    /// Pins the header of the section at the visible top of a plain table, and puts the header pinned before
    /// back at its place in the content.
    func pinSectionHeaders() {
        guard style == .plain else { return }
        let top = bounds.minY + adjustedContentInset.top
        let section = layout.section(atY: top)
        if let previous = stickyHeaders.pinnedSection, previous != section,
           let view = headerView(at: previous) {
            view.frame = rectForHeader(inSection: previous)
        }
        stickyHeaders.pinnedSection = section
        if let section, let view = headerView(at: section) {
            let measured = layout.sections[section]
            var frame = rectForHeader(inSection: section)
            frame.origin.y = min(max(measured.top, top), measured.bottom - measured.headerHeight)
            if view.frame != frame { view.frame = frame }
        }
        pinSectionFooter()
    }

    /// Pins the footer of the section at the visible bottom, and puts the footer pinned before back.
    private func pinSectionFooter() {
        let bottom = bounds.maxY - adjustedContentInset.bottom
        let section = layout.section(atY: bottom.nextDown)
        if let previous = stickyHeaders.pinnedFooterSection, previous != section,
           sectionFooterViews.indices.contains(previous), let view = sectionFooterViews[previous] {
            view.frame = rectForFooter(inSection: previous)
        }
        stickyHeaders.pinnedFooterSection = section
        guard let section, sectionFooterViews.indices.contains(section), let view = sectionFooterViews[section] else {
            return
        }
        let measured = layout.sections[section]
        var frame = rectForFooter(inSection: section)
        let lowest = min(measured.footerTop, bottom - measured.footerHeight)
        frame.origin.y = max(lowest, measured.top + measured.headerHeight)
        if view.frame != frame { view.frame = frame }
    }

    /// Whether a pinned header or footer view covers `point` (content coordinates): the rows under it are out of
    /// reach there, as they are for touches (<doc:Catalog#R23>).
    func pinnedHeaderOrFooterContains(_ point: CGPoint) -> Bool {
        if let section = stickyHeaders.pinnedSection, let view = headerView(at: section),
           !view.isHidden, view.frame.contains(point) { return true }
        if let section = stickyHeaders.pinnedFooterSection, sectionFooterViews.indices.contains(section),
           let view = sectionFooterViews[section], !view.isHidden, view.frame.contains(point) { return true }
        return false
    }

    /// The header view of `section`, whatever its class, when it has one.
    private func headerView(at section: Int) -> UIView? {
        sectionHeaderViews.indices.contains(section) ? sectionHeaderViews[section] : nil
    }
}
