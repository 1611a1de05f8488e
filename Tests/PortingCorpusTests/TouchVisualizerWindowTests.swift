import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("TouchVisualizerWindow: overriding UIWindow.sendEvent(_:) and reading UITouch.phase (spec C2, C7)")
struct TouchVisualizerWindowTests {
    private func makeWindow(_ host: EventTestHost) -> TouchVisualizerWindow {
        let window = TouchVisualizerWindow(frame: host.screen.bounds, application: host.application)
        window.makeKeyAndVisible()
        return window
    }

    @Test("C7: one dot per finger in allTouches, following it, and gone when it lifts")
    func dotsFollowFingers() throws {
        let host = EventTestHost()
        let window = makeWindow(host)
        let fingers = try host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 300)])
        #expect(window.visibleDotCount == 2)
        try fingers[0].move(to: CGPoint(x: 150, y: 120))
        let dots = window.subviews.filter { $0.backgroundColor != nil }
        #expect(dots.contains { $0.center == CGPoint(x: 150, y: 120) })
        try host.lift(fingers)
        #expect(window.visibleDotCount == 0)
        #expect(window.subviews.isEmpty)
    }

    @Test("C2: events still reach the views after the override, and the dots never take touches")
    func eventsStillDelivered() throws {
        let host = EventTestHost()
        let window = makeWindow(host)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let finger = try host.touchDown(at: CGPoint(x: 100, y: 80))
        try finger.move(to: CGPoint(x: 110, y: 80))
        try finger.lift()
        #expect(taps == 1)
        let cancelled = try host.touchDown(at: CGPoint(x: 100, y: 400))
        try cancelled.cancel()
        #expect(window.visibleDotCount == 0)
    }
}
