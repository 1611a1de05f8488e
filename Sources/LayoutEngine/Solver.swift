/// An incremental solver for linear equality and inequality constraints with strengths: the Cassowary
/// algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
/// ACM TOCHI 8(4), 2001), which UIKit's Auto Layout engine also descends from.
///
/// The solver keeps a simplex tableau in which every constraint is a row of restricted symbols (slack, error,
/// dummy) and unrestricted ones (the caller's variables), and an objective: the weighted sum of the optional
/// constraints' errors. It keeps the tableau feasible and the objective minimal after each change:
/// - adding a constraint substitutes the current solution into it and picks a subject to make basic, or, for a
///   required constraint with no usable subject, first minimises an artificial variable to learn whether the
///   constraint can hold (``SolverError/unsatisfiable(_:)`` when it cannot; the tableau is left as it was);
/// - removing a constraint pivots its marker symbol into the basis and drops that row;
/// - changing a constraint's constant (``setConstant(_:of:)``, which ``suggestValue(_:for:)`` of an edit
///   variable uses) shifts the row constants along the marker's column and restores feasibility with the dual
///   simplex method: no row is built and nothing is allocated unless the tableau's shape changes.
///
/// Pivots follow Bland's rule (the lowest-numbered candidate), so the simplex loops cannot cycle.
public final class Solver {
    /// What the solver remembers of an added constraint.
    private struct Record {
        let constraint: Constraint
        /// The symbol whose column carries the constraint's constant with coefficient -1.
        let marker: Symbol
        /// The second error symbol of an optional constraint, if any.
        let other: Symbol?
        /// +1 when the tableau holds the expression as written, -1 when negated (for `<=`).
        let sign: Double
        /// The constant of the expression, as last set.
        var constant: Double
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var edits: [ObjectIdentifier: Constraint] = [:]
    /// The rows, unordered; `basics[i]` is the basic symbol of `rows[i]`.
    private var rows: [Row] = []
    private var basics: [Symbol] = []
    /// For each symbol id, the index of its row, or -1 when it is not basic.
    private var rowIndex: [Int32] = []
    /// For each symbol id, whether it was ever a cell of a row. A symbol that never was cannot be in one, so
    /// making a fresh variable basic skips the scan of every row: building a layout whose constraints each
    /// bring a new variable costs time in proportion to the rows' length, not their number.
    private var enteredRows: [Bool] = []
    private var objective = Row()
    /// The objective of the artificial phase while a required constraint is being tested.
    private var artificial: Row?
    private var externals: [(variable: Variable, symbol: Symbol)] = []
    private var symbols: [ObjectIdentifier: Symbol] = [:]
    /// Restricted basic symbols whose constant went negative and the dual simplex must repair.
    private var infeasible: [Symbol] = []

    /// Whether each change writes the solution into the variables at once. A caller that makes many changes
    /// before reading (building a layout) turns it off and calls ``updateVariables()`` once: writing every
    /// variable after each of n additions would cost n^2.
    public var updatesVariablesAfterEachChange = true

    /// Creates an empty solver.
    public init() {}

    /// The weighted error of the optional constraints in the current solution: what the solver minimises.
    public var objectiveValue: Double { objective.constant }

    /// How many constraints (edit constraints included) the solver holds.
    public var constraintCount: Int { records.count }

    /// Whether `constraint` was added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// The constant the solver uses for `constraint`'s expression, if it holds the constraint.
    public func constant(of constraint: Constraint) -> Double? { records[ObjectIdentifier(constraint)]?.constant }

    // MARK: Constraints

    /// Adds a constraint and solves; throws ``SolverError/unsatisfiable(_:)`` for a required constraint that
    /// contradicts the required ones already added, leaving the solver as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicate(constraint) }
        var (row, record) = makeRow(constraint)
        var subject = chooseSubject(row, record)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else { throw .unsatisfiable(constraint) }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substituteEverywhere(subject, by: row)
            insertRow(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            optimize()
            updateVariablesIfAutomatic()
            throw .unsatisfiable(constraint)
        }
        records[key] = record
        optimize()
        updateVariablesIfAutomatic()
    }

    /// Removes a constraint and solves again.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknown(constraint)
        }
        let weight = constraint.strength.weight
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let index = row(of: symbol) {
                objective.add(rows[index], times: -weight)
            } else {
                objective.add(symbol, -weight)
            }
        }
        eliminate(record.marker)
        if let other = record.other { eliminate(other) }
        optimize()
        updateVariablesIfAutomatic()
    }

    /// Changes the constant of `constraint`'s expression and solves again, incrementally; throws
    /// ``SolverError/unsatisfiable(_:)`` when a required constraint cannot hold with it, keeping the old one.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let slot = records.index(forKey: key) else { throw .unknown(constraint) }
        let record = records.values[slot]
        let delta = record.sign * (constant - record.constant)
        guard delta != 0 else { return }
        if shift(record.marker, by: delta), dualOptimize() {
            // Through the index, which changes the stored value in place; `records[key]?.constant` allocates.
            records.values[slot].constant = constant
            updateVariablesIfAutomatic()
            return
        }
        // The old constant was feasible, so shifting back and repairing again always succeeds.
        _ = shift(record.marker, by: -delta)
        _ = dualOptimize()
        updateVariablesIfAutomatic()
        throw .unsatisfiable(constraint)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength` whose value
    /// ``suggestValue(_:for:)`` changes incrementally.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEdit(variable) }
        let constraint = Constraint(variable, .equal, LinearExpression(constant: variable.value), strength: strength)
        try add(constraint)
        edits[key] = constraint
    }

    /// Stops editing `variable`, removing its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEdit(variable)
        }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks for `variable` to be `value`, as strongly as its edit strength, and solves incrementally.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEdit(variable) }
        try setConstant(-value, of: constraint)
    }

    // MARK: Reading the solution

    /// Whether the constraints fix `variable`'s value: false when it is in no constraint, or when some
    /// restricted symbol its row depends on could change without changing the objective (another solution
    /// equally good). Degenerate tableaus can make this report a fixed variable as free; it is for debugging.
    public func isDetermined(_ variable: Variable) -> Bool {
        guard let symbol = symbols[ObjectIdentifier(variable)], let index = row(of: symbol) else { return false }
        for cell in rows[index].cells where cell.symbol.kind != .dummy {
            if cell.symbol.kind == .external { return false }
            if abs(objective.coefficient(of: cell.symbol)) < Row.epsilon { return false }
        }
        return true
    }

    /// Writes the current solution into the variables' ``Variable/value``; the solver calls it after each
    /// change unless ``updatesVariablesAfterEachChange`` is off.
    public func updateVariables() {
        for index in externals.indices {
            let entry = externals[index]
            let position = rowIndex[Int(entry.symbol.id)]
            entry.variable.value = position < 0 ? 0 : rows[Int(position)].constant
        }
    }

    private func updateVariablesIfAutomatic() {
        if updatesVariablesAfterEachChange { updateVariables() }
    }

    // MARK: Tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rowIndex.count), kind: kind)
        rowIndex.append(-1)
        enteredRows.append(false)
        return symbol
    }

    private func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbols[key] { return symbol }
        let symbol = newSymbol(.external)
        symbols[key] = symbol
        externals.append((variable, symbol))
        return symbol
    }

    private func row(of symbol: Symbol) -> Int? {
        let index = rowIndex[Int(symbol.id)]
        return index < 0 ? nil : Int(index)
    }

    private func insertRow(_ row: Row, basic: Symbol) {
        for cell in row.cells where !enteredRows[Int(cell.symbol.id)] { enteredRows[Int(cell.symbol.id)] = true }
        rowIndex[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    @discardableResult
    private func removeRow(at index: Int) -> Row {
        let removed = rows[index]
        rowIndex[Int(basics[index].id)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowIndex[Int(basics[index].id)] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        return removed
    }

    /// The constraint as a row `0 = constant + cells` over non-basic symbols, with its marker symbols, the
    /// errors of an optional constraint added to the objective, and a constant of at least 0.
    private func makeRow(_ constraint: Constraint) -> (Row, Record) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        let expression = constraint.expression
        var row = Row(constant: sign * expression.constant)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if let index = self.row(of: symbol) {
                row.add(rows[index], times: sign * term.coefficient)
            } else {
                row.add(symbol, sign * term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let marker: Symbol
        var other: Symbol?
        switch (constraint.relation, constraint.strength.isRequired) {
        case (.equal, true):
            marker = newSymbol(.dummy)
            row.add(marker, -1)
        case (.equal, false):
            marker = newSymbol(.error)
            let minus = newSymbol(.error)
            row.add(marker, -1)
            row.add(minus, 1)
            objective.add(marker, weight)
            objective.add(minus, weight)
            other = minus
        case (_, true):
            marker = newSymbol(.slack)
            row.add(marker, -1)
        case (_, false):
            marker = newSymbol(.slack)
            let error = newSymbol(.error)
            row.add(marker, -1)
            row.add(error, 1)
            objective.add(error, weight)
            other = error
        }
        if row.constant < 0 { row.negate() }
        return (row, Record(constraint: constraint, marker: marker, other: other, sign: sign,
                            constant: expression.constant))
    }

    /// An external symbol of the row, or a new restricted symbol with a negative coefficient, which can become
    /// basic with the row's non-negative constant and keep the tableau feasible.
    private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if record.marker.kind != .dummy, row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row with no usable subject by minimising an artificial variable equal to it; the constraint can
    /// hold exactly when the minimum is 0. Returns whether it could.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.artificial)
        insertRow(row, basic: art)
        artificial = row
        optimize(artificialPhase: true)
        let satisfiable = abs(artificial?.constant ?? 0) < 1e-7
        artificial = nil
        if let index = self.row(of: art) {
            var artRow = removeRow(at: index)
            guard satisfiable else { return false }
            if artRow.cells.isEmpty { return true }
            let entering = artRow.cells.first(where: { $0.symbol.kind != .dummy })?.symbol
                ?? artRow.cells[0].symbol
            artRow.solve(for: entering, replacing: art)
            substituteEverywhere(entering, by: artRow)
            insertRow(artRow, basic: entering)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return satisfiable
    }

    /// Replaces `symbol` in every row and the objectives, noting rows that became infeasible.
    private func substituteEverywhere(_ symbol: Symbol, by row: Row) {
        for index in rows.indices where enteredRows[Int(symbol.id)] && rows[index].substitute(symbol, by: row) {
            let basic = basics[index]
            if basic.isRestricted, basic.kind != .dummy, rows[index].constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Makes `entering` basic in place of the basic symbol of row `index`.
    private func pivot(_ entering: Symbol, row index: Int) {
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: entering, replacing: leaving)
        substituteEverywhere(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex: pivots until no symbol can lower the objective (or the artificial one).
    private func optimize(artificialPhase: Bool = false) {
        while true {
            let goal = artificialPhase ? artificial ?? Row() : objective
            var entering: Symbol?
            var direction = 1.0
            for cell in goal.cells {
                let symbol = cell.symbol
                if symbol.kind == .external, abs(cell.coefficient) > Row.epsilon {
                    entering = symbol
                    direction = cell.coefficient > 0 ? -1 : 1
                    break
                }
                if symbol.kind != .dummy, symbol.kind != .external, cell.coefficient < -Row.epsilon {
                    entering = symbol
                    break
                }
            }
            guard let entering, let leaving = leavingRow(for: entering, direction: direction) else { return }
            pivot(entering, row: leaving)
        }
    }

    /// The row whose restricted basic symbol first reaches 0 as `entering` moves in `direction`.
    private func leavingRow(for entering: Symbol, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for index in rows.indices where basics[index].isRestricted {
            let change = rows[index].coefficient(of: entering) * direction
            guard change < 0 else { continue }
            let ratio = max(0, rows[index].constant) / -change
            if ratio < bestRatio - Row.epsilon
                || (abs(ratio - bestRatio) <= Row.epsilon && basics[index] < basics[best ?? index]) {
                best = index
                bestRatio = ratio
            }
        }
        return best
    }

    /// Dual simplex: pivots the rows noted infeasible back to non-negative constants while keeping the
    /// objective minimal. Returns false when some row cannot be repaired (the constraints contradict).
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let index = row(of: leaving), rows[index].constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = Double.infinity
            for cell in rows[index].cells where cell.symbol.kind != .dummy {
                let usable = cell.symbol.kind == .external ? abs(cell.coefficient) > Row.epsilon
                    : cell.coefficient > Row.epsilon
                guard usable else { continue }
                let ratio = abs(objective.coefficient(of: cell.symbol) / cell.coefficient)
                if ratio < bestRatio - Row.epsilon {
                    entering = cell.symbol
                    bestRatio = ratio
                }
            }
            guard let entering else {
                infeasible.removeAll(keepingCapacity: true)
                return false
            }
            pivot(entering, row: index)
        }
        return true
    }

    /// Changes a constraint's constant by `delta` along its marker's column (the marker has coefficient -1
    /// in the constraint, so the new system is the old one with the marker replaced by `marker - delta`).
    /// Returns false when a required equality that another makes redundant would no longer hold.
    private func shift(_ marker: Symbol, by delta: Double) -> Bool {
        infeasible.removeAll(keepingCapacity: true)
        if let index = row(of: marker) {
            rows[index].constant += delta
            if marker.kind == .dummy { return abs(rows[index].constant) < Row.epsilon }
            if rows[index].constant < 0 { infeasible.append(marker) }
            return true
        }
        var holds = true
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[index].constant -= coefficient * delta
            let basic = basics[index]
            if basic.kind == .dummy {
                if abs(rows[index].constant) >= Row.epsilon { holds = false }
            } else if basic.isRestricted, rows[index].constant < 0 {
                infeasible.append(basic)
            }
        }
        objective.constant -= objective.coefficient(of: marker) * delta
        return holds
    }

    /// Takes `symbol` out of the tableau: drops its row, pivoting it into the basis first if needed, choosing
    /// the row so the remaining rows stay feasible.
    private func eliminate(_ symbol: Symbol) {
        if let index = row(of: symbol) {
            removeRow(at: index)
            return
        }
        var choice: Int?
        var negativeRatio = Double.infinity
        var positiveChoice: Int?
        var positiveRatio = Double.infinity
        var unrestrictedChoice: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            guard basics[index].isRestricted else {
                unrestrictedChoice = unrestrictedChoice ?? index
                continue
            }
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < negativeRatio { (choice, negativeRatio) = (index, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < positiveRatio { (positiveChoice, positiveRatio) = (index, ratio) }
            }
        }
        guard let index = choice ?? positiveChoice ?? unrestrictedChoice else {
            objective.remove(symbol)
            return
        }
        pivot(symbol, row: index)
        if let basic = row(of: symbol) { removeRow(at: basic) }
    }
}
