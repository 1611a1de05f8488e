import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A small app with a text input, a draggable area and a recognizer, built the same way every time.
@MainActor
private struct SessionApp {
    let host = EventTestHost()
    let field = TextSink(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    let pad = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 300))
    var taps = 0

    init() {
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        field.accessibilityIdentifier = "field"
        pad.accessibilityIdentifier = "pad"
        controller.view.addSubview(field)
        controller.view.addSubview(pad)
        pad.addGestureRecognizer(UITapGestureRecognizer { _ in })
    }

    func play() throws {
        try host.tap(field)
        try host.application.inputDoor.type(.insert("hi"))
        try host.application.inputDoor.type(.deleteBackward)
        try host.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 200, y: 450), steps: 4)
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 100, y: 500))
        host.advance(by: 0.5)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
    }
}

@MainActor
@Suite("Event trace, recording and replay")
struct TraceAndReplayTests {
    @Test("The trace records input, hit tests, deliveries, recognizer states and first-responder changes")
    func traceKinds() throws {
        let app = SessionApp()
        let recorder = app.host.application.eventTrace.record()
        try app.play()
        recorder.stop()
        let kinds = Set(recorder.events.map(\.kind))
        #expect(kinds.isSuperset(of: [.input, .hitTest, .touchDelivery, .recognizerState, .firstResponder]))
        #expect(recorder.text.contains("hitTest: touch 1 began at (120, 120) -> TextSink[0.0] \"field\""))
        #expect(recorder.text.contains("firstResponder: nil -> TextSink[0.0] \"field\""))
        #expect(recorder.text.contains("UITapGestureRecognizer on UIView[0.1] \"pad\": possible -> ended"))
    }

    @Test("A filtered subscription sees only its kinds, and none after unsubscribing")
    func filtering() throws {
        let app = SessionApp()
        var seen: [TraceEvent.Kind] = []
        let subscription = app.host.application.eventTrace.subscribe(to: [.hitTest]) { seen.append($0.kind) }
        try app.host.tap(app.field)
        app.host.application.eventTrace.unsubscribe(subscription)
        try app.host.tap(app.field)
        #expect(seen == [.hitTest])
        #expect(!app.host.application.eventTrace.isActive)
    }

    @Test("A recorded session of taps, drags, typing and a shake replays to the identical trace")
    func replayIsIdentical() throws {
        let original = SessionApp()
        let trace = original.host.application.eventTrace.record()
        original.host.application.inputDoor.startRecording()
        try original.play()
        let recording = original.host.application.inputDoor.stopRecording()
        trace.stop()

        let text = recording.text
        let parsed = try InputRecording(parsing: text)
        #expect(parsed.entries.count == recording.entries.count)
        for (read, written) in zip(parsed.entries, recording.entries) {
            #expect(read == written)
        }

        let copy = SessionApp()
        let replayTrace = copy.host.application.eventTrace.record()
        try parsed.replay(into: copy.host.application, clock: copy.host.clock)
        replayTrace.stop()
        #expect(replayTrace.text == trace.text)
        #expect(copy.field.text == "h")
        #expect(!trace.events.isEmpty)
    }

    @Test("Truncated or corrupted recordings are rejected with their line number, before anything is applied")
    func badRecordings() throws {
        let original = SessionApp()
        original.host.application.inputDoor.startRecording()
        try original.play()
        let lines = original.host.application.inputDoor.stopRecording().text.split(separator: "\n").map(String.init)

        let truncated = lines.prefix(3).joined(separator: "\n") + "\n" + lines[3].prefix(10)
        #expect(throws: RecordingError(line: 4, problem: "not a JSON object")) {
            try InputRecording(parsing: truncated)
        }
        var missingDown = lines
        missingDown.remove(at: 1)
        let error = #expect(throws: RecordingError.self) { try InputRecording(parsing: missingDown.joined(separator: "\n")) }
        #expect(error?.line == 2 && error?.problem.contains("without being down") == true)
        #expect(throws: RecordingError(line: 1, problem: "the recording is empty")) { try InputRecording(parsing: "") }
        let wrongVersion = #"{"format":"responderkit-input","version":9}"#
        #expect((try? InputRecording(parsing: wrongVersion)) == nil)
        var backwards = lines
        backwards.swapAt(6, 7)
        let backwardsError = #expect(throws: RecordingError.self) {
            try InputRecording(parsing: backwards.joined(separator: "\n"))
        }
        #expect(backwardsError?.line == 8 && backwardsError?.problem.contains("before the previous line") == true)
        let unknownKind = lines[0] + "\n" + #"{"at":1,"kind":"teleport"}"#
        #expect(throws: RecordingError(line: 2, problem: "unknown kind \"teleport\"")) {
            try InputRecording(parsing: unknownKind)
        }

        let fresh = SessionApp()
        let partial = try InputRecording(parsing: lines.prefix(2).joined(separator: "\n"))
        try partial.replay(into: fresh.host.application, clock: fresh.host.clock)
        #expect(throws: RecordingError(line: 1, problem: "the application already has input in progress")) {
            try partial.replay(into: fresh.host.application, clock: fresh.host.clock)
        }
    }
}

@MainActor
@Suite("Event trace: forwarding")
struct TraceForwardingTests {
    @Test("C3, A12: with every step asked for, each step of a touch forwarded up the chain is traced")
    func forwardingSteps() throws {
        let app = Figure71App()
        let recorder = app.application.eventTrace.record([.forwarding], detail: .full)
        try app.tap(at: CGPoint(x: 200, y: 300))
        recorder.stop()
        let began = recorder.events.map(\.detail).filter { $0.hasPrefix("touchesBegan") }
        #expect(began.count == 5)
        #expect(began.first?.hasPrefix("touchesBegan RecordingView[0.0] -> RecordingView[0]") == true)
        #expect(began.last == "touchesBegan RecordingApplication -> RecordingAppDelegate")
    }
}
