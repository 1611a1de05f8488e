// Pattern: a settings screen built from standard controls: a UISwitch that enables a UIStepper, the stepper's
// value shown in a label as it changes, and a segmented control choosing how often; each control's
// `.valueChanged` action reads the new value from its sender and saves it.
// Ported: #selector(...) -> .notificationsToggled, .reminderCountChanged, .frequencyChanged; @objc dropped,
// declareActions.
import ResponderKit

extension Selector {
    static let notificationsToggled: Selector = "notificationsToggled:"
    static let reminderCountChanged: Selector = "reminderCountChanged:"
    static let frequencyChanged: Selector = "frequencyChanged:"
}

class NotificationSettingsViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let reminderStepper = UIStepper()
    let reminderLabel = UILabel()
    let frequencyControl = UISegmentedControl(items: ["Daily", "Weekly", "Monthly"])
    private(set) var savedSettings: [String: Any] = [:]

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.notificationsToggled, NotificationSettingsViewController.notificationsToggled)
        table.add(.reminderCountChanged, NotificationSettingsViewController.reminderCountChanged)
        table.add(.frequencyChanged, NotificationSettingsViewController.frequencyChanged)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.frame.origin = CGPoint(x: 300, y: 120)
        reminderStepper.frame.origin = CGPoint(x: 260, y: 180)
        reminderLabel.frame = CGRect(x: 20, y: 180, width: 200, height: 32)
        frequencyControl.frame = CGRect(x: 20, y: 240, width: 350, height: 32)
        for control in [notificationsSwitch, reminderStepper, reminderLabel, frequencyControl] as [UIView] {
            view.addSubview(control)
        }

        reminderStepper.minimumValue = 1
        reminderStepper.maximumValue = 5
        reminderStepper.value = 2
        frequencyControl.selectedSegmentIndex = 0
        notificationsSwitch.setOn(false, animated: false)
        updateEnabledState()
        updateReminderLabel()

        notificationsSwitch.addTarget(self, action: .notificationsToggled, for: .valueChanged)
        reminderStepper.addTarget(self, action: .reminderCountChanged, for: .valueChanged)
        frequencyControl.addTarget(self, action: .frequencyChanged, for: .valueChanged)
    }

    func notificationsToggled(_ sender: UISwitch) {
        savedSettings["notifications"] = sender.isOn
        updateEnabledState()
    }

    func reminderCountChanged(_ sender: UIStepper) {
        savedSettings["reminders"] = Int(sender.value)
        updateReminderLabel()
    }

    func frequencyChanged(_ sender: UISegmentedControl) {
        savedSettings["frequency"] = sender.titleForSegment(at: sender.selectedSegmentIndex)
    }

    private func updateEnabledState() {
        reminderStepper.isEnabled = notificationsSwitch.isOn
        frequencyControl.isEnabled = notificationsSwitch.isOn
    }

    private func updateReminderLabel() {
        reminderLabel.text = "\(Int(reminderStepper.value)) reminders a day"
    }
}
