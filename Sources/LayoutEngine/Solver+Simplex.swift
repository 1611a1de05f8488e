// The pivoting loops that keep the tableau feasible and the objective minimal: primal and dual simplex, shifting
// a constraint's constant and taking a symbol out of the tableau.

extension Solver {
    /// Makes `entering` basic in place of the basic symbol of row `index`.
    func pivot(_ entering: Symbol, row index: Int) {
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: entering, replacing: leaving)
        substituteEverywhere(entering, by: row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex: pivots until no symbol can lower the objective (or the artificial one).
    func optimize(artificialPhase: Bool = false) {
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
    func leavingRow(for entering: Symbol, direction: Double) -> Int? {
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
    func dualOptimize() -> Bool {
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
    func shift(_ marker: Symbol, by delta: Double) -> Bool {
        infeasible.removeAll(keepingCapacity: true)
        if let index = row(of: marker) {
            rows[index].constant += delta
            if marker.kind == .dummy { return abs(rows[index].constant) < Row.epsilon }
            if rows[index].constant < 0 { infeasible.append(marker) }
            return true
        }
        var holds = true
        let bit = Row.bit(marker)
        for index in signatures.indices where signatures[index] & bit != 0 {
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
    func eliminate(_ symbol: Symbol) {
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
