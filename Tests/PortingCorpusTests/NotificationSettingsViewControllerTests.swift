import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("NotificationSettingsViewController: a switch enabling a stepper and a segmented control (spec Q1, Q2, Q8, Q11, Q16)")
struct NotificationSettingsViewControllerTests {
    @Test("Q1: the values set in viewDidLoad save nothing; Q2: the stepper is disabled while the switch is off")
    func loadSavesNothing() throws {
        let host = EventTestHost()
        let controller = NotificationSettingsViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.savedSettings.isEmpty)
        try host.tap(at: host.screenPoint(CGPoint(x: 70, y: 16), in: controller.reminderStepper))
        #expect(controller.reminderStepper.value == 2)
        #expect(controller.savedSettings.isEmpty)
        #expect(controller.reminderLabel.text == "2 reminders a day")
    }

    @Test("Q8, Q16, Q17: switching on enables the stepper; its taps step up to the maximum and update the label")
    func switchThenStep() throws {
        let host = EventTestHost()
        let controller = NotificationSettingsViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.notificationsSwitch)
        #expect(controller.savedSettings["notifications"] as? Bool == true)
        let plus = host.screenPoint(CGPoint(x: 70, y: 16), in: controller.reminderStepper)
        for _ in 0..<5 { try host.tap(at: plus) }
        #expect(controller.savedSettings["reminders"] as? Int == 5)
        #expect(controller.reminderLabel.text == "5 reminders a day")
    }

    @Test("Q11, Q1: a tap on Weekly saves it; a selection made in code saves nothing; a tap on Daily saves Daily")
    func chooseFrequency() throws {
        let host = EventTestHost()
        let controller = NotificationSettingsViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.notificationsSwitch)
        let weekly = host.screenPoint(CGPoint(x: 175, y: 16), in: controller.frequencyControl)
        try host.tap(at: weekly)
        #expect(controller.savedSettings["frequency"] as? String == "Weekly")
        controller.frequencyControl.selectedSegmentIndex = 2
        #expect(controller.savedSettings["frequency"] as? String == "Weekly")
        try host.tap(at: host.screenPoint(CGPoint(x: 60, y: 16), in: controller.frequencyControl))
        #expect(controller.savedSettings["frequency"] as? String == "Daily")
    }
}
