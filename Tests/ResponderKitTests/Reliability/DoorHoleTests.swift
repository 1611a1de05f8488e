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
}

/// A view that takes text, to make the input system show the keyboard.
private final class KeyInputView: UIView, UIKeyInput {
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
}
