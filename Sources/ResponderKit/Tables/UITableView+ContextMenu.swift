import Foundation

// Context menus for rows (R16): the table owns a context menu interaction, listed in its `interactions`, whose
// configuration comes from the delegate for the row pressed. Its long press begins only where the delegate
// gives a menu, so a row held with no menu keeps its touch and still selects when the finger lifts (R6).

extension UITableView {
    /// The interaction that opens the rows' context menus; a ResponderKit addition, so hosts and tests find
    /// the open menu (`presentedMenu`) and choose from it (<doc:Catalog#R16>).
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuRelay?.interaction }

    func setUpContextMenu() {
        let relay = TableContextMenuRelay(tableView: self)
        contextMenuRelay = relay
        addInteraction(relay.interaction)
    }

    /// The delegate's menu for the row at `point` (content coordinates); over empty space, a header or a
    /// footer, and while a row is being reordered, the delegate is not asked (<doc:Catalog#R16>).
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard reorder == nil, let delegate = tableDelegate, let indexPath = indexPathForRow(at: point) else {
            return nil
        }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}

/// Answers the table's context menu interaction from its delegate, and lets the interaction's long press begin
/// only where the delegate gives a menu.
@MainActor
final class TableContextMenuRelay: UIContextMenuInteractionDelegate, UIGestureRecognizerDelegate {
    private(set) weak var tableView: UITableView?
    private(set) lazy var interaction: UIContextMenuInteraction = {
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.longPressRecognizer.delegate = self
        return interaction
    }()
    /// The configuration asked for when the long press was about to begin, handed to the interaction next, so
    /// the delegate is asked once per press.
    private var pending: (location: CGPoint, configuration: UIContextMenuConfiguration?)?

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if let pending, pending.location == location {
            self.pending = nil
            return pending.configuration
        }
        return tableView?.contextMenuConfiguration(at: location)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tableView else { return false }
        let location = gestureRecognizer.location(in: tableView)
        let configuration = tableView.contextMenuConfiguration(at: location)
        pending = (location, configuration)
        return configuration != nil
    }
}
