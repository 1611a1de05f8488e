/// A linear constraint `expression (==, <=, >=) 0` with a strength.
///
/// Build one from two sides: `Constraint(x + width, .lessThanOrEqual, 320)`. The constraint itself does not
/// change; the solver can change its constant incrementally (``Solver/setConstant(_:of:)``).
public final class Constraint {
    /// How the expression compares with zero.
    public enum Relation: Sendable {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The left side minus the right side.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// Where the constraint was last found in a solver's records, which spares a hash lookup; the solver
    /// checks the entry is this constraint before trusting it.
    var slot = -1

    /// Creates `lhs (relation) rhs` with the given strength.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0, strength: Strength = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    /// Creates `variable (relation) rhs` with the given strength.
    public convenience init(_ variable: Variable, _ relation: Relation, _ rhs: LinearExpression = 0,
                            strength: Strength = .required) {
        self.init(variable.expression, relation, rhs, strength: strength)
    }

    /// How far the constraint is from holding with the variables' current values and `constant` in place of
    /// its expression's own: 0 when it holds.
    public func violation(constant: Double? = nil) -> Double {
        var value = expression.value
        if let constant { value += constant - expression.constant }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// Why the solver refused a request; the solver is unchanged after each. Constraints and variables are named
/// by identity (`ObjectIdentifier(constraint)`), which keeps the error sendable; ``SolverError/unsatisfiable(_:)``
/// and its kin have convenience constructors taking the objects.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraint contradicts required constraints already added.
    case unsatisfiableConstraint(ObjectIdentifier)
    /// The constraint was already added.
    case duplicateConstraint(ObjectIdentifier)
    /// The constraint was never added, or was removed.
    case unknownConstraint(ObjectIdentifier)
    /// The variable is already an edit variable.
    case duplicateEditVariable(ObjectIdentifier)
    /// The variable is not an edit variable.
    case unknownEditVariable(ObjectIdentifier)

    /// The error for a required constraint that contradicts the required ones already added.
    public static func unsatisfiable(_ constraint: Constraint) -> SolverError {
        .unsatisfiableConstraint(ObjectIdentifier(constraint))
    }
    /// The error for a constraint added twice.
    public static func duplicate(_ constraint: Constraint) -> SolverError { .duplicateConstraint(ObjectIdentifier(constraint)) }
    /// The error for a constraint the solver does not hold.
    public static func unknown(_ constraint: Constraint) -> SolverError { .unknownConstraint(ObjectIdentifier(constraint)) }
    /// The error for a variable made an edit variable twice.
    public static func duplicateEdit(_ variable: Variable) -> SolverError {
        .duplicateEditVariable(ObjectIdentifier(variable))
    }
    /// The error for a variable that is not an edit variable.
    public static func unknownEdit(_ variable: Variable) -> SolverError { .unknownEditVariable(ObjectIdentifier(variable)) }
}
