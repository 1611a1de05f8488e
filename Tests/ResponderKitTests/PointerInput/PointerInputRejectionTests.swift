import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Bad pointer input is refused with a reason, and changes nothing: no recognizer moves, no time passes for
/// the door, and the input after it is taken as if the bad one never came.
@MainActor
@Suite("Pointer input rejections (M1-M3)", .checksGestureStateHistories)
struct PointerInputRejectionTests {
    private func reason(_ host: EventTestHost, _ input: HostInput) -> InputRejection.Reason? {
        do {
            try host.application.inputDoor.send(input)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("M1-M3: NaN, infinite, unknown-button, unknown-modifier and out-of-order pointer input changes nothing")
    func rejections() throws {
        let host = makeGestureHost()
        let window = host.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let hover = UIHoverGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        view.addGestureRecognizer(hover)
        view.addGestureRecognizer(pan)
        let door = host.application.inputDoor
        let point = CGPoint(x: 10, y: 10)
        let before = door.lastTimestamp

        #expect(reason(host, .hover(HostHover(at: CGPoint(x: CGFloat.nan, y: 0)))) == .nonFiniteLocation(id: 0))
        #expect(reason(host, .hover(HostHover(at: point, modifierFlags: UIKeyModifierFlags(rawValue: 1)))) == .unknownModifierFlags(1))
        #expect(reason(host, .hover(HostHover(at: point, timestamp: .infinity))) == .nonFiniteTimestamp(id: 0))
        #expect(reason(host, .scroll(HostScroll(.wheel, at: point, delta: CGVector(dx: CGFloat.infinity, dy: 0)))) == .nonFiniteScrollDelta)
        #expect(reason(host, .scroll(HostScroll(.wheel, at: CGPoint(x: 0, y: CGFloat.nan)))) == .nonFiniteLocation(id: 0))
        #expect(reason(host, .scroll(HostScroll(.changed, at: point, delta: CGVector(dx: 1, dy: 0)))) == .scrollNotBegun)
        #expect(reason(host, .scroll(HostScroll(.ended, at: point))) == .scrollNotBegun)
        #expect(reason(host, .touch(HostTouch(id: 1, action: .down, location: point, buttonMask: .secondary)))
                    == .invalidButtonMask(id: 1, mask: 2))
        #expect(reason(host, .touch(HostTouch(id: 1, action: .down, location: point, type: .indirectPointer,
                                              buttonMask: UIEvent.ButtonMask(rawValue: -1)))) == .invalidButtonMask(id: 1, mask: -1))
        #expect(reason(host, .touch(HostTouch(id: 1, action: .down, location: point,
                                              modifierFlags: UIKeyModifierFlags(rawValue: 1 << 3)))) == .unknownModifierFlags(8))
        host.runUntilIdle()
        #expect(door.lastTimestamp == before)
        #expect(gestureHistory.history(of: hover).isEmpty)
        #expect(gestureHistory.history(of: pan).isEmpty)
        #expect(host.application.diagnostics.entries.filter { $0.kind == .inputRejected }.count == 10)

        try host.send(.scroll(HostScroll(.began, at: point)))
        #expect(reason(host, .scroll(HostScroll(.began, at: point))) == .scrollInProgress)
        #expect(reason(host, .scroll(HostScroll(.wheel, at: point))) == .scrollInProgress)
        try host.send(.scroll(HostScroll(.changed, at: point, delta: CGVector(dx: 3, dy: 0))))
        try host.send(.scroll(HostScroll(.ended, at: point)))
        host.runUntilIdle()
        #expect(pan.translation(in: view) == .zero)
        #expect(gestureHistory.history(of: pan) == [.possible, .began, .changed, .ended, .possible])
    }

    @Test("M1-M3: hover and scroll input is recorded and replays to the same result")
    func recordingRoundTrip() throws {
        let host = EventTestHost()
        let recorder = host.application.inputDoor.startRecording()
        try host.hover(at: CGPoint(x: 5, y: 6), modifierFlags: .shift)
        try host.scroll(at: CGPoint(x: 5, y: 6), by: CGVector(dx: 1, dy: 2), kind: .continuous)
        try host.send(.scroll(HostScroll(.wheel, at: CGPoint(x: 1, y: 2), delta: CGVector(dx: 0, dy: -3))))
        try host.rightClick(at: CGPoint(x: 5, y: 6), modifierFlags: .command)
        let recording = host.application.inputDoor.stopRecording()
        #expect(recording.entries.count == recorder.recording.entries.count)
        let decoded = try InputRecording(parsing: recording.text)
        #expect(decoded == recording)
    }

    @Test("M1-M3: a recording with pointer input the door would refuse is rejected whole, naming the line")
    func badRecordings() {
        let header = #"{"format":"responderkit-input","version":1}"#
        let lines = [
            #"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":1,"y":1,"type":0,"buttons":2,"t":1}]}"#,
            #"{"at":1,"kind":"touches","touches":[{"id":1,"action":"down","x":1,"y":1,"type":3,"modifiers":1,"t":1}]}"#,
            #"{"at":1,"kind":"hover","action":"move","x":1,"y":1,"modifiers":8,"t":1}"#,
            #"{"at":1,"kind":"scroll","action":"changed","x":1,"y":1,"dx":1,"dy":0,"modifiers":0,"t":1}"#,
            #"{"at":1,"kind":"scroll","action":"wheel","x":1,"y":1,"modifiers":0,"t":1}"#,
        ]
        for line in lines {
            do {
                _ = try InputRecording(parsing: header + "\n" + line + "\n")
                Issue.record("accepted \(line)")
            } catch {
                #expect(error.line == 2, "\(line)")
            }
        }
        let good = #"{"at":1,"kind":"scroll","action":"wheel","x":1,"y":1,"dx":0,"dy":-3,"modifiers":131072,"t":1}"#
        #expect(throws: Never.self) { try InputRecording(parsing: header + "\n" + good + "\n") }
    }
}
