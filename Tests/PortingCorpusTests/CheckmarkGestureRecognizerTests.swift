import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("CheckmarkGestureRecognizer: a custom discrete recognizer's state machine (spec D1, D2)")
struct CheckmarkGestureRecognizerTests {
    private func stroke(_ host: EventTestHost, through points: [CGPoint]) throws {
        let finger = try host.touchDown(at: points[0])
        for point in points.dropFirst() {
            host.advance(by: 0.02)
            try finger.move(to: point)
        }
        try finger.lift()
    }

    @Test("D1: down-right then up-right is recognized and the action is sent")
    func checkmarkRecognized() throws {
        let host = EventTestHost()
        let controller = ApprovalViewController()
        _ = host.makeWindow(rootViewController: controller)
        try stroke(host, through: [CGPoint(x: 100, y: 300), CGPoint(x: 120, y: 330), CGPoint(x: 140, y: 360),
                                   CGPoint(x: 170, y: 320), CGPoint(x: 200, y: 260)])
        #expect(controller.isApproved)
        #expect(controller.view.gestureRecognizers?.first?.state == .possible)
    }

    @Test("D1: a stroke that only goes down and to the right is not a checkmark")
    func downOnlyFails() throws {
        let host = EventTestHost()
        let controller = ApprovalViewController()
        _ = host.makeWindow(rootViewController: controller)
        try stroke(host, through: [CGPoint(x: 100, y: 300), CGPoint(x: 120, y: 330), CGPoint(x: 140, y: 360)])
        #expect(controller.isApproved == false)
    }

    @Test("D2: a straight line fails, and no action is sent for a failure; the recognizer resets (D1)")
    func lineFails() throws {
        let host = EventTestHost()
        let controller = ApprovalViewController()
        _ = host.makeWindow(rootViewController: controller)
        try stroke(host, through: [CGPoint(x: 100, y: 300), CGPoint(x: 130, y: 300), CGPoint(x: 160, y: 300)])
        #expect(controller.isApproved == false)
        try stroke(host, through: [CGPoint(x: 100, y: 300), CGPoint(x: 120, y: 330), CGPoint(x: 140, y: 360),
                                   CGPoint(x: 170, y: 320)])
        #expect(controller.isApproved)
    }
}
