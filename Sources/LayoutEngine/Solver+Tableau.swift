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
        columns.append([])
        columnStamps.append(0)
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
        rowIndex[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
        signatures.append(row.signature)
        // Noted once the row is in: cleaning a column keeps only rows of the tableau that hold the symbol.
        for cell in row.cells { note(cell.symbol, inRowOf: basic.id) }
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

    /// Notes in `symbol`'s column that the row of the basic symbol numbered `basic` may hold it; a column that
    /// has grown past twice the number of rows is cleaned of rows that no longer hold the symbol and repeats.
    func note(_ symbol: Symbol, inRowOf basic: Int32) {
        let id = Int(symbol.id)
        columns[id].append(basic)
        if columns[id].count > 2 * rows.count + 16 { compactColumn(of: symbol) }
    }

    private func compactColumn(of symbol: Symbol) {
        let id = Int(symbol.id)
        columnStamp &+= 1
        if columnStamp == 0 {
            for index in columnStamps.indices { columnStamps[index] = 0 }
            columnStamp = 1
        }
        var column = columns[id]
        columns[id] = []
        column.removeAll { basic in
            let index = rowIndex[Int(basic)]
            guard index >= 0, columnStamps[Int(basic)] != columnStamp,
                  rows[Int(index)].coefficient(of: symbol) != 0 else { return true }
            columnStamps[Int(basic)] = columnStamp
            return false
        }
        columns[id] = column
    }

    /// Replaces `symbol` in every row and the objectives, noting rows that became infeasible. Only the rows in
    /// the symbol's column are visited: a layout substitutes a symbol for each constraint, and scanning every
    /// row each time made building a large layout quadratic.
    func substituteEverywhere(_ symbol: Symbol, by row: Row) {
        let id = Int(symbol.id)
        if !columns[id].isEmpty {
            // Taken out while the substitutions add to other columns; no row holds the symbol afterwards.
            var column = columns[id]
            columns[id] = []
            for basic in column {
                guard let index = self.row(of: Symbol(id: basic, kind: .external)),
                      rows[index].substitute(symbol, by: row) else { continue }
                signatures[index] = rows[index].signature
                for cell in row.cells { note(cell.symbol, inRowOf: basic) }
                let basicSymbol = basics[index]
                if basicSymbol.isRestricted, basicSymbol.kind != .dummy, rows[index].constant < 0 {
                    infeasible.append(basicSymbol)
                }
            }
            column.removeAll(keepingCapacity: true)
            columns[id] = column
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }
}
