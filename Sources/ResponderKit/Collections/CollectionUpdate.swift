import Foundation

/// The changes of one collection view update or batch, as UIKit reads them: deletions, reloads and the sources
/// of moves name index paths before the update, insertions and the destinations of moves index paths after it.
/// Everything else keeps its order, filling the places the insertions and move destinations leave free
/// (<doc:Catalog#R31>).
struct CollectionUpdate {
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && itemMoves.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && sectionMoves.isEmpty
    }

    /// Where the old section `section` is after the update, or `nil` when it was deleted.
    func newSection(for section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = sectionMoves.first(where: { $0.from == section }) { return move.to }
        let before = deletedSections.count(in: 0..<max(0, section))
            + sectionMoves.filter { $0.from < section }.count
        let taken = insertedSections.union(IndexSet(sectionMoves.map(\.to)))
        return Self.slot(section - before, skipping: taken.sorted())
    }

    /// Where the item at the old `indexPath` is after the update, or `nil` when it (or its section) was deleted.
    func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard let newSection = newSection(for: section), !deletedItems.contains(indexPath) else { return nil }
        if let move = itemMoves.first(where: { $0.from == indexPath }) { return move.to }
        let before = deletedItems.filter { $0.section == section && $0.item < item }.count
            + itemMoves.filter { $0.from.section == section && $0.from.item < item }.count
        let taken = (insertedItems + itemMoves.map(\.to)).filter { $0.section == newSection }.map(\.item).sorted()
        return IndexPath(item: Self.slot(item - before, skipping: taken), section: newSection)
    }

    /// Whether the item at the old `indexPath` gets a new cell.
    func reloads(_ indexPath: IndexPath) -> Bool {
        reloadedItems.contains(indexPath) || reloadedSections.contains(indexPath.section)
    }

    /// Why the update cannot turn `oldCounts` into the data source's `newCounts` (UIKit raises an exception),
    /// or `nil` when it can.
    func problem(oldCounts: [Int], newCounts: [Int]) -> String? {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            return "was told of section changes that leave \(expectedSections) sections, but its data source has "
                + "\(newCounts.count)"
        }
        let oldSections = 0..<oldCounts.count, newSections = 0..<newCounts.count
        for section in deletedSections.union(reloadedSections) where !oldSections.contains(section) {
            return "was told to delete or reload section \(section), but there were \(oldCounts.count)"
        }
        for section in insertedSections where !newSections.contains(section) {
            return "was told to insert section \(section), but there are \(newCounts.count)"
        }
        for move in sectionMoves where !oldSections.contains(move.from) || !newSections.contains(move.to) {
            return "was told to move section \(move.from) to \(move.to), which is out of range"
        }
        for indexPath in deletedItems + reloadedItems + itemMoves.map(\.from) where !Self.contains(indexPath, oldCounts) {
            return "was told to delete, reload or move item \(Self.describe(indexPath)), which did not exist"
        }
        for indexPath in insertedItems + itemMoves.map(\.to) where !Self.contains(indexPath, newCounts) {
            return "was told to insert or move an item to \(Self.describe(indexPath)), which does not exist "
                + "in its data source"
        }
        for (old, count) in oldCounts.enumerated() where !reloadedSections.contains(old) {
            guard let new = newSection(for: old) else { continue }
            let leaving = deletedItems.filter { $0.section == old }.count
                + itemMoves.filter { $0.from.section == old }.count
            let arriving = insertedItems.filter { $0.section == new }.count
                + itemMoves.filter { $0.to.section == new }.count
            let expected = count - leaving + arriving
            if expected != newCounts[new] {
                return "was told of item changes that leave \(expected) items in section \(new), but its data "
                    + "source has \(newCounts[new])"
            }
        }
        return nil
    }

    /// The `rank`-th place (from 0) that is not in `taken`, which is sorted.
    private static func slot(_ rank: Int, skipping taken: [Int]) -> Int {
        var place = rank
        for index in taken where index <= place { place += 1 }
        return place
    }

    private static func contains(_ indexPath: IndexPath, _ counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    private static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "\(indexPath.item) in section \(indexPath.section)" : "\(indexPath)"
    }
}
