/// A symbol of the tableau: an external variable, or one the solver makes for a constraint.
struct Symbol: Hashable, Comparable {
    /// What the symbol stands for.
    enum Kind: UInt8 {
        /// A caller's variable; unrestricted in sign.
        case external
        /// The slack of an inequality; at least 0.
        case slack
        /// The error of an optional constraint; at least 0, and costs its weight in the objective.
        case error
        /// A marker for a required equality; always 0, so it never enters the basis.
        case dummy
        /// The artificial variable that tests whether a required constraint can be added; at least 0.
        case artificial
    }

    /// The symbol's number, unique in its solver; orders symbols (Bland's rule picks the lowest).
    let id: Int32
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the symbol must stay at least 0.
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau, `basic = constant + sum(coefficient * symbol)`, or an objective.
///
/// The cells are kept sorted by symbol in one contiguous array: rows of layout constraints are short, so a
/// binary search and an insertion in place beat a hash table, and a row whose cells change but do not grow in
/// number reuses its storage, which keeps re-solving free of allocations.
struct Row {
    /// One symbol and its coefficient.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// Coefficients this close to zero are dropped: they are rounding left over from cancelled terms.
    static let epsilon = 1e-9

    var constant: Double
    private(set) var cells: [Cell] = []
    /// One bit for each symbol that may be in the row (its number modulo 64): set as cells come, and worked
    /// out again whenever the row loses cells, since stale bits would spread through every merge. A clear bit
    /// proves a symbol absent, so substituting a symbol into every row skips most rows at the cost of one
    /// test: a layout mentions a variable in other rows before solving for it.
    private(set) var signature: UInt64 = 0

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// The bit of `symbol` in ``signature``.
    static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(UInt32(bitPattern: symbol.id) & 63) }

    /// Works ``signature`` out from the cells.
    private mutating func resign() {
        var bits: UInt64 = 0
        for cell in cells { bits |= Row.bit(cell.symbol) }
        signature = bits
    }

    /// Whether `symbol` may have a cell: false proves it has none.
    func mayContain(_ symbol: Symbol) -> Bool { signature & Row.bit(symbol) != 0 }

    /// The position of `symbol`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell if the sum vanishes.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        // A new symbol has the highest number yet, so its cell goes last.
        if cells.last.map({ $0.symbol.id < symbol.id }) ?? true {
            if abs(coefficient) >= Row.epsilon {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
                signature |= Row.bit(symbol)
            }
            return
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Row.epsilon {
                cells.remove(at: index)
                resign()
            } else {
                cells[index].coefficient = sum
            }
        } else if abs(coefficient) >= Row.epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            signature |= Row.bit(symbol)
        }
    }

    /// Adds `row * factor`: one symbol is added in place; more are merged, both lists being sorted, in time
    /// linear in their lengths (substituting a long row into another is the cost of building a layout). The
    /// merge runs backwards inside this row's own storage, so most merges allocate nothing.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        guard row.cells.count > 1 else {
            for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
            return
        }
        let mine = cells.count
        // Room for every cell of both; the copy of `row`'s cells only fills it, the merge overwrites them.
        row.cells.withUnsafeBufferPointer { cells.append(contentsOf: $0) }
        let start = row.cells.withUnsafeBufferPointer { theirs in
            cells.withUnsafeMutableBufferPointer { merged in
                Row.mergeBackwards(into: merged, mine: mine, theirs: theirs, factor: factor)
            }
        }
        if start > 0 { cells.removeSubrange(0..<start) }
        resign()
    }

    /// Merges `theirs * factor` into the first `mine` cells of `merged`, writing from the end so no cell is
    /// overwritten before it is read; cancelled cells leave a gap at the front. Returns where the cells start.
    private static func mergeBackwards(into merged: UnsafeMutableBufferPointer<Cell>, mine: Int,
                                       theirs: UnsafeBufferPointer<Cell>, factor: Double) -> Int {
        var i = mine - 1, j = theirs.count - 1, w = merged.count
        while j >= 0 {
            let their = theirs[j]
            if i >= 0, merged[i].symbol.id > their.symbol.id {
                w -= 1
                merged[w] = merged[i]
                i -= 1
                continue
            }
            var cell = Cell(symbol: their.symbol, coefficient: their.coefficient * factor)
            if i >= 0, merged[i].symbol.id == their.symbol.id {
                cell.coefficient += merged[i].coefficient
                i -= 1
            }
            j -= 1
            if abs(cell.coefficient) >= Row.epsilon {
                w -= 1
                merged[w] = cell
            }
        }
        // The rest of this row's cells are already in place when nothing was dropped; else they move up.
        while i >= 0, w > i + 1 {
            w -= 1
            merged[w] = merged[i]
            i -= 1
        }
        return i >= 0 ? 0 : w
    }

    /// Removes `symbol`'s cell.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        cells.remove(at: index)
        resign()
    }

    /// Multiplies the row by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + ... + a * symbol + ...` into `symbol = (constant + ...) / -a`.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        resign()
        constant *= factor
        for cell in cells.indices { cells[cell].coefficient *= factor }
    }

    /// Turns `basic = ... + a * symbol + ...` into `symbol = ...` in terms of `basic`.
    mutating func solve(for symbol: Symbol, replacing basic: Symbol) {
        add(basic, -1)
        solve(for: symbol)
    }

    /// Replaces `symbol` by `row`'s right side; returns whether the symbol was there.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        resign()
        add(row, times: coefficient)
        return true
    }
}
