import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The corpus's delegate protocol is nonisolated, as app code written before Swift 6 declares them.
private final class PianoLog: PianoKeyboardViewDelegate {
    var entries: [String] = []
    func pianoKeyboard(_ keyboard: PianoKeyboardView, didPress key: Int) { entries.append("press \(key)") }
    func pianoKeyboard(_ keyboard: PianoKeyboardView, didRelease key: Int) { entries.append("release \(key)") }
}

@MainActor
@Suite("PianoKeyboardView: isMultipleTouchEnabled and touches tracked by identity (spec C1, C4)")
struct PianoKeyboardViewTests {
    private func makePiano(_ host: EventTestHost, log: PianoLog) -> PianoKeyboardView {
        let window = host.makeWindow()
        let piano = PianoKeyboardView(frame: CGRect(x: 0, y: 600, width: 320, height: 200))
        piano.delegate = log
        window.addSubview(piano)
        return piano
    }

    @Test("C4: a chord of three fingers presses three keys; each lift releases its own key")
    func chord() throws {
        let host = EventTestHost()
        let log = PianoLog()
        let piano = makePiano(host, log: log)
        let fingers = try host.touchDown(at: [CGPoint(x: 20, y: 700), CGPoint(x: 100, y: 700),
                                              CGPoint(x: 180, y: 700)])
        #expect(piano.pressedKeys == [0, 2, 4])
        try host.lift([fingers[1]])
        #expect(piano.pressedKeys == [0, 4])
        try host.lift([fingers[0], fingers[2]])
        #expect(piano.pressedKeys.isEmpty)
        #expect(log.entries.filter { $0.hasPrefix("release") }.count == 3)
    }

    @Test("C1: sliding one finger releases the old key and presses the next; a finger that joins later plays too")
    func slideAndJoin() throws {
        let host = EventTestHost()
        let log = PianoLog()
        let piano = makePiano(host, log: log)
        let first = try host.touchDown(at: CGPoint(x: 20, y: 700))
        try first.move(to: CGPoint(x: 60, y: 700))
        let second = try host.touchDown(at: CGPoint(x: 300, y: 700))
        try first.lift()
        try second.lift()
        #expect(log.entries == ["press 0", "release 0", "press 1", "press 7", "release 1", "release 7"])
        #expect(piano.pressedKeys.isEmpty)
    }
}
