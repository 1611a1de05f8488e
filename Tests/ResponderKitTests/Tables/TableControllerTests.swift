import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A table view controller written as iOS code writes one: overrides of the data-source and delegate methods.
private final class FruitListController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RecordingCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }
}

@MainActor
@Suite("UITableViewController (spec R1)")
struct TableControllerTests {
    @Test("R1: its view is its table, made with its style; it is the data source and delegate; overrides are called")
    func controllerIsTheTable() throws {
        let host = EventTestHost()
        let controller = FruitListController(style: .grouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        _ = host.makeWindow(rootViewController: controller)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 50)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Banana")
        #expect((cell as? RecordingCell)?.madeThroughOverride == true)
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        try host.tap(at: center)
        #expect(controller.selected == ["Banana"])
    }

    @Test("R1: clearsSelectionOnViewWillAppear clears the selection each time the view appears; false keeps it")
    func clearsSelection() {
        let controller = FruitListController(style: .plain)
        #expect(controller.clearsSelectionOnViewWillAppear)
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("R1: setEditing(_:animated:) sets the table's editing state too")
    func editingForwards() {
        let controller = FruitListController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }
}
