import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Holes 11, 12, 13, 15 and 16 of issue 16: the input door, the virtual clock and recordings under hostile use.
@MainActor
@Suite("Door holes (issue 16)")
struct DoorHoleTests {
    private func touch(_ id: Int, _ action: HostTouch.Action, at time: TimeInterval? = nil) -> HostInput {
        .touch(HostTouch(id: id, action: action, location: CGPoint(x: 5, y: 5), timestamp: time))
    }

    @Test("Hole 11: a rejected input changes nothing (timestamps, fingers, keys, shake, recording, trace, windows)")
    func rejectedInputChangesNothing() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let door = host.application.inputDoor
        try door.send(.key(HostKey(.down, .keyboardB)))
        try door.send(touch(1, .down))
        host.advance(by: 1)
        let recorder = door.startRecording()
        let trace = host.application.eventTrace.record()
        let windows = host.application.windows.count
        let stamp = door.lastTimestamp
        let rejected: [HostInput] = [
            .shake(.ended), .shake(.cancelled),
            .key(HostKey(.up, .keyboardA)), .key(HostKey(.repeat, .keyboardA)), .key(HostKey(.down, .keyboardB)),
            .key(HostKey(.down, UIKeyboardHIDUsage(rawValue: 9_999)!)),
            .button(HostButton(isDown: false, type: .select)),
            .remoteControl(.motionShake),
            .text(.insert("x")), .text(.deleteBackward),
            touch(9, .up), touch(1, .down), .touches([]),
        ]
        for input in rejected {
            #expect(throws: InputRejection.self, "\(input)") { try door.send(input) }
            #expect(door.lastTimestamp == stamp, "\(input) moved the door's last timestamp")
        }
        trace.stop()
        #expect(recorder.recording.entries.isEmpty)
        #expect(trace.events.map(\.kind) == Array(repeating: .inputRejected, count: rejected.count))
        #expect(host.application.windows.count == windows, "a rejected text input created the input system")
        // The door's model is as it was: finger 1 and key B are still down, no shake is in progress.
        try door.send(touch(1, .up))
        try door.send(.key(HostKey(.up, .keyboardB)))
        #expect(throws: InputRejection(reason: .shakeNotBegun)) { try door.send(.shake(.ended)) }
        _ = window
    }

    @Test("Hole 12: a stamp leading the clock by over InputDoor.maximumTimestampLead is refused; clock stamps carry on")
    func farFutureTimestamp() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let door = host.application.inputDoor
        let now = host.clock.now
        let ahead = { (id: Int) in InputRejection(reason: .timestampAheadOfClock(id: id, timestamp: 1e300, clock: now)) }
        #expect(throws: ahead(1)) { try door.send(touch(1, .down, at: 1e300)) }
        #expect(throws: ahead(4)) { try door.send(.key(HostKey(.down, .keyboardA, timestamp: 1e300))) }
        #expect(throws: ahead(-5)) { try door.send(.button(HostButton(isDown: true, type: .select, timestamp: 1e300))) }
        let justTooFar = now + InputDoor.maximumTimestampLead + 0.001
        #expect(throws: InputRejection.self) { try door.send(touch(1, .down, at: justTooFar)) }
        try door.send(touch(2, .down))
        try door.send(.shake(.began))
        try door.send(.shake(.ended))
        // A stamp at the limit is taken; input without a stamp is then stamped no earlier, never refused.
        let limit = now + InputDoor.maximumTimestampLead
        try door.send(.key(HostKey(.down, .keyboardA, timestamp: limit)))
        try door.send(.key(HostKey(.up, .keyboardA)))
        try door.send(touch(2, .up))
        try door.send(.shake(.began))
        #expect(door.lastTimestamp == limit)
        _ = window
    }

    @Test("Hole 13: VirtualClock.advance called from a timer never moves time backwards")
    func nestedAdvance() {
        let clock = VirtualClock(start: 0)
        var seen: [(String, TimeInterval)] = []
        clock.schedule(after: 1) {
            seen.append(("outer timer", clock.now))
            clock.advance(by: 20)
            seen.append(("after nested advance", clock.now))
        }
        clock.schedule(after: 5) { seen.append(("at 5", clock.now)) }
        clock.schedule(after: 15) { seen.append(("at 15", clock.now)) }
        clock.advance(by: 10)
        #expect(seen.map(\.0) == ["outer timer", "at 5", "at 15", "after nested advance"])
        #expect(seen.map(\.1) == [1, 5, 15, 21])
        #expect(clock.now == 21)
        clock.schedule(after: 1) { clock.advance(to: 100) }
        clock.advance(to: 30)
        #expect(clock.now == 100)
    }

    @Test("Hole 15: a door, input system and focus system kept longer than their application do no harm")
    func outlivedApplication() throws {
        var door: InputDoor?
        var inputSystem: InputSystem?
        var focusSystem: UIFocusSystem?
        weak var application: UIApplication?
        weak var window: UIWindow?
        do {
            let host = EventTestHost()
            let shown = host.makeWindow(rootViewController: UIViewController())
            let field = KeyInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            shown.addSubview(field)
            #expect(field.becomeFirstResponder())
            door = host.application.inputDoor
            inputSystem = host.application.inputSystem
            focusSystem = shown.focusSystem
            application = host.application
            window = shown
            shown.isHidden = true
        }
        #expect(application == nil && window == nil)
        #expect(door?.application == nil && inputSystem?.application == nil && focusSystem?.window == nil)
        #expect(throws: InputRejection(reason: .applicationGone)) { try door?.send(.shake(.began)) }
        #expect(throws: InputRejection(reason: .applicationGone)) { try door?.touchDown(id: 1, at: .zero) }
        #expect(inputSystem?.textTarget == nil && inputSystem?.frame == nil)
        #expect(focusSystem?.focusedItem == nil)
    }

    private static let header = #"{"format":"responderkit-input","version":1}"#

    @Test("Hole 16: per-input timestamps are checked when parsing, with the line at fault", arguments: [
        // A touch stamped before the previous input's stamp.
        (#"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":5,"y":5,"t":2}]}"# + "\n"
            + #"{"at":1.5,"kind":"touches","touches":[{"id":1,"action":"up","x":5,"y":5,"t":1.8}]}"#, 3),
        // A key stamped far in the future.
        (#"{"at":1,"kind":"key","action":"down","keyCode":4,"characters":"a","t":1e300}"#, 2),
        // A button stamped before a touch of an earlier line.
        (#"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":5,"y":5,"t":1.5}]}"# + "\n"
            + #"{"at":1.2,"kind":"button","down":true,"pressType":4,"t":1.2}"#, 3),
        // A key stamped with a number too large to be finite.
        (#"{"at":1,"kind":"key","action":"down","keyCode":4,"characters":"a","t":1e999}"#, 2),
    ])
    func recordedTimestampsChecked(_ body: String, _ line: Int) {
        #expect(parseError(Self.header + "\n" + body + "\n")?.line == line)
    }

    @Test("Hole 16: a recorded frame with more fingers than the cap is refused when parsed")
    func recordedFrameCapped() {
        let touches = (0...10_000).map { #"{"id":\#($0),"action":"down","x":1,"y":1}"# }
        let text = Self.header + "\n" + #"{"at":1,"kind":"touches","touches":["# + touches.joined(separator: ",") + "]}\n"
        #expect(parseError(text)?.line == 2)
    }

    /// The error parsing `text` throws, or `nil` (without printing the recording, which may be huge).
    private func parseError(_ text: String) -> RecordingError? {
        do {
            _ = try InputRecording(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Hole 16: the door refuses a frame with more fingers, or text with more bytes, than its caps")
    func doorFrameCapped() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let frame = (0...10_000).map { HostTouch(id: $0, action: .down, location: CGPoint(x: 1, y: 1)) }
        #expect(throws: InputRejection(reason: .tooManyTouches(count: 10_001, limit: InputDoor.maximumTouchesPerFrame))) {
            try host.application.inputDoor.send(.touches(frame))
        }
        // The cap holds for the fingers down at once too, across frames.
        try host.application.inputDoor.send(.touches(Array(frame.dropLast())))
        #expect(throws: InputRejection(reason: .tooManyTouches(count: 10_001, limit: InputDoor.maximumTouchesPerFrame))) {
            try host.application.inputDoor.send(.touch(frame.last!))
        }
        let text = String(repeating: "a", count: InputDoor.maximumTextLength + 1)
        #expect(throws: InputRejection(reason: .textTooLong(length: text.utf8.count, limit: InputDoor.maximumTextLength))) {
            try host.application.inputDoor.send(.text(.insert(text)))
        }
        _ = window
    }

    /// A window with a view counting the touches it hears, and a recording of a tap, a key and a shake.
    private func recordedSession() throws -> String {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let recorder = host.application.inputDoor.startRecording()
        try host.tap(at: CGPoint(x: 10, y: 10))
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        host.advance(by: 0.1)
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        _ = window
        return recorder.recording.text
    }

    private final class Counter: UIView {
        var heard = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard += 1 }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard += 1 }
    }

    private func replayTarget() -> (EventTestHost, Counter, UIWindow) {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let counter = Counter(frame: window.bounds)
        window.rootViewController!.view.addSubview(counter)
        return (host, counter, window)
    }

    @Test("Hole 16: a replay whose later entry is bad applies nothing and names the line")
    func replayAppliesNothingWhenAnyEntryIsBad() throws {
        var recording = try InputRecording(parsing: try recordedSession())
        let good = recording.entries.count
        // A key up stamped before the previous input: parsing would refuse it; built by hand, replay must.
        recording.entries.append(InputRecording.Entry(
            time: recording.entries.last!.time,
            input: .key(HostKey(.down, .keyboardB, timestamp: recording.entries.last!.time - 10))))
        let (host, counter, window) = replayTarget()
        let clock = host.clock.now
        #expect(throws: RecordingError.self) { try recording.replay(into: host.application, clock: host.clock) }
        do {
            try recording.replay(into: host.application, clock: host.clock)
        } catch {
            #expect(error.line == good + 2)
        }
        #expect(counter.heard == 0 && host.clock.now == clock && host.application.inputDoor.lastTimestamp == -.infinity)
        _ = window
    }

    @Test("Hole 16: a file is parsed and replayed a line at a time, the same as text")
    func fileStreaming() throws {
        let text = try recordedSession()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("door-hole-16-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(try InputRecording(contentsOf: url) == InputRecording(parsing: text))
        let (host, counter, window) = replayTarget()
        try InputRecording.replay(contentsOf: url, into: host.application, clock: host.clock)
        #expect(counter.heard == 2 && host.application.inputDoor.lastTimestamp > host.clock.now - 1)
        // The same file with a bad last line: refused with that line, nothing applied.
        let lines = text.split(separator: "\n").count
        try (text + #"{"at":1e9,"kind":"shake","phase":"ended"}"# + "\n").write(to: url, atomically: true, encoding: .utf8)
        let (other, otherCounter, otherWindow) = replayTarget()
        #expect(throws: RecordingError(line: lines + 1, problem: "the shake ended without having begun")) {
            try InputRecording.replay(contentsOf: url, into: other.application, clock: other.clock)
        }
        #expect(otherCounter.heard == 0 && other.application.inputDoor.lastTimestamp == -.infinity)
        _ = (window, otherWindow)
    }

    @Test("Hole 16: a line longer than InputRecording.maximumLineLength is refused, naming it")
    func lineCap() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("door-hole-16-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let long = #"{"at":1,"kind":"text","insert":""# + String(repeating: "a", count: InputRecording.maximumLineLength) + "\"}"
        try (Self.header + "\n" + #"{"at":1,"kind":"return"}"# + "\n" + long + "\n").write(to: url, atomically: true, encoding: .utf8)
        let problem = "the line is longer than \(InputRecording.maximumLineLength) bytes"
        #expect(throws: RecordingError(line: 3, problem: problem)) { try InputRecording(contentsOf: url) }
        #expect(throws: RecordingError(line: 3, problem: problem)) {
            try InputRecording(parsing: Self.header + "\n" + #"{"at":1,"kind":"return"}"# + "\n" + long)
        }
    }
}

/// A view that takes text, to make the input system show the keyboard.
private final class KeyInputView: UIView, UIKeyInput {
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
}
