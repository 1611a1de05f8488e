import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Arbitration stays linear in the number of touches (issue 16, hole 17). How long a frame of many fingers
/// takes is measured, not asserted (RELIABILITY.md has the numbers: 1,000 and 2,000 fingers through pan, pinch
/// and tap went from 4x to about 2x); here the same frames must come out right.
@MainActor
@Suite("Gesture arena: many touches at once")
struct ArenaScalingTests {
    /// Counts every touch callback the view gets.
    private final class CountingView: UIView {
        var began = 0, ended = 0, cancelled = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
    }

    @Test("C2, D1: 2,000 fingers down, moved and lifted in three frames through pan, pinch and tap")
    func twoThousandFingers() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = CountingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let recognizers = [UIPanGestureRecognizer(), UIPinchGestureRecognizer(), UITapGestureRecognizer()]
        recognizers.forEach(view.addGestureRecognizer)
        let count = 2_000
        let points = (0..<count).map { CGPoint(x: Double($0 % 300) + 10, y: Double($0 / 300) * 2 + 100) }
        try host.send(.touches(points.enumerated().map { HostTouch(id: $0.offset, action: .down, location: $0.element) }))
        try host.send(.touches(points.enumerated().map {
            HostTouch(id: $0.offset, action: .move, location: CGPoint(x: $0.element.x + 5, y: $0.element.y))
        }))
        try host.send(.touches(points.enumerated().map { HostTouch(id: $0.offset, action: .up, location: $0.element) }))
        host.runUntilIdle()
        #expect(view.began == count)
        #expect(view.ended + view.cancelled == count)
        #expect(recognizers.allSatisfy { $0.state == .possible })
        _ = window
    }
}
