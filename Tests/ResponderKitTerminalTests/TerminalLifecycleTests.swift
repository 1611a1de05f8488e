import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@MainActor
@Suite("The terminal drives the application's life (spec N1)")
struct TerminalLifecycleTests {
    @Test("Focus reports: ESC[I is focus gained, ESC[O focus lost, also split across reads")
    func focusReportsAreDecoded() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[Oa\u{1B}[I".utf8)) == [
            .focus(gained: false), .key(.character("a")), .focus(gained: true),
        ])
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.decode(Array("O".utf8)) == [.focus(gained: false)])
        // SS3 arrows (ESC O B) are still arrows, not focus reports.
        #expect(decoder.decode(Array("\u{1B}OB".utf8)) == [.key(.down)])
    }

    @Test("Losing focus moves the application to inactive, gaining it to active")
    func focusMapsToLifecycle() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        #expect(mapper.commands(for: .focus(gained: false), acceptsText: false) == [.moveApplication(to: .inactive)])
        #expect(mapper.commands(for: .focus(gained: true), acceptsText: true) == [.moveApplication(to: .active)])
    }

    @Test("From every state to every state, the steps are legal at the door and arrive")
    func stepsReachEveryState() throws {
        let states: [UIApplication.State] = [.active, .inactive, .background]
        for start in states {
            for target in states {
                let application = UIApplication(clock: VirtualClock(start: 0))
                for step in HostLifecycle.steps(from: .active, to: start) {
                    try application.inputDoor.send(.lifecycle(step))
                }
                #expect(application.applicationState == start)
                for step in HostLifecycle.steps(from: start, to: target) {
                    try application.inputDoor.send(.lifecycle(step))
                }
                #expect(application.applicationState == target, "\(start) -> \(target)")
            }
        }
        #expect(HostLifecycle.steps(from: .background, to: .active) == [.enterForeground, .becomeActive])
        #expect(HostLifecycle.steps(from: .active, to: .background) == [.resignActive, .enterBackground])
    }

    @Test("A focus loss in the middle of a drag cancels the touch for the app; the host's lift is absorbed")
    func focusLossCancelsTheDrag() throws {
        let application = UIApplication(clock: VirtualClock(start: 0))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        final class Counter: UIView {
            var calls: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
        }
        let view = Counter(frame: application.screen.bounds)
        window.addSubview(view)
        var decoder = TerminalInputDecoder()
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        for event in decoder.decode(Array("\u{1B}[<0;2;2M\u{1B}[O\u{1B}[<0;3;2m\u{1B}[I".utf8)) {
            for command in mapper.commands(for: event, acceptsText: false) {
                switch command {
                case .send(let input): try application.inputDoor.send(input)
                case .moveApplication(let state):
                    for step in HostLifecycle.steps(from: application.applicationState, to: state) {
                        try application.inputDoor.send(.lifecycle(step))
                    }
                case .quit, .suspend: Issue.record("unexpected \(command)")
                }
            }
        }
        #expect(view.calls == ["began", "cancelled"])
        #expect(application.applicationState == .active)
    }
}
