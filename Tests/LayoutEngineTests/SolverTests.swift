import Testing
@testable import LayoutEngine

@Suite("The Cassowary solver: required and optional constraints, edits, removal")
struct SolverTests {
    @Test("U8: required equalities hold exactly; a chain of views solves left to right")
    func requiredEqualities() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add(Constraint(left, .equal, 10))
        try solver.add(Constraint(width, .equal, 100))
        try solver.add(Constraint(right, .equal, left + width))
        #expect(left.value == 10)
        #expect(width.value == 100)
        #expect(right.value == 110)
    }

    @Test("U8: required inequalities bound an optional pull; the optional one is as nearly satisfied as allowed")
    func inequalitiesAndOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, 50))
        try solver.add(Constraint(x, .equal, 80, strength: Strength(250)))
        #expect(x.value == 50)
        #expect(abs(solver.objectiveValue - 30 * Strength(250).weight) < 1e-6)
    }

    @Test("U8: the higher of two conflicting optional constraints wins")
    func priorities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10, strength: Strength(250)))
        try solver.add(Constraint(x, .equal, 20, strength: Strength(750)))
        #expect(x.value == 20)
    }

    @Test("U12: a contradicting required constraint is refused and the solver keeps the others")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        let conflict = Constraint(y, .lessThanOrEqual, 12)
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        #expect(x.value == 10)
        #expect(y.value == 15)
        let fine = Constraint(y, .lessThanOrEqual, 20)
        try solver.add(fine)
        #expect(y.value == 15)
    }

    @Test("U8: removing a constraint lets the weaker one take over again")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 10, strength: Strength(250))
        let strong = Constraint(x, .equal, 30, strength: Strength(750))
        try solver.add(weak)
        try solver.add(strong)
        #expect(x.value == 30)
        try solver.remove(strong)
        #expect(x.value == 10)
        #expect(throws: SolverError.unknown(strong)) { try solver.remove(strong) }
        try solver.remove(weak)
        #expect(solver.constraintCount == 0)
    }

    @Test("U1: an edit variable follows suggested values incrementally, within the required bounds")
    func editVariables() throws {
        let solver = Solver()
        let width = Variable("width"), half = Variable("half")
        try solver.add(Constraint(half, .equal, 0.5 * width))
        try solver.add(Constraint(width, .lessThanOrEqual, 300))
        try solver.addEditVariable(width, strength: Strength(999))
        try solver.suggestValue(200, for: width)
        #expect(width.value == 200)
        #expect(half.value == 100)
        try solver.suggestValue(400, for: width)
        #expect(width.value == 300)
        try solver.suggestValue(40, for: width)
        #expect(width.value == 40)
        #expect(half.value == 20)
        #expect(throws: SolverError.duplicateEdit(width)) {
            try solver.addEditVariable(width, strength: Strength(999))
        }
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEdit(width)) { try solver.suggestValue(1, for: width) }
    }

    @Test("U1, U12: a required constant changes incrementally, and a change that contradicts is refused")
    func requiredConstant() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 10)
        try solver.add(pin)
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(y, .lessThanOrEqual, 100))
        try solver.setConstant(-50, of: pin)
        #expect(x.value == 50)
        #expect(y.value == 55)
        #expect(throws: SolverError.unsatisfiable(pin)) { try solver.setConstant(-99, of: pin) }
        #expect(solver.constant(of: pin) == -50)
        #expect(x.value == 50)
    }

    @Test("U13: a variable only optional constraints pull on both ways, or none, is not determined")
    func determination() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), free = Variable("free")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .greaterThanOrEqual, x.expression))
        try solver.add(Constraint(free, .greaterThanOrEqual, 0))
        #expect(solver.isDetermined(x))
        #expect(!solver.isDetermined(y))
        try solver.add(Constraint(y, .equal, 40, strength: Strength(250)))
        #expect(solver.isDetermined(y))
        #expect(!solver.isDetermined(free))
    }
}
