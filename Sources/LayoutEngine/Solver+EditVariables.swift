// Edit variables are edit constraints the solver remembers by variable, so a suggested value changes only the
// constant of a row already in the tableau.

extension Solver {
    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == value` of `strength` whose value
    /// ``suggestValue(_:for:)`` changes incrementally.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEdit(variable) }
        let constraint = Constraint(variable, .equal, LinearExpression(constant: variable.value), strength: strength)
        try add(constraint, expectingConstantChanges: true)
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
}
