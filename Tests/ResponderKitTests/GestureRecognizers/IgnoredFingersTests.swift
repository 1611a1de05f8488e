import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Recognizers that follow a fixed number of fingers ignore the rest (D7), several at once when a frame brings
/// many: the ignored fingers reach the view at once and the recognizer keeps the ones it follows.
@MainActor
@Suite("Fingers a recognizer ignores")
struct IgnoredFingersTests {
    /// Counts the fingers the view was told began.
    private final class CountingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    }

    private func fingers(_ ids: Range<Int>, _ action: HostTouch.Action, dx: CGFloat = 0) -> HostInput {
        .touches(ids.map { HostTouch(id: $0, action: action, location: CGPoint(x: 50 + CGFloat($0) * 30 + dx, y: 200)) })
    }

    @Test("D7: a pinch follows the first two of five fingers landing together; the other three reach the view")
    func pinchIgnoresExtraFingersOfOneFrame() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = CountingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        pinch.delaysTouchesBegan = true
        view.addGestureRecognizer(pinch)

        try host.send(fingers(0..<5, .down))
        #expect(pinch.numberOfTouches == 2)
        #expect(view.began == 3)

        try host.send(fingers(5..<7, .down))
        #expect(pinch.numberOfTouches == 2)
        #expect(view.began == 5)
        try host.send(fingers(0..<7, .up))
        host.runUntilIdle()
        _ = window
    }

    @Test("D7: a pan with at most two touches keeps two of four fingers and lets the other two through")
    func panIgnoresFingersBeyondItsMaximum() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = CountingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 2
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)

        try host.send(fingers(0..<4, .down))
        #expect(pan.numberOfTouches == 2)
        #expect(view.began == 2)
        try host.send(fingers(0..<4, .up))
        host.runUntilIdle()
        _ = window
    }
}
