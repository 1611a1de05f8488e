import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

/// Two sections of fruit and vegetables, titled; rows can be deleted (by swipe or the delete control) and moved.
@MainActor
private final class Produce: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections = [["apple", "pear", "plum"], ["leek", "kale", "bean", "okra", "corn", "pea", "yam"]]
    var moves: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "FRUIT" : "VEG"
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        // Asked for as UIKit's documentation says, whether or not the table also needs it.
        cell.showsReorderControl = true
        cell.accessoryType = indexPath == IndexPath(row: 0, section: 0) ? .checkmark
            : indexPath == IndexPath(row: 1, section: 0) ? .disclosureIndicator : .none
        cell.selectionStyle = indexPath == IndexPath(row: 2, section: 0) ? .none : .default
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.section == 1 && indexPath.row == 0 ? .insert : .delete
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }
}

@MainActor
@Suite("Drawing tables plainly in the terminal (spec R2, R3, R5, R6, R7, R9, R12, R13, R14, R15, R19)")
struct TablePaintingTests {
    private let layout = TerminalLayout(columns: 40, rows: 20)
    private let clock = VirtualClock()

    /// A 320 x 320-point screen (40 x 20 cells) showing a table in `frame`.
    private func makeTable(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 320),
                           produce: Produce) -> (UIApplication, UITableView) {
        let application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let table = UITableView(frame: frame, style: .plain)
        table.dataSource = produce
        table.delegate = produce
        window.addSubview(table)
        window.layoutIfNeeded()
        return (application, table)
    }

    private func draw(_ application: UIApplication) -> TerminalCanvas {
        var canvas = TerminalCanvas(width: 40, height: 20)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        return canvas
    }

    /// The cells a view covers on screen.
    private func cells(of view: UIView) -> CellRect {
        let origin = view.convertToScreen(view.bounds.origin)
        return layout.cells(covering: CGRect(origin: origin, size: view.bounds.size))
    }

    /// The row of the terminal where a cell's text is: the middle of its rows, as its text label fills it.
    private func textRow(of cell: UITableViewCell) -> Int {
        let rect = cells(of: cell)
        return rect.row + (rect.height - 1) / 2
    }

    /// Sends what the terminal reports for mouse `actions` at cells, through one mapper (which remembers the
    /// button held between calls), the clock moving 20 ms after each.
    private func mouse(_ application: UIApplication, _ mapper: inout TerminalInputMapper,
                       _ reports: [(MouseReport.Action, Int, Int)]) throws {
        for (action, column, row) in reports {
            for command in mapper.commands(for: .mouse(MouseReport(action, column: column, row: row)), acceptsText: false) {
                if case .send(let input) = command { try application.inputDoor.send(input) }
            }
            clock.advance(by: 0.02)
            _ = clock.runUntilIdle()
        }
    }

    @Test("R2, R3, R9: each visible row shows its text at its frame over a separator, under its section's bold header")
    func rowsAndHeaders() throws {
        let produce = Produce()
        let (application, table) = makeTable(produce: produce)
        let canvas = draw(application)
        #expect(!table.visibleCells.isEmpty)
        for cell in table.visibleCells where cells(of: cell).endRow <= layout.appArea.endRow {
            let row = textRow(of: cell)
            let text = try #require(cell.textLabel?.text)
            #expect(canvas.text(ofRow: row).contains(text), "row \(row) should show \(text)")
            let separator = cells(of: cell).endRow - 1
            #expect(canvas.text(ofRow: separator).hasPrefix(String(repeating: "─", count: 40)))
            #expect(canvas[0, separator]?.style.dim == true)
        }
        let header = try #require(table.headerView(forSection: 0))
        let headerRow = try #require((cells(of: header).row..<cells(of: header).endRow).first {
            canvas.text(ofRow: $0).contains("FRUIT")
        })
        let column = try #require(Array(canvas.text(ofRow: headerRow)).firstIndex(of: "F"))
        #expect(canvas[column, headerRow]?.style.bold == true)
        #expect(canvas[cells(of: table.visibleCells[0]).column + 3, textRow(of: table.visibleCells[0])]?.style.bold == false)
    }

    @Test("R9: a checkmark accessory is a tick and a disclosure indicator a chevron at the row's trailing edge")
    func accessories() throws {
        let produce = Produce()
        let (application, table) = makeTable(produce: produce)
        let canvas = draw(application)
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let plum = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(canvas.text(ofRow: textRow(of: apple)).hasSuffix("✓"))
        #expect(canvas.text(ofRow: textRow(of: pear)).hasSuffix("›"))
        #expect(!canvas.text(ofRow: textRow(of: plum)).hasSuffix("✓"))
        #expect(!canvas.text(ofRow: textRow(of: plum)).hasSuffix("›"))
    }

    @Test("R5, R6, R7: a held row is in reverse video; once lifted it is selected, marked by a bar and bold, not reversed")
    func highlightAndSelection() throws {
        let produce = Produce()
        let (application, table) = makeTable(produce: produce)
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let row = textRow(of: pear)
        let textColumn = try #require(Array(draw(application).text(ofRow: row)).firstIndex(of: "p"))
        #expect(draw(application)[textColumn, row]?.style == .plain)

        var mapper = TerminalInputMapper(layout: layout)
        try mouse(application, &mapper, [(.press, 10, row)])
        clock.advance(by: 0.5)
        _ = clock.runUntilIdle()
        #expect(pear.isHighlighted)
        var canvas = draw(application)
        #expect(canvas[textColumn, row]?.style.inverse == true)
        #expect(canvas[30, row]?.style.inverse == true)
        #expect(canvas[0, row]?.character != "▌")

        try mouse(application, &mapper, [(.release, 10, row)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        canvas = draw(application)
        #expect(canvas[textColumn, row]?.style.inverse == false)
        #expect(canvas[textColumn, row]?.style.bold == true)
        #expect(canvas[0, row]?.character == "▌")
        #expect(canvas[0, cells(of: pear).row]?.character == "▌")
        // The separator row stays a separator.
        #expect(canvas[0, cells(of: pear).endRow - 1]?.character == "─")

        // Selection made from code draws the same; a row whose selectionStyle is .none shows no selected look.
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let plum = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(plum.isSelected)
        canvas = draw(application)
        #expect(canvas[0, textRow(of: plum)]?.character != "▌")
        #expect(canvas[0, textRow(of: pear)]?.character != "▌")
    }

    @Test("R12, R13: a leftward drag shows the row moved aside and Delete as a labelled button; clicking it deletes the row")
    func swipeToDelete() throws {
        let produce = Produce()
        let (application, table) = makeTable(produce: produce)
        let pear = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let row = textRow(of: pear)
        let before = draw(application).text(ofRow: row)
        #expect(before.hasPrefix("  pear"))
        #expect(Array(before).firstIndex(of: "›") == 38)

        var mapper = TerminalInputMapper(layout: layout)
        try mouse(application, &mapper, [(.press, 36, row)] + (1...8).map { (.drag, 36 - 2 * $0, row) } + [(.release, 20, row)])
        let canvas = draw(application)
        let line = canvas.text(ofRow: row)
        let delete = try #require(line.range(of: "Delete"))
        // The button draws its title; its title label, which fills it once laid out, is not drawn a second time.
        #expect(line.components(separatedBy: "Delete").count == 2)
        let deleteColumn = line.distance(from: line.startIndex, to: delete.lowerBound)
        #expect(deleteColumn >= 30)
        // The row moved left by the width of the revealed button (80 points, ten columns): its chevron with it,
        // its text partly off the screen's edge.
        #expect(Array(line).firstIndex(of: "›") == 28)
        #expect(!line.contains("pear"))
        // The button is boxed across the row's height.
        #expect(canvas.text(ofRow: cells(of: pear).row).hasSuffix("┐"))

        try mouse(application, &mapper, [(.press, deleteColumn + 2, row), (.release, deleteColumn + 2, row)])
        #expect(produce.sections[0] == ["apple", "plum"])
        let after = draw(application)
        #expect(!after.text.contains("Delete"))
        #expect(!after.text.contains("pear"))
        #expect(after.text(ofRow: row).contains("plum"))
    }

    @Test("R14, R15: in editing mode a row shows its delete or insert control at the leading edge and the reorder grip at the trailing edge")
    func editingControls() throws {
        let produce = Produce()
        let (application, table) = makeTable(produce: produce)
        let before = draw(application)
        #expect(!before.text.contains("≡") && !before.text.contains("⊖"))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let canvas = draw(application)
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let line = canvas.text(ofRow: textRow(of: apple))
        #expect(line.hasPrefix("  ⊖"))
        #expect(line.hasSuffix("≡"))
        let grip = try #require(Array(line).firstIndex(of: "≡"))
        #expect(canvas[grip, textRow(of: apple)]?.style.bold == true)
        // The content moved right past the control.
        #expect(Array(line).firstIndex(of: "a").map { $0 > 6 } == true)
        let leek = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(canvas.text(ofRow: textRow(of: leek)).hasPrefix("  ⊕"))

        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(!draw(application).text.contains("≡"))
    }

    @Test("R3: rows scrolled partly out of a table are cut at its edges; the views above stay whole")
    func clippedToTheTable() throws {
        let produce = Produce()
        let (application, table) = makeTable(frame: CGRect(x: 0, y: 160, width: 320, height: 160), produce: produce)
        let label = UILabel(frame: CGRect(x: 0, y: 96, width: 320, height: 32))
        label.text = "above the table"
        table.superview?.addSubview(label)
        table.contentOffset = CGPoint(x: 0, y: 60)
        table.layoutIfNeeded()
        // The first row reaches above the table's top now: without clipping it would draw on rows 8 and 9.
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(apple.convertToScreen(.zero).y < 160)
        let canvas = draw(application)
        #expect(cells(of: table).row == 10)
        let above = (0..<10).map { canvas.text(ofRow: $0) }.joined(separator: "\n")
        #expect(!above.contains("─") && !above.contains("apple") && !above.contains("FRUIT"))
        #expect(above.contains("above the table"))
        #expect((10..<20).map { canvas.text(ofRow: $0) }.joined().contains("plum"))
    }
}

@MainActor
@Suite("What the terminal shows of views that cover others or stick out (spec K2, R12)")
struct CoveringPaintingTests {
    @Test("K2: a view with an opaque background and a navigation bar hide what is behind them; a clear one does not")
    func opaqueViewsCover() throws {
        let application = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        for (index, text) in ["behind one", "behind two", "behind three"].enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(index) * 64, width: 320, height: 16))
            label.text = text
            window.addSubview(label)
        }
        let opaque = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 32))
        opaque.backgroundColor = .systemBackground
        let clear = UIView(frame: CGRect(x: 0, y: 64, width: 320, height: 32))
        clear.backgroundColor = .clear
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 128, width: 320, height: 44))
        for view in [opaque, clear, bar] { window.addSubview(view) }
        var canvas = TerminalCanvas(width: 40, height: 20)
        ApplicationPainter().paint(application, into: &canvas, layout: TerminalLayout(columns: 40, rows: 20))
        #expect(!canvas.text.contains("behind one"))
        #expect(canvas.text.contains("behind two"))
        #expect(!canvas.text.contains("behind three"))
    }

    @Test("R12: a label pushed past the screen's left edge loses its first characters rather than moving right")
    func textCutAtTheLeft() throws {
        let application = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let label = UILabel(frame: CGRect(x: -24, y: 0, width: 200, height: 16))
        label.text = "abcdefgh"
        window.addSubview(label)
        var canvas = TerminalCanvas(width: 40, height: 20)
        ApplicationPainter().paint(application, into: &canvas, layout: TerminalLayout(columns: 40, rows: 20))
        #expect(canvas.text(ofRow: 0) == "defgh")
    }
}

/// Three collection items, each with a label.
@MainActor
private final class Tiles: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        if cell.contentView.subviews.isEmpty {
            cell.contentView.addSubview(UILabel(frame: CGRect(x: 8, y: 16, width: 64, height: 16)))
        }
        (cell.contentView.subviews.first as? UILabel)?.text = "tile \(indexPath.item)"
        return cell
    }
}

@MainActor
@Suite("Drawing a collection item's highlight in the terminal (spec R19, R20)")
struct CollectionHighlightPaintingTests {
    @Test("R19, R20: a held item is in reverse video inside its box; the others are not")
    func heldItem() throws {
        let clock = VirtualClock()
        let application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 80, height: 48)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: flow)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let tiles = Tiles()
        collectionView.dataSource = tiles
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let layout = TerminalLayout(columns: 40, rows: 20)
        func draw() -> TerminalCanvas {
            var canvas = TerminalCanvas(width: 40, height: 20)
            ApplicationPainter().paint(application, into: &canvas, layout: layout)
            return canvas
        }
        let column = try #require(Array(draw().text(ofRow: 1)).firstIndex(of: "1"))
        var mapper = TerminalInputMapper(layout: layout)
        for command in mapper.commands(for: .mouse(MouseReport(.press, column: column, row: 1)), acceptsText: false) {
            if case .send(let input) = command { try application.inputDoor.send(input) }
        }
        clock.advance(by: 0.5)
        _ = clock.runUntilIdle()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.isHighlighted)
        let canvas = draw()
        #expect(canvas[column, 1]?.style.inverse == true)
        let other = try #require(Array(canvas.text(ofRow: 1)).firstIndex(of: "0"))
        #expect(canvas[other, 1]?.style.inverse == false)
        // The box's border is not reversed.
        #expect(canvas[column, 0]?.style.inverse == false)
    }
}
