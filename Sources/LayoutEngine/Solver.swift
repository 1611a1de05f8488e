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
    // The tableau (`Solver+Tableau.swift`), the simplex loops (`Solver+Simplex.swift`) and edit variables
    // (`Solver+EditVariables.swift`) are extensions over the stored state below.

    var records: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: Constraint] = [:]
    /// The rows, unordered; `basics[i]` is the basic symbol of `rows[i]`.
    var rows: [Row] = []
    var basics: [Symbol] = []
    /// For each symbol id, the index of its row, or -1 when it is not basic.
    var rowIndex: [Int32] = []
    /// For each symbol id, whether it was ever a cell of a row. A symbol that never was cannot be in one, so
    /// making a fresh variable basic skips the scan of every row: building a layout whose constraints each
    /// bring a new variable costs time in proportion to the rows' length, not their number.
    var enteredRows: [Bool] = []
    var objective = Row()
    /// The objective of the artificial phase while a required constraint is being tested.
    var artificial: Row?
    var externals: [(variable: Variable, symbol: Symbol)] = []
    var symbols: [ObjectIdentifier: Symbol] = [:]
    /// Restricted basic symbols whose constant went negative and the dual simplex must repair.
    var infeasible: [Symbol] = []

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
}
