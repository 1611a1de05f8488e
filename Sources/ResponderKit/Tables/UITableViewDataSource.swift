import Foundation

/// What a ``UITableView`` shows: its sections, rows and cells, and whether rows may be edited and moved
/// (spec <doc:Catalog#R2>, <doc:Catalog#R3>, <doc:Catalog#R13>, <doc:Catalog#R15>).
///
/// The two methods without a default are required, as in UIKit; every other method answers as UIKit does when
/// it is not implemented. Two of UIKit's optional methods change the table's behaviour by being implemented at
/// all: ``tableView(_:commit:forRowAt:)`` (a leftward swipe offers Delete) and ``tableView(_:moveRowAt:to:)``
/// (editing mode shows reorder controls). Swift cannot ask an object whether it implements a protocol method,
/// so the table finds out this way: for a ``UITableViewController`` subclass it reads whether the class
/// overrides the method (exact); for any other data source it assumes the method is implemented until the
/// protocol's default runs once, after which it knows that data source's type does not implement it. See
/// <doc:PortingFromUIKit>.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header; none by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer; none by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (swiped, deleted); `true` by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may be moved in editing mode; `true` by default (when ``tableView(_:moveRowAt:to:)``
    /// is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index; none by default.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title leads to; `index` by default.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Carries out a delete (or insert) the user confirmed; implementing it lets rows be swiped to delete.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Moves the data of a row the user dragged by its reorder control; implementing it shows reorder controls in
    /// editing mode.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row may be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Every row may be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// No index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at `index`.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Not implemented: the table notes that this data source's type offers no swipe to delete.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        TableOptionalMembers.noteMissing(.commitEditingStyle, in: self)
    }
    /// Not implemented: the table notes that this data source's type offers no reordering.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {
        TableOptionalMembers.noteMissing(.moveRow, in: self)
    }
}
