import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A check mark: one finger goes down and right, then up and right, and lifts. Written only with the
/// public subclass API, as an app would.
final class CheckMarkGestureRecognizer: UIGestureRecognizer {
    enum Stroke { case none, down, up }
    private(set) var stroke: Stroke = .none
    private var lowest: CGPoint = .zero
    private var start: CGPoint = .zero
    private var resets = 0
    var resetCount: Int { resets }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        start = touch.location(in: view)
        lowest = start
        stroke = .down
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: view), previous = touch.previousLocation(in: view)
        guard point.x >= previous.x else { return state = .failed }
        switch stroke {
        case .down where point.y >= previous.y:
            lowest = point
        case .down:
            guard lowest.y - start.y >= 20 else { return state = .failed }
            stroke = .up
        case .up where point.y > previous.y:
            state = .failed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let end = location(in: view)
        state = (stroke == .up && lowest.y - end.y >= 40) ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        stroke = .none
        resets += 1
    }
}

@MainActor
@Suite("Gesture recognizers: a custom subclass", .checksGestureStateHistories)
struct CustomRecognizerTests {
    private func draw(_ points: [CGPoint], on host: EventTestHost) throws {
        let finger = try host.touchDown(at: points[0])
        for point in points.dropFirst() {
            host.advance(by: 0.02)
            try finger.move(to: point)
        }
        try finger.lift()
    }

    @Test("Subclass API: a check-mark recognizer written in the test file recognizes a check mark only")
    func checkMark() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let canvas = TracingView()
        canvas.trace = trace
        let window = place(canvas, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        var checks = 0
        let check = CheckMarkGestureRecognizer { _ in checks += 1 }
        canvas.addGestureRecognizer(check)

        try draw([CGPoint(x: 100, y: 100), CGPoint(x: 115, y: 115), CGPoint(x: 130, y: 130),
                  CGPoint(x: 160, y: 100), CGPoint(x: 190, y: 70)], on: host)
        #expect(checks == 1)
        #expect(trace.entries.first == "view touchesBegan")
        #expect(trace.entries.last == "view touchesCancelled")
        #expect(check.resetCount == 1)
        #expect(check.state == .possible)

        try draw([CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100), CGPoint(x: 200, y: 100)], on: host)
        try draw([CGPoint(x: 100, y: 100), CGPoint(x: 90, y: 130)], on: host)
        #expect(checks == 1)
        #expect(check.resetCount == 3)
        #expect(trace.entries.suffix(1) == ["view touchesEnded"])
        #expect(gestureHistory.history(of: check) == [.possible, .ended, .possible, .failed, .possible,
                                                      .failed, .possible])
        _ = window
    }
}
