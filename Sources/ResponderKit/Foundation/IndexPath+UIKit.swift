import Foundation

// UIKit adds the row, item and section accessors to Foundation's IndexPath; table and collection code reads
// nothing else, so without them no list code compiles.
extension IndexPath {
    /// Creates an index path for a table view row: the section, then the row within it.
    public init(row: Int, section: Int) {
        // Built by appending rather than from an array literal, which would allocate the array: tables and
        // collections make index paths on every scroll step.
        self.init(index: section)
        append(row)
    }

    /// Creates an index path for a collection view item: the section, then the item within it.
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The section of a table or collection view index path: its first index.
    public var section: Int {
        get { listIndex(at: 0, named: "section") }
        set { setListIndex(newValue, at: 0, named: "section") }
    }

    /// The row of a table view index path: its second index.
    public var row: Int {
        get { listIndex(at: 1, named: "row") }
        set { setListIndex(newValue, at: 1, named: "row") }
    }

    /// The item of a collection view index path: its second index, the same one `row` reads.
    public var item: Int {
        get { listIndex(at: 1, named: "item") }
        set { setListIndex(newValue, at: 1, named: "item") }
    }

    // UIKit traps on an index path that is not a section and a position; the message says which, as an array
    // subscript out of range does.
    private func listIndex(at position: Int, named name: String) -> Int {
        precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView: \(name) needs exactly two indexes (section, then row or item), this one has \(count).")
        return self[position]
    }

    private mutating func setListIndex(_ value: Int, at position: Int, named name: String) {
        precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView: \(name) needs exactly two indexes (section, then row or item), this one has \(count).")
        self[position] = value
    }
}
