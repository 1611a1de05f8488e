/// A linear expression: a constant plus variables times coefficients, such as `left + 0.5 * width`.
public struct LinearExpression {
    /// One variable times its coefficient.
    public struct Term {
        /// The variable.
        public var variable: Variable
        /// What the variable is multiplied by.
        public var coefficient: Double

        /// Creates `coefficient * variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms; a variable may appear more than once, its coefficients add up.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression's value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

extension LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A constant expression.
    public init(floatLiteral value: Double) { self.init(constant: value) }
    /// A constant expression.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

extension Variable {
    /// The variable as an expression.
    public var expression: LinearExpression { LinearExpression([.init(self)]) }
}

// Arithmetic that builds expressions, so tests and callers can write `x + 2 * y - 10`.

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    if rhs.terms.isEmpty { return LinearExpression(lhs.terms, constant: lhs.constant + rhs.constant) }
    return LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    // Built in one array: building a layout makes one of these per constraint.
    var terms = lhs.terms
    if !rhs.terms.isEmpty {
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(.init(term.variable, -term.coefficient)) }
    }
    return LinearExpression(terms, constant: lhs.constant - rhs.constant)
}
/// An expression times a number.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(rhs.terms.map { .init($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
/// A variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    var terms = [LinearExpression.Term]()
    terms.reserveCapacity(1 + rhs.terms.count)
    terms.append(.init(lhs))
    terms += rhs.terms
    return LinearExpression(terms, constant: rhs.constant)
}
/// An expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + rhs.expression }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression - rhs }
/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - rhs.expression }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression + rhs.expression }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression - rhs.expression }
/// A variable times a number.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([.init(rhs, lhs)]) }
