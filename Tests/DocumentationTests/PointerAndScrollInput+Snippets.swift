// The code of the DocC article "Pointer and scroll input", as printed there, run where it shows what the
// article says.

import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("DocC article Pointer and scroll input: its example runs")
struct PointerAndScrollInputExampleTests {
    private final class Printed {
        var lines: [String] = []
    }

    private let printed = Printed()

    private func print(_ items: Any...) {
        printed.lines.append(items.map { "\($0)" }.joined(separator: " "))
    }

    @Test("M3: a pan that allows all scroll types follows two wheel notches, its translation their sum")
    func wheelDrivesAPan() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let contentView = UIView(frame: window.bounds)
        window.addSubview(contentView)
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            print(pan.state, pan.translation(in: pan.view))
        }
        pan.allowedScrollTypesMask = .all
        contentView.addGestureRecognizer(pan)
        try host.scroll(at: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: -40), kind: .discrete, steps: 2)
        #expect(printed.lines == ["began CGPoint(x: 0.0, y: -20.0)", "changed CGPoint(x: 0.0, y: -40.0)",
                                 "ended CGPoint(x: 0.0, y: -40.0)"])
    }
}
