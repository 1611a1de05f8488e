import Foundation

/// Whether a data source or delegate implements the optional methods whose presence changes what a table does
/// (see ``UITableViewDataSource``; a delegate's `heightForRowAt` makes the table ignore `rowHeight`).
@MainActor
enum TableOptionalMembers {
    enum Member: Hashable {
        case commitEditingStyle, moveRow, heightForRow
    }

    private struct Missing: Hashable {
        let type: ObjectIdentifier
        let member: Member
    }

    private static var missing: Set<Missing> = []

    /// Called by the protocol's default: `dataSource`'s (or the delegate's) type does not implement `member`.
    static func noteMissing(_ member: Member, in dataSource: AnyObject) {
        missing.insert(Missing(type: ObjectIdentifier(type(of: dataSource)), member: member))
    }

    /// Whether `dataSource` (or a delegate) implements `member`: for a table view controller, whether its class
    /// overrides the method; for others, until the default has run once for their type, yes.
    static func implements(_ member: Member, _ dataSource: AnyObject) -> Bool {
        if let controller = dataSource as? UITableViewController {
            let group = switch member {
            case .commitEditingStyle: InheritedMembers.tableCommit
            case .moveRow: InheritedMembers.tableMoveRow
            case .heightForRow: InheritedMembers.tableHeightForRow
            }
            if group.isReadable {
                return !group.areInherited(by: type(of: controller), from: UITableViewController.self)
            }
        }
        return !missing.contains(Missing(type: ObjectIdentifier(type(of: dataSource)), member: member))
    }
}

extension InheritedMembers {
    /// `tableView(_:commit:forRowAt:)` of ``UITableViewController``.
    static let tableCommit = InheritedMembers(base: UITableViewController.self, plain: PlainTableControllerProbe.self,
                                              probes: [CommitProbe.self])
    /// `tableView(_:moveRowAt:to:)` of ``UITableViewController``.
    static let tableMoveRow = InheritedMembers(base: UITableViewController.self,
                                               plain: PlainTableControllerProbe.self, probes: [MoveRowProbe.self])
    /// `tableView(_:heightForRowAt:)` of ``UITableViewController``.
    static let tableHeightForRow = InheritedMembers(base: UITableViewController.self,
                                                    plain: PlainTableControllerProbe.self,
                                                    probes: [HeightForRowProbe.self])
}

// Probes read only for their metadata, never created.

private final class PlainTableControllerProbe: UITableViewController {}

private final class CommitProbe: UITableViewController {
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {}
}

private final class MoveRowProbe: UITableViewController {
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                            to destinationIndexPath: IndexPath) {}
}

private final class HeightForRowProbe: UITableViewController {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 0 }
}
