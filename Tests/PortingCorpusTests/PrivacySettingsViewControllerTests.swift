import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PrivacySettingsViewController: a settings list with a switch in each row (spec R1, R10)")
struct PrivacySettingsViewControllerTests {
    @Test("R10: a tap on a row's switch toggles it and saves the option; the row is not selected")
    func switchInRow() throws {
        let host = EventTestHost()
        let controller = PrivacySettingsViewController(style: .insetGrouped)
        _ = host.makeWindow(rootViewController: controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let toggle = try #require(cell.accessoryView as? UISwitch)
        try host.tap(toggle)
        #expect(toggle.isOn)
        #expect(controller.enabled == ["Personalised Ads": true])
        #expect(controller.tappedRows.isEmpty)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test("R1: a tap on the row body reaches the override of didSelectRowAt, which deselects")
    func rowBody() throws {
        let host = EventTestHost()
        let controller = PrivacySettingsViewController(style: .insetGrouped)
        _ = host.makeWindow(rootViewController: controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        try host.tap(cell.contentView)
        #expect(controller.tappedRows == [2])
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(controller.enabled.isEmpty)
    }
}
