import Testing
@testable import LayoutEngine

/// The incremental paths (constant changes, additions and removals in a solver that already holds constraints)
/// against a solver built afresh from the same constraints with the same constants.
@Suite("The solver's incremental changes against a fresh solve")
struct SolverIncrementalTests {
    /// A new solver holding copies of `held` with the constants `solver` uses, added in the same order, and
    /// the copies' variables (the same `Variable` objects, so their values are read through `solve`).
    static func freshSolve(_ held: [Constraint], constants solver: Solver) throws -> Solver {
        let fresh = Solver()
        for constraint in held {
            let expression = LinearExpression(constraint.expression.terms, constant: solver.constant(of: constraint)!)
            try fresh.add(Constraint(expression, constraint.relation, strength: constraint.strength))
        }
        return fresh
    }

    @Test("U1, U8, U12: after random constant changes, additions and removals the optimum is a fresh solve's",
          arguments: 0..<200)
    func randomEdits(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed) &+ 10_000)
        let variables = (0..<Int.random(in: 1...3, using: &random)).map { Variable("x\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        for variable in variables {
            let stay = Constraint(variable, .equal, LinearExpression(constant: Double(Int.random(in: -5...5, using: &random))),
                                  strength: Strength(1))
            try solver.add(stay)
            held.append(stay)
        }
        for _ in 0..<12 {
            switch Int.random(in: 0..<4, using: &random) {
            case 0, 1:
                let constraint = held.randomElement(using: &random)!
                let old = solver.constant(of: constraint)!
                do {
                    try solver.setConstant(Double(Int.random(in: -20...20, using: &random)), of: constraint)
                } catch {
                    #expect(error == .unsatisfiable(constraint), "seed \(seed)")
                    #expect(solver.constant(of: constraint) == old, "seed \(seed)")
                }
            case 2:
                let constraint = SolverPropertyTests.randomConstraint(variables, &random)
                do {
                    try solver.add(constraint, expectingConstantChanges: Bool.random(using: &random))
                    held.append(constraint)
                } catch {
                    #expect(error == .unsatisfiable(constraint), "seed \(seed)")
                }
            default:
                guard held.count > variables.count else { continue }
                try solver.remove(held.remove(at: Int.random(in: variables.count..<held.count, using: &random)))
            }
            #expect(solver.constraintCount == held.count, "seed \(seed)")
            for constraint in held where constraint.strength.isRequired {
                #expect(constraint.violation(constant: solver.constant(of: constraint)) < 1e-6, "seed \(seed)")
            }
            // The weighted error read from the variables (with this solver's constants), which the fresh solver
            // writes in turn.
            let incremental = SolverPropertyTests.cost(held, solver)
            _ = try Self.freshSolve(held, constants: solver)
            let fresh = SolverPropertyTests.cost(held, solver)
            #expect(abs(incremental - fresh) <= 1e-6 * max(1, fresh), "seed \(seed): \(incremental) vs \(fresh)")
            solver.updateVariables()
        }
        SolverPropertyTests.check(variables, held, solver, seed: UInt64(seed))
    }

    /// A row of `count` boxes, each placed after the one before by required equalities, as views in a row are.
    struct Chain {
        let lefts: [Variable], widths: [Variable]
        var gaps: [Constraint] = [], sizes: [Constraint] = []
        var pins: [Constraint] = []

        init(_ count: Int, expectingChanges: Bool, in solver: Solver) throws {
            lefts = (0..<count).map { Variable("left\($0)") }
            widths = (0..<count).map { Variable("width\($0)") }
            pins = [Constraint(lefts[0], .equal, 4), Constraint(widths[0], .equal, 10)]
            for pin in pins { try solver.add(pin, expectingConstantChanges: expectingChanges) }
            for index in 1..<count {
                let gap = Constraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 2)
                let size = Constraint(widths[index], .equal, widths[index - 1] + 1)
                try solver.add(gap, expectingConstantChanges: expectingChanges)
                try solver.add(size, expectingConstantChanges: expectingChanges)
                gaps.append(gap)
                sizes.append(size)
            }
        }

        /// The left edges as the constraints' constants give them, summed up by hand.
        func expectedLefts(_ solver: Solver) -> [Double] {
            var left = lefts[0].value, width = widths[0].value
            var result = [left]
            for index in gaps.indices {
                left += width - solver.constant(of: gaps[index])!
                width -= solver.constant(of: sizes[index])!
                result.append(left)
            }
            return result
        }
    }

    @Test("U1: a chain of required equalities keeps short rows, and its constants change and go incrementally",
          arguments: [false, true])
    func chain(expectingChanges: Bool) throws {
        let solver = Solver()
        var chain = try Chain(60, expectingChanges: expectingChanges, in: solver)
        let widths: Double = (0..<59).reduce(0) { $0 + Double(10 + $1) }
        #expect(chain.lefts.last!.value == 4 + 59 * 2 + widths)
        // Without expected changes no row carries the markers of the chain above it.
        let cells = solver.rows.reduce(0) { $0 + $1.cells.count }
        #expect(expectingChanges ? cells > solver.rows.count * 10 : cells == 0)

        var random = SeededGenerator(state: 7)
        for _ in 0..<30 {
            let constraint = Bool.random(using: &random) ? chain.gaps.randomElement(using: &random)!
                : chain.sizes.randomElement(using: &random)!
            try solver.setConstant(-Double(Int.random(in: 0...9, using: &random)), of: constraint)
            #expect(chain.lefts.map(\.value) == chain.expectedLefts(solver))
        }
        try solver.setConstant(-3, of: chain.gaps[20])
        let rebuilds = solver.rebuildCount
        for step in 0..<10 {
            try solver.setConstant(Double(-step), of: chain.gaps[20])
            #expect(chain.lefts.map(\.value) == chain.expectedLefts(solver))
        }
        #expect(solver.rebuildCount == rebuilds, "a constraint changed once changes incrementally from then on")

        // Removing a link frees the rest of the chain; adding it back with a new constant places it again.
        let removed = chain.gaps[30]
        try solver.remove(removed)
        #expect(!solver.contains(removed))
        let relinked = Constraint(chain.lefts[31], .equal, chain.lefts[30] + chain.widths[30] + 7)
        try solver.add(relinked)
        chain.gaps[30] = relinked
        #expect(chain.lefts.map(\.value) == chain.expectedLefts(solver))
        // The fresh solver writes the same variables.
        let incremental = chain.lefts.map(\.value) + chain.widths.map(\.value)
        _ = try Self.freshSolve(chain.pins + chain.gaps + chain.sizes, constants: solver)
        #expect(chain.lefts.map(\.value) + chain.widths.map(\.value) == incremental)
    }

    @Test("U12: a refused constant of a required equality built without its marker leaves everything as it was")
    func refusedConstantWithoutMarker() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let pin = Constraint(x, .equal, 10)
        try solver.add(pin)
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(y, .lessThanOrEqual, 20))
        try solver.add(Constraint(z, .equal, 3, strength: Strength(250)))
        #expect(throws: SolverError.unsatisfiable(pin)) { try solver.setConstant(-16, of: pin) }
        #expect(solver.constant(of: pin) == -10)
        #expect([x.value, y.value, z.value] == [10, 15, 3])
        #expect(solver.constraintCount == 4)
        try solver.setConstant(-12, of: pin)
        #expect([x.value, y.value, z.value] == [12, 17, 3])
    }

    @Test("U1: constraints that come and go leave the solver no bigger, and the others keep their values")
    func comingAndGoing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 10)
        try solver.add(pin)
        try solver.add(Constraint(y, .equal, x + 5))
        for step in 0..<500 {
            try solver.addEditVariable(y, strength: Strength(500))
            try solver.suggestValue(Double(step), for: y)
            try solver.removeEditVariable(y)
        }
        #expect(solver.constraintCount == 2)
        #expect(solver.records.count < 64)
        try solver.setConstant(-20, of: pin)
        #expect([x.value, y.value] == [20, 25])
    }
}
