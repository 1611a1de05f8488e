import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

/// Gives a collection view three items, each cell with a label naming it.
@MainActor
private final class ThreeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if cell.contentView.subviews.isEmpty {
            cell.contentView.addSubview(UILabel(frame: CGRect(x: 8, y: 16, width: 64, height: 16)))
        }
        (cell.contentView.subviews.first as? UILabel)?.text = "item \(indexPath.item)"
        return cell
    }
}

@MainActor
@Suite("Drawing a collection view plainly (spec R18, R20)")
struct CollectionPaintingTests {
    @Test("R18, R20: each cell is a box around its content, ticked once a click selects it")
    func cellsAsBoxes() throws {
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 48)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = ThreeItems()
        collectionView.dataSource = items
        window.addSubview(collectionView)
        window.layoutIfNeeded()

        func rows() -> [String] {
            var canvas = TerminalCanvas(width: 40, height: 20)
            ApplicationPainter().paint(application, into: &canvas, layout: TerminalLayout(columns: 40, rows: 20))
            return (0..<20).map { canvas.text(ofRow: $0) }
        }
        let before = rows()
        #expect(before.contains { $0.contains("item 0") && $0.contains("item 1") && $0.contains("item 2") })
        #expect(!before.joined().contains("✓"))

        // Item 1 is the second box of the first line; its label is on the second row.
        let column = try #require(Array(before[1]).firstIndex(of: "1"))
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 20))
        for action in [MouseReport.Action.press, .release] {
            for command in mapper.commands(for: .mouse(MouseReport(action, column: column, row: 1)), acceptsText: false) {
                if case .send(let input) = command { try application.inputDoor.send(input) }
            }
        }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let boxes = rows()[0].components(separatedBy: "┌")
        #expect(boxes.count == 4)
        #expect(boxes.map { $0.contains("✓") } == [false, false, true, false])
    }
}
