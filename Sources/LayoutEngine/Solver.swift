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
/// A required equality's dummy marker is left out of the rows unless the caller expects its constant to
/// change (``add(_:expectingConstantChanges:)``): in chains of equalities those columns are most of the
/// tableau. The first constant change or removal of such a constraint builds the tableau again, keeping its
/// marker, and later ones are incremental (`Solver+Markers.swift`).
///
/// Pivots follow Bland's rule (the lowest-numbered candidate), so the simplex loops cannot cycle.
public final class Solver {
    // The tableau (`Solver+Tableau.swift`), the simplex loops (`Solver+Simplex.swift`), edit variables
    // (`Solver+EditVariables.swift`) and rebuilds (`Solver+Markers.swift`) are extensions over the state below.

    // The state is touched in every inner loop; the solver never hands out access to it while it runs, so
    // the run-time exclusivity checks (a call into the runtime per access) are left out.
    /// The constraints held, in the order they came; a removed one leaves nil until the next rebuild.
    @exclusivity(unchecked) var records: [Record?] = []
    /// How many of `records` are not nil.
    @exclusivity(unchecked) var recordCount = 0
    /// Where each constraint is in `records`, filled only once some constraint's own `slot` missed, as
    /// `slots` is for variables.
    @exclusivity(unchecked) var recordSlots: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Constraint] = [:]
    /// The rows, unordered; `basics[i]` is the basic symbol of `rows[i]`.
    @exclusivity(unchecked) var rows: [Row] = []
    @exclusivity(unchecked) var basics: [Symbol] = []
    /// `signatures[i]` is `rows[i].signature`, kept apart so a scan of every row reads eight bytes a row.
    @exclusivity(unchecked) var signatures: [UInt64] = []
    /// For each symbol id, the index of its row, or -1 when it is not basic.
    @exclusivity(unchecked) var rowIndex: [Int32] = []
    /// For each symbol id, its column: the numbers of the basic symbols whose rows may hold it (a row that
    /// gains the symbol is noted, one that loses it is not, and a row may be noted more than once). Making a
    /// symbol basic substitutes it into those rows only, instead of testing every row.
    @exclusivity(unchecked) var columns: [[Int32]] = []
    /// Marks for cleaning a column of repeats: the basic symbols already kept carry `columnStamp`.
    @exclusivity(unchecked) var columnStamps: [UInt32] = []
    @exclusivity(unchecked) var columnStamp: UInt32 = 0
    @exclusivity(unchecked) var objective = Row()
    /// The objective of the artificial phase while a required constraint is being tested.
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var externals: [(variable: Variable, symbol: Symbol)] = []
    /// Where each variable is in `externals`, filled only once some variable's own `slot` missed (a variable
    /// used by two solvers): most lookups go through the slot and hash nothing.
    @exclusivity(unchecked) var slots: [ObjectIdentifier: Int] = [:]
    /// How many times a constant change or a removal rebuilt the tableau, for tests.
    var rebuildCount = 0
    /// Restricted basic symbols whose constant went negative and the dual simplex must repair.
    @exclusivity(unchecked) var infeasible: [Symbol] = []

    /// Whether each change writes the solution into the variables at once. A caller that makes many changes
    /// before reading (building a layout) turns it off and calls ``updateVariables()`` once: writing every
    /// variable after each of n additions would cost n^2.
    public var updatesVariablesAfterEachChange = true

    /// Creates an empty solver.
    public init() {}

    /// The weighted error of the optional constraints in the current solution: what the solver minimises.
    public var objectiveValue: Double { objective.constant }

    /// How many constraints (edit constraints included) the solver holds.
    public var constraintCount: Int { recordCount }

    /// Whether `constraint` was added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { slot(of: constraint) != nil }

    /// The constant the solver uses for `constraint`'s expression, if it holds the constraint.
    public func constant(of constraint: Constraint) -> Double? { slot(of: constraint).map { records[$0]!.constant } }

    // MARK: Constraints

    /// Adds a constraint and solves; throws ``SolverError/unsatisfiable(_:)`` for a required constraint that
    /// contradicts the required ones already added, leaving the solver as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, expectingConstantChanges: false)
    }

    /// Adds a constraint and solves, as ``add(_:)`` does; `expectingConstantChanges` says the caller will
    /// change its constant (``setConstant(_:of:)``) or remove it, which a required equality then does
    /// incrementally from the first time. Without it, the first such change of a required equality rebuilds the
    /// tableau once, and later ones are incremental: the tableau keeps a required equality's marker only once
    /// asked to, as the markers of long chains of equalities are most of a large layout's tableau.
    public func add(_ constraint: Constraint, expectingConstantChanges: Bool) throws(SolverError) {
        guard slot(of: constraint) == nil else { throw .duplicate(constraint) }
        try insert(constraint, constant: constraint.expression.constant, keepsMarker: expectingConstantChanges)
        optimize()
        updateVariablesIfAutomatic()
    }

    /// Puts a constraint's row into the tableau and records it; on ``SolverError/unsatisfiable(_:)`` the
    /// tableau is feasible and holds the others.
    func insert(_ constraint: Constraint, constant: Double, keepsMarker: Bool) throws(SolverError) {
        var (row, record) = makeRow(constraint, constant: constant, keepsMarker: keepsMarker)
        var subject = chooseSubject(row, record)
        if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else { throw .unsatisfiable(constraint) }
            subject = record.marker
        }
        if let subject {
            if subject.kind == .external, record.marker.kind == .dummy, !keepsMarker {
                // The dummy never enters the basis, so its column matters only to a constant change or a
                // removal, which rebuild instead (`Solver+Markers.swift`).
                row.remove(record.marker)
                record.markerDropped = true
            }
            row.solve(for: subject)
            substituteEverywhere(subject, by: row)
            insertRow(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            optimize()
            updateVariablesIfAutomatic()
            throw .unsatisfiable(constraint)
        }
        if !recordSlots.isEmpty { recordSlots[ObjectIdentifier(constraint)] = records.count }
        constraint.slot = records.count
        records.append(record)
        recordCount += 1
    }

    /// Removes a constraint and solves again.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint), let record = records[slot] else { throw .unknown(constraint) }
        records[slot] = nil
        recordCount -= 1
        recordSlots[ObjectIdentifier(constraint)] = nil
        if record.markerDropped { return try rebuild() }
        if records.count >= 64, recordCount * 2 < records.count { compactRecords() }
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
        guard let slot = slot(of: constraint), let record = records[slot] else { throw .unknown(constraint) }
        let delta = record.sign * (constant - record.constant)
        guard delta != 0 else { return }
        if record.markerDropped { return try rebuild(changing: constraint, to: constant) }
        if shift(record.marker, by: delta), dualOptimize() {
            records[slot]!.constant = constant
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
        guard let slot = slot(of: variable), let index = row(of: externals[slot].symbol) else { return false }
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

    func updateVariablesIfAutomatic() {
        if updatesVariablesAfterEachChange { updateVariables() }
    }
}
