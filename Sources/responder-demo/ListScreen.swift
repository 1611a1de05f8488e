import Foundation
import ResponderKit

/// A settings row with a switch and an inbox to scroll, tap and swipe, written as iOS code is: a
/// `UITableViewController` subclass whose overrides are what the table calls as its data source and delegate.
/// Everything the user does to it is noted in the demo's log, so the narrator (or the trace panel) says it.
@MainActor
final class ListScreen: UITableViewController {
    private let log: DemoLog
    private(set) var messages = (1...30).map { "Message \($0)" }
    /// The switch in the Airplane mode row: a control in a cell gets its own touches (R10).
    let airplaneSwitch = UISwitch(frame: .zero)

    init(log: DemoLog) {
        self.log = log
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        log = DemoLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        tableView.backgroundColor = .systemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { [weak self] _ in
            self?.log.note("Done closed the list")
            self?.navigationController?.dismiss(animated: false)
        })
        airplaneSwitch.addAction(UIAction { [log, airplaneSwitch] _ in
            log.note("the Airplane mode switch turned \(airplaneSwitch.isOn ? "on" : "off"); its row is not selected")
        }, for: .valueChanged)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : messages.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Settings" : "Inbox"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel?.text = "Airplane mode"
            cell.accessoryView = airplaneSwitch
            cell.selectionStyle = .none
        case (0, _):
            cell.textLabel?.text = "Wi-Fi"
            cell.accessoryType = .disclosureIndicator
        default:
            cell.textLabel?.text = messages[indexPath.row]
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.note("didSelectRowAt section \(indexPath.section) row \(indexPath.row): \(title(at: indexPath)) is selected")
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 1
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        let removed = messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        log.note("commit .delete: \(removed) deleted, \(messages.count) messages left")
    }

    private func title(at indexPath: IndexPath) -> String {
        indexPath.section == 0 ? (indexPath.row == 0 ? "Airplane mode" : "Wi-Fi") : messages[indexPath.row]
    }
}
