// Pattern: a settings list as a UITableViewController: one row per option with a UISwitch as its
// accessoryView, the switch's `.valueChanged` action finding its row through the switch's tag; a tap on the
// row body pushes nothing and only deselects, so toggling happens through the switch alone.
// Ported: #selector(...) -> .optionToggled; @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let optionToggled: Selector = "optionToggled:"
}

class PrivacySettingsViewController: UITableViewController {
    let options = ["Share Analytics", "Personalised Ads", "Location Services"]
    private(set) var enabled: [String: Bool] = [:]
    private(set) var tappedRows: [Int] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.optionToggled, PrivacySettingsViewController.optionToggled)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Privacy"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "option")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        let toggle = UISwitch()
        toggle.tag = indexPath.row
        toggle.isOn = enabled[options[indexPath.row]] ?? false
        toggle.addTarget(self, action: .optionToggled, for: .valueChanged)
        cell.accessoryView = toggle
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tappedRows.append(indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func optionToggled(_ sender: UISwitch) {
        enabled[options[sender.tag]] = sender.isOn
    }
}
