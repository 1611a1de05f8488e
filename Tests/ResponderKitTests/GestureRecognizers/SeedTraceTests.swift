import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Gesture recognizers: seed 004 traces and controls", .checksGestureStateHistories)
struct SeedTraceTests {
    @Test("D14: a tap on a view with a tap recognizer gives touchesBegan, the action, then touchesCancelled")
    func tapRecognizerOnView() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 50, y: 100, width: 200, height: 200), in: host)
        let tap = UITapGestureRecognizer { _ in trace.log("tap action") }
        view.addGestureRecognizer(tap)

        try host.tap(view)

        #expect(trace.entries == ["view touchesBegan", "tap action", "view touchesCancelled"])
        #expect(gestureHistory.history(of: tap) == [.possible, .ended, .possible])
        _ = window
    }

    @Test("D14: a tap on a button gives touchesBegan, the target's action, then touchesEnded")
    func tapOnButton() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let button = GestureTraceButton()
        button.trace = trace
        let window = place(button, at: CGRect(x: 50, y: 100, width: 120, height: 44), in: host)

        try host.tap(button)

        #expect(trace.entries == ["button touchesBegan", "button action", "button touchesEnded"])
        _ = window
    }

    @Test("D14: a tap recognizer on the button itself gives touchesBegan, its action, touchesCancelled, no control action")
    func tapRecognizerOnButton() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let button = GestureTraceButton()
        button.trace = trace
        let window = place(button, at: CGRect(x: 50, y: 100, width: 120, height: 44), in: host)
        let tap = UITapGestureRecognizer { _ in trace.log("tap action") }
        button.addGestureRecognizer(tap)

        try host.tap(button)

        #expect(trace.entries == ["button touchesBegan", "tap action", "button touchesCancelled"])
        #expect(button.actionCount == 0)
        _ = window
    }

    @Test("D11: a control's single tap beats a tap recognizer on its ancestor")
    func controlBeatsAncestorTap() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let container = UIView()
        let window = place(container, at: CGRect(x: 0, y: 0, width: 390, height: 600), in: host)
        let button = GestureTraceButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        button.trace = trace
        container.addSubview(button)
        let ancestorTap = UITapGestureRecognizer { _ in trace.log("ancestor tap") }
        container.addGestureRecognizer(ancestorTap)

        try host.tap(button)

        #expect(trace.entries == ["button touchesBegan", "button action", "button touchesEnded"])
        #expect(gestureHistory.history(of: ancestorTap) == [.possible, .failed, .possible])

        try host.tap(at: CGPoint(x: 300, y: 400))
        #expect(trace.entries.last == "ancestor tap")
        _ = window
    }

    @Test("D11: an ancestor's double tap is not the control's gesture, so it still wins over the control")
    func controlDoesNotVetoDoubleTap() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let container = UIView()
        let window = place(container, at: CGRect(x: 0, y: 0, width: 390, height: 600), in: host)
        let button = GestureTraceButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        button.trace = trace
        container.addSubview(button)
        let doubleTap = UITapGestureRecognizer { _ in trace.log("double tap") }
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)

        try host.tap(button)
        host.advance(by: 0.1)
        try host.tap(button)

        #expect(trace.entries == ["button touchesBegan", "button touchesBegan", "double tap",
                                  "button touchesCancelled"])
        #expect(button.actionCount == 0)
        _ = window
    }

    @Test("Pan container and button: a tap on the button fires the button; a drag from it pans the container")
    func panContainerAndButton() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let container = UIView()
        let window = place(container, at: CGRect(x: 0, y: 0, width: 390, height: 600), in: host)
        let button = GestureTraceButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        button.trace = trace
        container.addSubview(button)
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { recognizer in
            panStates.append(recognizer.state)
            trace.log("pan \(recognizer.state)")
        }
        container.addGestureRecognizer(pan)

        try host.tap(button)
        #expect(button.actionCount == 1)
        #expect(trace.entries == ["button touchesBegan", "button action", "button touchesEnded"])
        #expect(panStates.isEmpty)

        trace.entries.removeAll()
        let start = host.screenPoint(inCenterOf: button)
        try host.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y + 40))

        #expect(button.actionCount == 1)
        #expect(button.trackingCancelled == 1)
        #expect(trace.entries.prefix(3) == ["button touchesBegan", "pan began", "button touchesCancelled"])
        #expect(trace.entries.last == "pan ended")
        #expect(!trace.entries.contains("button touchesEnded"))
        #expect(panStates.first == .began && panStates.last == .ended)
        #expect(panStates.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(pan.translation(in: container) == .zero)
        _ = window
    }
}
