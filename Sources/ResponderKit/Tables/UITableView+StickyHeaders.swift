import Foundation

// Sticky section headers (R23). In a plain table the header of the section at the top of the visible area stays
// pinned there while its rows scroll under it, until the next section's header pushes it up: its view's frame
// moves, while rectForHeader(inSection:) keeps reporting the header's place in the content, as UIKit's does.
// Only the section at the visible top can be pinned, so each move looks at that one section (found by halving)
// and the one pinned before it.

/// The section whose header view is pinned.
struct TableStickyHeaders {
    var pinnedSection: Int?
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
        guard let section, let view = headerView(at: section) else { return }
        let measured = layout.sections[section]
        var frame = rectForHeader(inSection: section)
        frame.origin.y = min(max(measured.top, top), measured.bottom - measured.headerHeight)
        if view.frame != frame { view.frame = frame }
    }

    /// The header view of `section`, whatever its class, when it has one.
    private func headerView(at section: Int) -> UIView? {
        sectionHeaderViews.indices.contains(section) ? sectionHeaderViews[section] : nil
    }
}
