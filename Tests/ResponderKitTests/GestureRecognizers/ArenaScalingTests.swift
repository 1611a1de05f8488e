import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Arbitration stays linear in the number of touches (issue 16, hole 17): a frame of many fingers through
/// pan, pinch and tap recognizers costs about twice as much for twice the fingers, not four times.
@MainActor
@Suite("Gesture arena: linear in the number of touches")
struct ArenaScalingTests {
    /// Seconds for one frame of `count` fingers down, one move and one lift, through pan, pinch and tap.
    private func secondsForFingers(_ count: Int) throws -> Double {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        view.addGestureRecognizer(UIPanGestureRecognizer())
        view.addGestureRecognizer(UIPinchGestureRecognizer())
        view.addGestureRecognizer(UITapGestureRecognizer())
        let points = (0..<count).map { CGPoint(x: Double($0 % 300) + 10, y: Double($0 / 300) * 2 + 100) }
        let start = Date()
        try host.send(.touches(points.enumerated().map { HostTouch(id: $0.offset, action: .down, location: $0.element) }))
        try host.send(.touches(points.enumerated().map {
            HostTouch(id: $0.offset, action: .move, location: CGPoint(x: $0.element.x + 5, y: $0.element.y))
        }))
        try host.send(.touches(points.enumerated().map { HostTouch(id: $0.offset, action: .up, location: $0.element) }))
        host.runUntilIdle()
        return Date().timeIntervalSince(start)
    }

    @Test("D3, D8: 2,000 fingers through pan, pinch and tap cost about twice 1,000, not four times")
    func linearInTouches() throws {
        var small = Double.infinity, large = Double.infinity
        for _ in 0..<3 {
            small = min(small, try secondsForFingers(1_000))
            large = min(large, try secondsForFingers(2_000))
        }
        #expect(large / small < 3, "1,000 fingers: \(small) s, 2,000: \(large) s")
    }
}
