import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

/// The terminal's mouse beyond the left button (M1-M3): any-motion reporting as hover, the wheel as discrete
/// scroll, the right button as a secondary click, and SGR modifier bits as modifier flags.
@MainActor
@Suite("Terminal pointer input (M1-M3)")
struct TerminalPointerTests {
    private func decode(_ text: String) -> [TerminalEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    private func report(_ action: MouseReport.Action, button: Int = 0, column: Int, row: Int,
                        modifiers: Int = 0) -> TerminalEvent {
        var report = MouseReport(action, button: button, column: column, row: row)
        report.modifiers = modifiers
        return .mouse(report)
    }

    @Test("M1-M3: motion with no button, the four wheel directions and modifier bits are decoded")
    func decoding() {
        #expect(decode("\u{1B}[<35;5;6M\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<66;1;1M\u{1B}[<67;1;1M") == [
            report(.move, button: 3, column: 4, row: 5),
            report(.scroll, button: 0, column: 0, row: 0), report(.scroll, button: 1, column: 0, row: 0),
            report(.scroll, button: 2, column: 0, row: 0), report(.scroll, button: 3, column: 0, row: 0),
        ])
        #expect(decode("\u{1B}[<4;2;2M\u{1B}[<88;2;2M\u{1B}[<50;2;2M\u{1B}[<59;2;2M") == [
            report(.press, button: 0, column: 1, row: 1, modifiers: 4),
            report(.scroll, button: 0, column: 1, row: 1, modifiers: 24),
            report(.drag, button: 2, column: 1, row: 1, modifiers: 16),
            report(.move, button: 3, column: 1, row: 1, modifiers: 24),
        ])
    }

    @Test("M1: motion is hover over the app's screen and one exit when it leaves; none while a button is down")
    func hover() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        #expect(mapper.commands(for: report(.move, button: 3, column: 1, row: 1, modifiers: 8), acceptsText: false)
                == [.send(.hover(HostHover(.move, at: CGPoint(x: 12, y: 24), modifierFlags: .alternate)))])
        #expect(mapper.commands(for: report(.move, button: 3, column: 1, row: 500), acceptsText: false)
                == [.send(.hover(HostHover(.exit, at: CGPoint(x: 12, y: 8 * 16 + 8))))])
        #expect(mapper.commands(for: report(.move, button: 3, column: 1, row: 500), acceptsText: false).isEmpty)
        _ = mapper.commands(for: report(.press, column: 1, row: 1), acceptsText: false)
        #expect(mapper.commands(for: report(.move, button: 3, column: 2, row: 1), acceptsText: false).isEmpty)
    }

    @Test("M3: each wheel notch is a discrete scroll of a row or a column, up showing the content above")
    func wheel() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        let point = CGPoint(x: 12, y: 24)
        let deltas = (0...3).map { button in
            mapper.commands(for: report(.scroll, button: button, column: 1, row: 1, modifiers: 4), acceptsText: false)
        }
        #expect(deltas == [
            [.send(.scroll(HostScroll(.wheel, at: point, delta: CGVector(dx: 0, dy: 16), modifierFlags: .shift)))],
            [.send(.scroll(HostScroll(.wheel, at: point, delta: CGVector(dx: 0, dy: -16), modifierFlags: .shift)))],
            [.send(.scroll(HostScroll(.wheel, at: point, delta: CGVector(dx: 8, dy: 0), modifierFlags: .shift)))],
            [.send(.scroll(HostScroll(.wheel, at: point, delta: CGVector(dx: -8, dy: 0), modifierFlags: .shift)))],
        ])
    }

    @Test("M2: the right button is a secondary click of a pointer; Control on the left button rides along")
    func rightButton() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        let point = CGPoint(x: 12, y: 24)
        #expect(mapper.commands(for: report(.press, button: 2, column: 1, row: 1, modifiers: 16), acceptsText: false)
                == [.send(.touch(HostTouch(id: 2, action: .down, location: point, type: .indirectPointer,
                                           buttonMask: .secondary, modifierFlags: .control)))])
        #expect(mapper.isSecondaryClicking)
        #expect(mapper.commands(for: report(.release, button: 2, column: 1, row: 1), acceptsText: false)
                == [.send(.touch(HostTouch(id: 2, action: .up, location: point, type: .indirectPointer,
                                           buttonMask: .secondary)))])
        #expect(mapper.commands(for: report(.press, column: 1, row: 1, modifiers: 16), acceptsText: false)
                == [.send(.touch(HostTouch(id: 1, action: .down, location: point, modifierFlags: .control)))])
    }

    @Test("M1-M3: the mapped input drives a hover, a secondary tap and a wheel-driven pan in an application")
    func endToEnd() throws {
        let layout = TerminalLayout(columns: 40, rows: 10)
        let application = UIApplication(clock: VirtualClock(start: 0),
                                         screen: UIScreen(bounds: CGRect(origin: .zero, size: layout.screenSize)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var log: [String] = []
        let hover = UIHoverGestureRecognizer { log.append("hover \($0.state)") }
        let tap = UITapGestureRecognizer { log.append("tap \($0.buttonMask == .secondary ? "secondary" : "other")") }
        tap.buttonMaskRequired = .secondary
        let pan = UIPanGestureRecognizer { log.append("pan \($0.state)") }
        pan.allowedScrollTypesMask = .discrete
        [hover, tap, pan].forEach(view.addGestureRecognizer)
        var mapper = TerminalInputMapper(layout: layout)
        var decoder = TerminalInputDecoder()
        let bytes = "\u{1B}[<35;3;3M\u{1B}[<2;3;3M\u{1B}[<2;3;3m\u{1B}[<65;3;3M"
        for event in decoder.decode(Array(bytes.utf8)) {
            for case .send(let input) in mapper.commands(for: event, acceptsText: false) {
                try application.inputDoor.send(input)
                (application.clock as? VirtualClock)?.runUntilIdle()
            }
        }
        (application.clock as? VirtualClock)?.advance(by: 1)
        (application.clock as? VirtualClock)?.runUntilIdle()
        #expect(log == ["hover began", "tap secondary", "pan began", "pan ended"])
    }

    @Test("M1: a run of hover moves is one trace-panel line, the latest, so other lines stay in view")
    func hoverTraceCollapses() {
        var log = TraceLog()
        log.append(TraceEvent(kind: .input, timestamp: 0, detail: "touch 1 down at (1.0, 1.0)"))
        for x in 1...50 { log.append(TraceEvent(kind: .input, timestamp: 0, detail: "hover at (\(x).0, 4.0)")) }
        log.append(TraceEvent(kind: .recognizerState, timestamp: 0, detail: "UIHoverGestureRecognizer: possible -> began"))
        log.append(TraceEvent(kind: .input, timestamp: 0, detail: "hover at (51.0, 4.0)"))
        #expect(log.lines == ["input: touch 1 down at (1.0, 1.0)", "input: hover at (50.0, 4.0)",
                              "recognizerState: UIHoverGestureRecognizer: possible -> began",
                              "input: hover at (51.0, 4.0)"])
    }

    @Test("Entering interactive mode turns any-motion reporting on; leaving turns it off")
    func anyMotionMode() {
        #expect(TerminalModeSequence.escapeSequence(for: .take).description.contains("\u{1B}[?1003h"))
        #expect(TerminalModeSequence.escapeSequence(for: .stop).description.contains("\u{1B}[?1003l"))
    }
}
