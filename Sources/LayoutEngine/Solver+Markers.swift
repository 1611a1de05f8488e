// Required equalities without markers. A required equality's dummy marker never enters the basis; its column
// only records how every row depends on the constraint's constant, which a constant change or a removal needs.
// In long chains of equalities (views placed one after another) those columns are nearly the whole tableau: a
// view's row carries the marker of every constraint up its chain, hundreds of cells on a screen of 500 views.
// So the tableau leaves the column out unless the caller says the constant will change; the first change or
// removal of such a constraint builds the tableau again from the constraints in the order they came, keeping
// that constraint's marker from then on, so each later change is incremental.

extension Solver {
    /// Builds the tableau again from the recorded constraints in their order, with `changed`'s constant set to
    /// `constant` and its marker kept. When the changed constraint cannot hold, the tableau is built again as it
    /// was and ``SolverError/unsatisfiable(_:)`` is thrown.
    func rebuild(changing changed: Constraint? = nil, to constant: Double = 0) throws(SolverError) {
        rebuildCount += 1
        let saved = records.compactMap { $0 }
        let changedKey = changed.map(ObjectIdentifier.init)
        if refill(saved, changing: changedKey, to: constant) {
            updateVariablesIfAutomatic()
            return
        }
        // Only the changed constant can fail: the others held together before.
        _ = refill(saved, changing: changedKey, to: nil)
        updateVariablesIfAutomatic()
        throw .unsatisfiable(changed!)
    }

    /// Empties the tableau and adds `saved` again; returns whether every one could be added.
    private func refill(_ saved: [Record], changing changed: ObjectIdentifier?, to constant: Double?) -> Bool {
        let variables = externals.map(\.variable)
        records.removeAll(keepingCapacity: true)
        recordCount = 0
        recordSlots.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        basics.removeAll(keepingCapacity: true)
        signatures.removeAll(keepingCapacity: true)
        rowIndex.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        columnStamps.removeAll(keepingCapacity: true)
        objective = Row()
        artificial = nil
        externals.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
        // Variables keep their symbols' order, and those no constraint mentions any more read 0 as before.
        for variable in variables { _ = symbol(for: variable) }
        var complete = true
        for record in saved {
            let isChanged = ObjectIdentifier(record.constraint) == changed
            do {
                try insert(record.constraint, constant: isChanged ? constant ?? record.constant : record.constant,
                           keepsMarker: record.keepsMarker || isChanged)
            } catch {
                complete = false
                if constant != nil { return false }
            }
            optimize()
        }
        return complete
    }

    /// Closes the gaps removed constraints left in `records`, keeping the order, so a solver whose constraints
    /// come and go (edit variables) does not grow.
    func compactRecords() {
        records.removeAll { $0 == nil }
        recordSlots.removeAll(keepingCapacity: true)
        for index in records.indices { records[index]!.constraint.slot = index }
    }
}
