import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("KnobControl: UIControl tracking inside a rotated view (spec E2, B4, C10)")
struct KnobControlTests {
    @Test("E2, C10: the knob reads touch angles in its own coordinates, through the plate's rotation")
    func angleFollowsTheRotatedCoordinates() throws {
        let host = EventTestHost()
        let controller = VolumeViewController()
        _ = host.makeWindow(rootViewController: controller)
        // The plate is turned a quarter clockwise, so the knob's "right" (angle 0) is straight down on screen.
        let knobCenterOnScreen = CGPoint(x: 195, y: 422)

        let finger = try host.touchDown(at: CGPoint(x: knobCenterOnScreen.x, y: knobCenterOnScreen.y + 40))
        try finger.move(to: CGPoint(x: knobCenterOnScreen.x - 40, y: knobCenterOnScreen.y))
        try finger.lift()

        #expect(controller.volumeAngles.count == 2)
        #expect(abs(controller.volumeAngles[0] - 0) < 0.001)
        #expect(abs(controller.volumeAngles[1] - .pi / 2) < 0.001)
    }

    @Test("E2: beginTracking returning false (a corner of the knob's square) sends nothing")
    func cornerDoesNotTrack() throws {
        let host = EventTestHost()
        let controller = VolumeViewController()
        _ = host.makeWindow(rootViewController: controller)
        let finger = try host.touchDown(at: CGPoint(x: 195 + 47, y: 422 + 47))
        try finger.move(to: CGPoint(x: 195, y: 422 + 30))
        try finger.lift()
        #expect(controller.volumeAngles.isEmpty)
        #expect(controller.knob.isTracking == false)
    }

    @Test("E2: with isContinuous off, endTracking sends one valueChanged at the end")
    func nonContinuousSendsOnce() throws {
        let host = EventTestHost()
        let controller = VolumeViewController()
        _ = host.makeWindow(rootViewController: controller)
        controller.knob.isContinuous = false
        try host.drag(from: CGPoint(x: 195, y: 462), to: CGPoint(x: 155, y: 422), steps: 4)
        #expect(controller.volumeAngles.count == 1)
        #expect(abs(controller.volumeAngles[0] - .pi / 2) < 0.001)
    }
}
