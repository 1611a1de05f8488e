import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UISwitch")
struct SwitchTests {
    /// A window with a switch at (100, 200) whose value changes are logged with the value seen by the action.
    private func makeSwitch(_ host: EventTestHost) -> (UISwitch, ValueChangeLog<UISwitch>, UIWindow) {
        let window = host.makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 0, height: 0))
        window.addSubview(toggle)
        return (toggle, ValueChangeLog(toggle) { "\($0.isOn)" }, window)
    }

    @Test("Q7: off by default; init(frame:) keeps the origin and enforces 51 x 31")
    func defaultsAndSize() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(!toggle.isOn)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test("Q8: a tap flips isOn when the finger lifts and sends valueChanged once, with isOn already flipped")
    func tapFlips() throws {
        let host = EventTestHost()
        let (toggle, log, window) = makeSwitch(host)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: toggle))
        #expect(!toggle.isOn)
        #expect(log.count == 0)
        try finger.lift()
        #expect(toggle.isOn)
        #expect(log.values == ["true"])
        try host.tap(toggle)
        #expect(!toggle.isOn)
        #expect(log.values == ["true", "false"])
        _ = window
    }

    @Test("Q9: dragging an off switch across to the on side and lifting turns it on, with one valueChanged")
    func dragAcrossTurnsOn() throws {
        let host = EventTestHost()
        let (toggle, log, window) = makeSwitch(host)
        let finger = try host.touchDown(at: host.at(12, 15, in: toggle))
        try host.slide(finger, to: host.at(45, 15, in: toggle))
        #expect(log.count == 0)
        try finger.lift()
        #expect(toggle.isOn)
        #expect(log.values == ["true"])
        _ = window
    }

    @Test("Q9: dragging toward the side it is on, or across and back, changes nothing and sends nothing")
    func dragTowardOwnSideOrBack() throws {
        let host = EventTestHost()
        let (toggle, log, window) = makeSwitch(host)
        var finger = try host.touchDown(at: host.at(40, 15, in: toggle))
        try host.slide(finger, to: host.at(5, 15, in: toggle))
        try finger.lift()
        #expect(!toggle.isOn)

        finger = try host.touchDown(at: host.at(12, 15, in: toggle))
        try host.slide(finger, to: host.at(45, 15, in: toggle))
        try host.slide(finger, to: host.at(8, 15, in: toggle))
        try finger.lift()
        #expect(!toggle.isOn)
        #expect(log.count == 0)

        toggle.isOn = true
        finger = try host.touchDown(at: host.at(12, 15, in: toggle))
        try host.slide(finger, to: host.at(48, 15, in: toggle))
        try finger.lift()
        #expect(toggle.isOn)
        #expect(log.count == 0)
        _ = window
    }

    @Test("Q1: setOn(_:animated:) and isOn send nothing and read back at once; sendActions(for:) runs the handler")
    func codeSendsNothing() throws {
        let host = EventTestHost()
        let (toggle, log, window) = makeSwitch(host)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        toggle.setOn(true, animated: false)
        host.runUntilIdle()
        #expect(log.count == 0)
        toggle.sendActions(for: .valueChanged)
        #expect(log.values == ["true"])
        _ = window
    }

    @Test("Q2: a disabled switch neither flips nor sends from a tap or a drag")
    func disabledSwitch() throws {
        let host = EventTestHost()
        let (toggle, log, window) = makeSwitch(host)
        toggle.isEnabled = false
        try host.tap(at: host.screenPoint(inCenterOf: toggle))
        let finger = try host.touchDown(at: host.at(12, 15, in: toggle))
        try host.slide(finger, to: host.at(45, 15, in: toggle))
        try finger.lift()
        #expect(!toggle.isOn)
        #expect(log.count == 0)
        _ = window
    }
}
