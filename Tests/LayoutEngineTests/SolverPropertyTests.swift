import Testing
@testable import LayoutEngine

/// A seeded generator (SplitMix64), so a failing system is reproduced by its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The optimum of a small system found the slow way: the weighted error of the optional constraints is convex
/// and piecewise linear, and weak stays on every variable make the hyperplanes span the space, so its minimum
/// over the required region lies where some `n` of the hyperplanes meet. Trying every such point is exact.
struct BruteForce {
    let variables: [Variable]
    let constraints: [Constraint]

    /// `coefficients . x + constant` of a constraint's expression, with `constant` in place of its own.
    private func linear(_ constraint: Constraint, constant: Double) -> ([Double], Double) {
        var row = [Double](repeating: 0, count: variables.count)
        for term in constraint.expression.terms {
            row[variables.firstIndex(of: term.variable)!] += term.coefficient
        }
        return (row, constant)
    }

    private func violation(_ row: [Double], _ constant: Double, _ relation: Constraint.Relation,
                           at x: [Double]) -> Double {
        let value = zip(row, x).reduce(constant) { $0 + $1.0 * $1.1 }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The least weighted error with each constraint's constant from `constants`, or nil when the required
    /// constraints cannot all hold.
    func minimum(constants: [Double]) -> Double? {
        let n = variables.count
        let planes = constraints.indices.map { linear(constraints[$0], constant: constants[$0]) }
        var best: Double?
        for subset in Self.subsets(of: planes.count, size: n) {
            guard let x = Self.solve(subset.map { planes[$0] }, size: n) else { continue }
            var cost = 0.0
            var feasible = true
            for (index, constraint) in constraints.enumerated() {
                let error = violation(planes[index].0, planes[index].1, constraint.relation, at: x)
                if constraint.strength.isRequired {
                    if error > 1e-7 { feasible = false; break }
                } else {
                    cost += error * constraint.strength.weight
                }
            }
            if feasible, cost < (best ?? .infinity) { best = cost }
        }
        return best
    }

    static func subsets(of count: Int, size: Int) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard count >= size else { return [] }
        let without = subsets(of: count - 1, size: size)
        let with = subsets(of: count - 1, size: size - 1).map { $0 + [count - 1] }
        return without + with
    }

    /// The point where the planes `row . x + constant = 0` meet, nil when they do not meet in one point.
    static func solve(_ planes: [([Double], Double)], size n: Int) -> [Double]? {
        var matrix = planes.map { $0.0 + [-$0.1] }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
    }
}

@Suite("The solver against brute force on random small systems")
struct SolverPropertyTests {
    static let strengths = [Strength(100), Strength(250), Strength(500), Strength(750), .required]

    static func randomConstraint(_ variables: [Variable], _ random: inout SeededGenerator) -> Constraint {
        var terms: [LinearExpression.Term] = []
        for variable in variables where Bool.random(using: &random) {
            terms.append(.init(variable, Double(Int.random(in: -2...2, using: &random))))
        }
        if terms.allSatisfy({ $0.coefficient == 0 }) { terms = [.init(variables.randomElement(using: &random)!)] }
        let relation = [Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]
            .randomElement(using: &random)!
        let strength = Bool.random(using: &random) ? Strength.required : strengths.randomElement(using: &random)!
        return Constraint(LinearExpression(terms, constant: Double(Int.random(in: -20...20, using: &random))),
                          relation, strength: strength)
    }

    /// The weighted error of the solver's solution, read from the variables.
    static func cost(_ constraints: [Constraint], _ solver: Solver) -> Double {
        constraints.reduce(0) { sum, constraint in
            constraint.strength.isRequired ? sum
                : sum + constraint.violation(constant: solver.constant(of: constraint)) * constraint.strength.weight
        }
    }

    /// Checks the solver's solution: required constraints hold, the cost is brute force's minimum.
    static func check(_ variables: [Variable], _ held: [Constraint], _ solver: Solver, seed: UInt64) {
        for constraint in held where constraint.strength.isRequired {
            #expect(constraint.violation(constant: solver.constant(of: constraint)) < 1e-6, "seed \(seed)")
        }
        let constants = held.map { solver.constant(of: $0)! }
        let best = BruteForce(variables: variables, constraints: held).minimum(constants: constants)
        #expect(best != nil, "seed \(seed): the solver holds constraints brute force finds contradictory")
        if let best {
            let cost = cost(held, solver)
            #expect(abs(cost - best) <= 1e-6 * max(1, best), "seed \(seed): cost \(cost), optimum \(best)")
        }
    }

    @Test("U8, U12: adding, changing constants and removing keep the optimum; refused constraints contradict",
          arguments: 0..<300)
    func randomSystems(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed))
        let variables = (0..<Int.random(in: 1...3, using: &random)).map { Variable("x\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        // Weak stays, as a layout's views have, so the optimum is a vertex brute force enumerates.
        for variable in variables {
            let stay = Constraint(variable, .equal, LinearExpression(constant: Double(Int.random(in: -5...5, using: &random))),
                                  strength: Strength(1))
            try solver.add(stay)
            held.append(stay)
        }
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let constraint = Self.randomConstraint(variables, &random)
            do {
                try solver.add(constraint)
                held.append(constraint)
            } catch {
                #expect(error == .unsatisfiable(constraint))
                let constants = (held + [constraint]).map { solver.constant(of: $0) ?? $0.expression.constant }
                #expect(BruteForce(variables: variables, constraints: held + [constraint])
                    .minimum(constants: constants) == nil, "seed \(seed): refused a satisfiable constraint")
            }
            Self.check(variables, held, solver, seed: UInt64(seed))
        }
        for _ in 0..<3 {
            let constraint = held.randomElement(using: &random)!
            let old = solver.constant(of: constraint)!
            let new = Double(Int.random(in: -20...20, using: &random))
            do {
                try solver.setConstant(new, of: constraint)
            } catch {
                #expect(solver.constant(of: constraint) == old)
                var constants = held.map { solver.constant(of: $0)! }
                constants[held.firstIndex { $0 === constraint }!] = new
                #expect(BruteForce(variables: variables, constraints: held).minimum(constants: constants) == nil,
                        "seed \(seed): refused a satisfiable constant")
            }
            Self.check(variables, held, solver, seed: UInt64(seed))
        }
        while held.count > variables.count {
            let index = Int.random(in: variables.count..<held.count, using: &random)
            try solver.remove(held.remove(at: index))
            Self.check(variables, held, solver, seed: UInt64(seed))
        }
    }
}
