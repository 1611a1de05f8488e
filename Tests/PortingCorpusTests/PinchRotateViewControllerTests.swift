import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PinchRotateViewController: pinch and rotation recognized simultaneously (spec D8, D13)")
struct PinchRotateViewControllerTests {
    @Test("D8: spreading and turning two fingers scales by the span ratio and rotates by the turn, together")
    func scaleAndRotateTogether() throws {
        let host = EventTestHost()
        let controller = PinchRotateViewController()
        _ = host.makeWindow(rootViewController: controller)
        let center = CGPoint(x: 195, y: 422)
        let end = 100 / CGFloat(2).squareRoot()
        try host.twoFingerPath(from: (CGPoint(x: center.x - 50, y: center.y), CGPoint(x: center.x + 50, y: center.y)),
                               to: (CGPoint(x: center.x - end, y: center.y - end),
                                    CGPoint(x: center.x + end, y: center.y + end)),
                               steps: 20)
        let transform = controller.photoView.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let angle = atan2(transform.b, transform.a)
        #expect(abs(scale - 2) < 0.01)
        #expect(abs(angle - .pi / 4) < 0.01)
    }

    @Test("D8: without the delegate's simultaneous answer, only one of the two would change the transform")
    func delegateIsWhatAllowsBoth() throws {
        let host = EventTestHost()
        let controller = PinchRotateViewController()
        _ = host.makeWindow(rootViewController: controller)
        controller.photoView.gestureRecognizers?.forEach { $0.delegate = nil }
        let center = CGPoint(x: 195, y: 422)
        let end = 100 / CGFloat(2).squareRoot()
        try host.twoFingerPath(from: (CGPoint(x: center.x - 50, y: center.y), CGPoint(x: center.x + 50, y: center.y)),
                               to: (CGPoint(x: center.x - end, y: center.y - end),
                                    CGPoint(x: center.x + end, y: center.y + end)),
                               steps: 20)
        let transform = controller.photoView.transform
        let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let angle = atan2(transform.b, transform.a)
        let scaled = abs(scale - 1) > 0.01
        let rotated = abs(angle) > 0.01
        #expect(scaled != rotated)
    }
}
