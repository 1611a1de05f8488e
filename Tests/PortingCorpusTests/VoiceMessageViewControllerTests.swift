import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("VoiceMessageViewController: addTarget for several UIControl.Events (spec E3, E4)")
struct VoiceMessageViewControllerTests {
    @Test("E3: touchDown starts, touchDragExit warns, touchDragEnter resumes, touchUpInside sends")
    func holdDragAndSend() throws {
        let host = EventTestHost()
        let controller = VoiceMessageViewController()
        _ = host.makeWindow(rootViewController: controller)
        let center = host.screenPoint(inCenterOf: controller.recordButton)
        let finger = try host.touchDown(at: center)
        #expect(controller.recordingState == .recording)
        try finger.move(to: CGPoint(x: center.x, y: center.y - 200))
        #expect(controller.recordingState == .releaseToCancel)
        try finger.move(to: center)
        #expect(controller.recordingState == .recording)
        try finger.lift()
        #expect(controller.sentMessages == 1)
        #expect(controller.discardedMessages == 0)
    }

    @Test("E4: lifting beyond the 70 pt margin is touchUpOutside and discards; a cancel discards too")
    func liftOutsideOrCancelDiscards() throws {
        let host = EventTestHost()
        let controller = VoiceMessageViewController()
        _ = host.makeWindow(rootViewController: controller)
        let center = host.screenPoint(inCenterOf: controller.recordButton)
        let finger = try host.touchDown(at: center)
        try finger.move(to: CGPoint(x: center.x, y: center.y - 60))
        #expect(controller.recordingState == .recording)
        try finger.move(to: CGPoint(x: center.x, y: center.y - 150))
        try finger.lift()
        let second = try host.touchDown(at: center)
        try second.cancel()
        #expect(controller.discardedMessages == 2)
        #expect(controller.sentMessages == 0)
        #expect(controller.recordingState == .idle)
    }
}
