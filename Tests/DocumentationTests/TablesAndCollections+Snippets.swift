// The code of the DocC article "Tables and collections", as printed there.

import ResponderKit
import ResponderKitTesting
import Testing

final class SettingsViewController: UITableViewController {
    private let options = ["Wi-Fi", "Bluetooth", "Airplane Mode"]
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(options[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor @Suite("DocC article Tables and collections: its controller runs as shown")
struct TablesAndCollectionsArticleTests {
    @Test("TablesAndCollections: a tap on a row's cell reaches the controller's didSelectRowAt override (R1, R5)")
    func tapSelectsRow() throws {
        let host = EventTestHost()
        let settings = SettingsViewController(style: .insetGrouped)
        _ = host.makeWindow(rootViewController: settings)
        try host.tap(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!)
        #expect(settings.opened == ["Bluetooth"])
    }
}
