import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("TouchDownGestureRecognizer: state = .recognized in its own touchesBegan (spec D1, D3)")
struct TouchDownGestureRecognizerTests {
    @Test("D3: the action is sent on touch-down, before the finger lifts")
    func recognizesOnTouchDown() throws {
        let host = EventTestHost()
        let controller = CarouselViewController()
        _ = host.makeWindow(rootViewController: controller)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: controller.carouselView))
        #expect(controller.isAutoAdvancing == false)
        try finger.lift()
    }

    @Test("D4: with cancelsTouchesInView off, a button on the carousel still gets its tap")
    func buttonsKeepTheirTouches() throws {
        let host = EventTestHost()
        let controller = CarouselViewController()
        _ = host.makeWindow(rootViewController: controller)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        controller.carouselView.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try host.tap(button)
        #expect(controller.isAutoAdvancing == false)
        #expect(taps == 1)
    }

    @Test("D3: a touch outside the carousel does not reach its recognizer")
    func outsideIsIgnored() throws {
        let host = EventTestHost()
        let controller = CarouselViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(at: CGPoint(x: 100, y: 600))
        #expect(controller.isAutoAdvancing)
    }
}
