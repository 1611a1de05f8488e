// The simplex tableau: symbols, rows and how a constraint becomes a row.

extension Solver {
    /// What the solver remembers of an added constraint.
    struct Record {
        let constraint: Constraint
        /// The symbol whose column carries the constraint's constant with coefficient -1.
        let marker: Symbol
        /// The second error symbol of an optional constraint, if any.
        let other: Symbol?
        /// +1 when the tableau holds the expression as written, -1 when negated (for `<=`).
        let sign: Double
        /// The constant of the expression, as last set.
        var constant: Double
        /// Whether the marker of a required equality stays in the rows, so its constant can change and the
        /// constraint can go without a rebuild (`Solver+Markers.swift`).
        var keepsMarker: Bool
        /// Whether the rows were built without the marker's column.
        var markerDropped = false
    }

    // MARK: Tableau

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: Int32(rowIndex.count), kind: kind)
        rowIndex.append(-1)
        enteredRows.append(false)
        return symbol
    }

    func symbol(for variable: Variable) -> Symbol {
        if let slot = slot(of: variable) { return externals[slot].symbol }
        let symbol = newSymbol(.external)
        if !slots.isEmpty { slots[ObjectIdentifier(variable)] = externals.count }
        variable.slot = externals.count
        externals.append((variable, symbol))
        return symbol
    }

    /// Where `constraint` is in `records`, if the solver holds it.
    func slot(of constraint: Constraint) -> Int? {
        let slot = constraint.slot
        if slot >= 0, slot < records.count, records[slot]?.constraint === constraint { return slot }
        if recordSlots.isEmpty {
            for (index, record) in records.enumerated() {
                if let record { recordSlots[ObjectIdentifier(record.constraint)] = index }
            }
        }
        guard let slot = recordSlots[ObjectIdentifier(constraint)] else { return nil }
        constraint.slot = slot
        return slot
    }

    /// Where `variable` is in `externals`, if the solver knows it.
    func slot(of variable: Variable) -> Int? {
        let slot = variable.slot
        if slot >= 0, slot < externals.count, externals[slot].variable === variable { return slot }
        if slots.isEmpty {
            for (index, entry) in externals.enumerated() { slots[ObjectIdentifier(entry.variable)] = index }
        }
        guard let slot = slots[ObjectIdentifier(variable)] else { return nil }
        variable.slot = slot
        return slot
    }

    func row(of symbol: Symbol) -> Int? {
        let index = rowIndex[Int(symbol.id)]
        return index < 0 ? nil : Int(index)
    }

    func insertRow(_ row: Row, basic: Symbol) {
        for cell in row.cells where !enteredRows[Int(cell.symbol.id)] { enteredRows[Int(cell.symbol.id)] = true }
        rowIndex[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        signatures.append(row.signature)
    }

    @discardableResult
    func removeRow(at index: Int) -> Row {
        let removed = rows[index]
        rowIndex[Int(basics[index].id)] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            signatures.swapAt(index, last)
            rowIndex[Int(basics[index].id)] = Int32(index)
        }
        rows.removeLast()
        basics.removeLast()
        signatures.removeLast()
        return removed
    }

    /// The constraint as a row `0 = constant + cells` over non-basic symbols, with its marker symbols, the
    /// errors of an optional constraint added to the objective, and a constant of at least 0.
    func makeRow(_ constraint: Constraint, constant: Double, keepsMarker: Bool) -> (Row, Record) {
        let sign: Double = constraint.relation == .lessThanOrEqual ? -1 : 1
        let expression = constraint.expression
        var row = Row(constant: sign * constant, capacity: expression.terms.count + 2)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if let index = self.row(of: symbol) {
                row.add(rows[index], times: sign * term.coefficient)
            } else {
                row.add(symbol, sign * term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let marker: Symbol
        var other: Symbol?
        switch (constraint.relation, constraint.strength.isRequired) {
        case (.equal, true):
            marker = newSymbol(.dummy)
            row.add(marker, -1)
        case (.equal, false):
            marker = newSymbol(.error)
            let minus = newSymbol(.error)
            row.add(marker, -1)
            row.add(minus, 1)
            objective.add(marker, weight)
            objective.add(minus, weight)
            other = minus
        case (_, true):
            marker = newSymbol(.slack)
            row.add(marker, -1)
        case (_, false):
            marker = newSymbol(.slack)
            let error = newSymbol(.error)
            row.add(marker, -1)
            row.add(error, 1)
            objective.add(error, weight)
            other = error
        }
        if row.constant < 0 { row.negate() }
        return (row, Record(constraint: constraint, marker: marker, other: other, sign: sign, constant: constant,
                            keepsMarker: keepsMarker))
    }

    /// An external symbol of the row, or a new restricted symbol with a negative coefficient, which can become
    /// basic with the row's non-negative constant and keep the tableau feasible.
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if record.marker.kind != .dummy, row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row with no usable subject by minimising an artificial variable equal to it; the constraint can
    /// hold exactly when the minimum is 0. Returns whether it could.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.artificial)
        insertRow(row, basic: art)
        artificial = row
        optimize(artificialPhase: true)
        let satisfiable = abs(artificial?.constant ?? 0) < 1e-7
        artificial = nil
        if let index = self.row(of: art) {
            var artRow = removeRow(at: index)
            guard satisfiable else { return false }
            if artRow.cells.isEmpty { return true }
            let entering = artRow.cells.first(where: { $0.symbol.kind != .dummy })?.symbol
                ?? artRow.cells[0].symbol
            artRow.solve(for: entering, replacing: art)
            substituteEverywhere(entering, by: artRow)
            insertRow(artRow, basic: entering)
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return satisfiable
    }

    /// Replaces `symbol` in every row and the objectives, noting rows that became infeasible.
    func substituteEverywhere(_ symbol: Symbol, by row: Row) {
        if enteredRows[Int(symbol.id)] {
            let bit = Row.bit(symbol)
            for index in signatures.indices where signatures[index] & bit != 0 {
                guard rows[index].substitute(symbol, by: row) else { continue }
                signatures[index] = rows[index].signature
                let basic = basics[index]
                if basic.isRestricted, basic.kind != .dummy, rows[index].constant < 0 { infeasible.append(basic) }
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }
}
