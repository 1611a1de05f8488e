import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Input no well-behaved host sends: each is refused with a reason and a diagnostic, changes nothing, and the
/// app works normally afterwards.
@MainActor
@Suite("Reliability: hostile input")
struct HostileInputTests {
    final class Counter: UIView {
        var ended = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    }

    private func app() -> (EventTestHost, Counter, UIWindow) {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let target = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController!.view.addSubview(target)
        return (host, target, window)
    }

    /// The app still delivers a plain tap after the hostile input.
    private func expectStillWorks(_ host: EventTestHost, _ target: Counter) throws {
        let before = target.ended
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.ended == before + 1)
    }

    private func touch(_ id: Int, _ action: HostTouch.Action, _ x: Double, _ y: Double,
                       at time: TimeInterval? = nil) -> HostInput {
        .touch(HostTouch(id: id, action: action, location: CGPoint(x: x, y: y), timestamp: time))
    }

    @Test("Unknown ids, duplicated downs and lifts without downs are rejected with their reason")
    func badFingerBookkeeping() throws {
        let (host, target, window) = app()
        let door = host.application.inputDoor
        #expect(throws: InputRejection(reason: .unknownTouch(id: 77))) { try door.send(touch(77, .move, 1, 1)) }
        #expect(throws: InputRejection(reason: .unknownTouch(id: 78))) { try door.send(touch(78, .up, 1, 1)) }
        #expect(throws: InputRejection(reason: .unknownTouch(id: 79))) { try door.send(touch(79, .cancel, 1, 1)) }
        try door.send(touch(5, .down, 10, 10))
        #expect(throws: InputRejection(reason: .touchAlreadyDown(id: 5))) { try door.send(touch(5, .down, 20, 20)) }
        #expect(throws: InputRejection(reason: .duplicateTouchInFrame(id: 6))) {
            try door.send(.touches([HostTouch(id: 6, action: .down, location: .zero),
                                    HostTouch(id: 6, action: .up, location: .zero)]))
        }
        #expect(throws: InputRejection(reason: .emptyFrame)) { try door.send(.touches([])) }
        try door.send(touch(5, .up, 10, 10))
        #expect(target.ended == 1)
        #expect(host.application.diagnostics.entries.filter { $0.kind == .inputRejected }.count == 6)
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("NaN, infinite and huge coordinates")
    func badCoordinates() throws {
        let (host, target, window) = app()
        let door = host.application.inputDoor
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect(throws: InputRejection(reason: .nonFiniteLocation(id: 1))) { try door.send(touch(1, .down, bad, 5)) }
            #expect(throws: InputRejection(reason: .nonFiniteLocation(id: 1))) { try door.send(touch(1, .down, 5, bad)) }
        }
        try door.send(touch(1, .down, 20, 20))
        #expect(throws: InputRejection(reason: .nonFiniteLocation(id: 1))) { try door.send(touch(1, .move, .nan, 0)) }
        try door.send(touch(1, .move, .greatestFiniteMagnitude, -.greatestFiniteMagnitude))
        try door.send(touch(1, .up, 1e300, 1e300))
        try door.send(touch(2, .down, -.greatestFiniteMagnitude, .greatestFiniteMagnitude))
        try door.send(touch(2, .up, 0, 0))
        #expect(target.ended == 1)
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("Timestamps going backwards or not finite")
    func badTime() throws {
        let (host, target, window) = app()
        let door = host.application.inputDoor
        let now = host.clock.now
        try door.send(touch(1, .down, 20, 20, at: now))
        #expect(throws: InputRejection(reason: .timeWentBackwards(id: 1, previous: now, received: now - 1))) {
            try door.send(touch(1, .move, 30, 30, at: now - 1))
        }
        #expect(throws: InputRejection(reason: .nonFiniteTimestamp(id: 1))) { try door.send(touch(1, .up, 30, 30, at: .nan)) }
        #expect(throws: InputRejection.self) { try door.send(.key(HostKey(.down, .keyboardA, timestamp: now - 5))) }
        #expect(throws: InputRejection.self) { try door.send(.button(HostButton(isDown: true, type: .select, timestamp: .infinity))) }
        try door.send(touch(1, .up, 30, 30, at: now))
        // Rejected presses never went down, so their releases are rejected too.
        #expect(throws: InputRejection(reason: .pressNotDown(code: 4))) { try door.send(.key(HostKey(.up, .keyboardA))) }
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("Ten thousand simultaneous fingers go down, move and lift in one frame each")
    func tenThousandFingers() throws {
        let (host, target, window) = app()
        target.isMultipleTouchEnabled = true
        // No recognizers here: theirs is quadratic in the touches they track (see RELIABILITY.md), which
        // would make this test take seconds; a few hundred fingers go through recognizers below.
        let ids = 0..<10_000
        let point = { (id: Int) in CGPoint(x: Double(id % 400), y: Double(id / 400) * 8) }
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .down, location: point($0)) }))
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .move, location: point($0 + 1)) }))
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .up, location: point($0 + 1)) }))
        #expect(target.ended == 1)
        #expect(throws: InputRejection(reason: .unknownTouch(id: 9_999))) {
            try host.send(.touch(HostTouch(id: 9_999, action: .up, location: .zero)))
        }
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("Five hundred simultaneous fingers through pinch, pan and tap recognizers")
    func manyFingersThroughRecognizers() throws {
        let (host, target, window) = app()
        target.isMultipleTouchEnabled = true
        for recognizer in [UIPinchGestureRecognizer(), UIPanGestureRecognizer(), UITapGestureRecognizer()] {
            recognizer.cancelsTouchesInView = false
            target.addGestureRecognizer(recognizer)
        }
        let ids = 0..<500
        let point = { (id: Int) in CGPoint(x: Double(id % 200), y: Double(id / 200) * 8) }
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .down, location: point($0)) }))
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .move, location: point($0 + 3)) }))
        try host.send(.touches(ids.map { HostTouch(id: $0, action: .up, location: point($0 + 3)) }))
        host.advance(by: 1)
        for recognizer in target.gestureRecognizers ?? [] { #expect(recognizer.state == .possible) }
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("A flood of rejections keeps the diagnostics log bounded")
    func rejectionFlood() throws {
        let (host, target, window) = app()
        let log = host.application.diagnostics
        for id in 0..<5_000 { _ = try? host.application.inputDoor.send(touch(id, .up, 0, 0)) }
        #expect(log.entries.count <= log.capacity)
        #expect(log.entries.last?.kind == .inputRejected)
        try expectStillWorks(host, target)
        _ = window
    }

    @Test("Malformed and truncated recordings are refused with the line at fault")
    func badRecordings() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let recorder = host.application.inputDoor.startRecording()
        try host.tap(at: CGPoint(x: 10, y: 10))
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        let text = recorder.recording.text
        host.application.inputDoor.stopRecording()
        let header = #"{"format":"responderkit-input","version":1}"#
        let cases: [(String, Int)] = [
            ("", 1), ("garbage", 1), (#"{"format":"other","version":1}"#, 1), (#"{"format":"responderkit-input"}"#, 1),
            (header + "\n" + #"{"at":1,"kind":"touches","touches":[{"id":1,"action":"up","x":0,"y":0}]}"#, 2),
            (header + "\n" + #"{"at":1,"kind":"touches","touches":[]}"#, 2),
            (header + "\n" + #"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":1e999,"y":0}]}"#, 2),
            (header + "\n" + #"{"at":2,"kind":"shake","phase":"began"}"# + "\n" + #"{"at":1,"kind":"return"}"#, 3),
            (header + "\n" + #"{"at":1,"kind":"key","action":"down","keyCode":9999,"characters":""}"#, 2),
            (header + "\n" + #"{"at":"soon","kind":"return"}"#, 2),
            (header + "\n" + #"{"at":1,"kind":"remote","subtype":1}"#, 2),
            (header + "\n" + #"{"at":1,"kind":"teleport"}"#, 2),
            (header + "\n\u{0}\u{FFFF}", 2),
            (String(text.dropLast(9)), text.split(separator: "\n").count),
        ]
        for (bad, line) in cases {
            #expect(throws: RecordingError.self) { try InputRecording(parsing: bad) }
            do {
                _ = try InputRecording(parsing: bad)
            } catch {
                #expect(error.line == line, "\(bad.debugDescription): \(error)")
                #expect(!error.problem.isEmpty)
            }
        }
        let replayed = EventTestHost()
        let replayedWindow = replayed.makeWindow(rootViewController: UIViewController())
        try InputRecording(parsing: text).replay(into: replayed.application, clock: replayed.clock)
        _ = (window, replayedWindow)
    }

    @Test("A replay is refused while input is in progress, and a recording from the past does not move time back")
    func replayIntoBusyOrLaterApp() throws {
        let host = EventTestHost(start: 5_000)
        let window = host.makeWindow(rootViewController: UIViewController())
        let early = try InputRecording(parsing: #"{"format":"responderkit-input","version":1}"# + "\n"
            + #"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":5,"y":5,"t":1}]}"# + "\n")
        let finger = try host.touchDown(at: CGPoint(x: 5, y: 5))
        #expect(throws: RecordingError(line: 1, problem: "the application already has input in progress")) {
            try early.replay(into: host.application, clock: host.clock)
        }
        try finger.lift()
        #expect(throws: RecordingError.self) { try early.replay(into: host.application, clock: host.clock) }
        #expect(host.clock.now == 5_000)
        _ = window
    }
}
