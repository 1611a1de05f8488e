import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("InvitationViewController: isExclusiveTouch buttons (spec C5)")
struct InvitationViewControllerTests {
    @Test("C5: while one exclusive button tracks a finger, a second finger on the other button does nothing")
    func secondFingerIgnored() throws {
        let host = EventTestHost()
        let controller = InvitationViewController()
        _ = host.makeWindow(rootViewController: controller)
        let first = try host.touchDown(at: host.screenPoint(inCenterOf: controller.acceptButton))
        let second = try host.touchDown(at: host.screenPoint(inCenterOf: controller.declineButton))
        try second.lift()
        try first.lift()
        #expect(controller.answers == ["accept"])
    }

    @Test("C5: one after the other, both buttons work")
    func sequentialTapsWork() throws {
        let host = EventTestHost()
        let controller = InvitationViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.declineButton)
        try host.tap(controller.acceptButton)
        #expect(controller.answers == ["decline", "accept"])
    }
}
