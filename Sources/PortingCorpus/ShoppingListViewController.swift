// Pattern: the classic swipe-to-delete list: a UIViewController owning a UITableView, its data source and
// delegate in extensions; `tableView(_:commit:forRowAt:)` removes the item and calls `deleteRows(at:with:)`,
// and an Edit button's action toggles `setEditing(_:animated:)`.
// Ported: #selector(...) -> .toggleEditing; @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let toggleEditing: Selector = "toggleEditing"
}

class ShoppingListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let editButton = UIButton(type: .system)
    private(set) var items = ["Milk", "Eggs", "Bread", "Apples", "Coffee"]

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.toggleEditing, ShoppingListViewController.toggleEditing)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        editButton.setTitle("Edit", for: .normal)
        editButton.frame = CGRect(x: 300, y: 50, width: 70, height: 44)
        editButton.addTarget(self, action: .toggleEditing, for: .touchUpInside)
        view.addSubview(editButton)
        tableView.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        editButton.setTitle(tableView.isEditing ? "Done" : "Edit", for: .normal)
    }
}

extension ShoppingListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

extension ShoppingListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        return "Remove"
    }
}
