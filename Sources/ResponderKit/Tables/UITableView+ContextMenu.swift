import Foundation

// Context menus for rows (R16): the table owns a context menu interaction, listed in its `interactions`, whose
// configuration comes from the delegate for the row pressed, through the `ContextMenuRelay` collection views
// share. Its long press begins only where the delegate gives a menu, so a row held with no menu keeps its touch
// and still selects when the finger lifts (R6).

extension UITableView: ContextMenuSource {
    /// The interaction that opens the rows' context menus; a ResponderKit addition, so hosts and tests find
    /// the open menu (`presentedMenu`) and choose from it (<doc:Catalog#R16>).
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuRelay?.interaction }

    func setUpContextMenu() {
        let relay = ContextMenuRelay(source: self)
        contextMenuRelay = relay
        addInteraction(relay.interaction)
    }

    /// The delegate's menu for the row at `point` (content coordinates); over empty space, a header or a
    /// footer (a pinned one over rows included), and while a row is being reordered, the delegate is not asked
    /// (<doc:Catalog#R16>, <doc:Catalog#R23>).
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard reorder == nil, let delegate = tableDelegate, !pinnedHeaderOrFooterContains(point),
              let indexPath = indexPathForRow(at: point) else {
            return nil
        }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}
