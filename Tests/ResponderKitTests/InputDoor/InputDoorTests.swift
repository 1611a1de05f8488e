import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("The input door")
struct InputDoorTests {
    private func scene() -> (EventTestHost, RecordingView, EventLog) {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let view = RecordingView("view", log: log, frame: window.bounds, handling: .consume)
        window.addSubview(view)
        return (host, view, log)
    }

    private func rejection(_ body: () throws -> Void) -> InputRejection.Reason? {
        do {
            try body()
            return nil
        } catch let rejection as InputRejection {
            return rejection.reason
        } catch {
            return nil
        }
    }

    @Test("A move, lift or cancel for a finger that is not down is rejected and delivers nothing")
    func unknownFinger() {
        let (host, _, log) = scene()
        let door = host.application.inputDoor
        #expect(rejection { try door.touchMove(id: 7, to: CGPoint(x: 1, y: 1)) } == .unknownTouch(id: 7))
        #expect(rejection { try door.touchUp(id: 7, at: CGPoint(x: 1, y: 1)) } == .unknownTouch(id: 7))
        #expect(rejection { try door.touchCancel(id: 7, at: CGPoint(x: 1, y: 1)) } == .unknownTouch(id: 7))
        #expect(log.entries.isEmpty)
        #expect(host.application.diagnostics.entries.count == 3)
        #expect(host.application.diagnostics.entries.allSatisfy { $0.kind == .inputRejected })
    }

    @Test("A second down for a finger already down is rejected; the first touch carries on")
    func duplicateDown() throws {
        let (host, view, _) = scene()
        let door = host.application.inputDoor
        try door.touchDown(id: 1, at: CGPoint(x: 10, y: 10))
        #expect(rejection { try door.touchDown(id: 1, at: CGPoint(x: 50, y: 50)) } == .touchAlreadyDown(id: 1))
        try door.touchUp(id: 1, at: CGPoint(x: 12, y: 12))
        #expect(view.count("touchesBegan") == 1 && view.count("touchesEnded") == 1)
        #expect(view.receivedTouchLists(for: "touchesEnded").first?.first?.location(in: nil)
                == CGPoint(x: 12, y: 12))
    }

    @Test("Non-finite coordinates and timestamps are rejected", arguments: [
        CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: CGFloat.nan),
    ])
    func nonFinite(_ point: CGPoint) {
        let (host, _, log) = scene()
        let door = host.application.inputDoor
        #expect(rejection { try door.touchDown(id: 1, at: point) } == .nonFiniteLocation(id: 1))
        #expect(rejection { try door.touchDown(id: 2, at: .zero, timestamp: .nan) } == .nonFiniteTimestamp(id: 2))
        #expect(log.entries.isEmpty)
    }

    @Test("Time going backwards is rejected and changes nothing")
    func timeBackwards() throws {
        let (host, view, _) = scene()
        let door = host.application.inputDoor
        try door.touchDown(id: 1, at: CGPoint(x: 10, y: 10), timestamp: 5)
        #expect(rejection { try door.touchMove(id: 1, to: CGPoint(x: 20, y: 20), timestamp: 4) }
                == .timeWentBackwards(id: 1, previous: 5, received: 4))
        try door.touchUp(id: 1, at: CGPoint(x: 10, y: 10), timestamp: 5)
        #expect(view.count("touchesMoved") == 0 && view.count("touchesEnded") == 1)
        #expect(door.lastTimestamp == 5)
    }

    @Test("A frame with one bad touch is rejected whole")
    func frameIsAtomic() throws {
        let (host, view, _) = scene()
        let door = host.application.inputDoor
        let frame: [HostTouch] = [
            HostTouch(id: 1, action: .down, location: CGPoint(x: 10, y: 10)),
            HostTouch(id: 2, action: .move, location: CGPoint(x: 10, y: 10)),
        ]
        #expect(rejection { try door.send(.touches(frame)) } == .unknownTouch(id: 2))
        #expect(view.received.isEmpty)
        try door.touchDown(id: 1, at: CGPoint(x: 10, y: 10))
        #expect(view.count("touchesBegan") == 1)
        let repeated: [HostTouch] = [
            HostTouch(id: 1, action: .move, location: CGPoint(x: 11, y: 10)),
            HostTouch(id: 1, action: .up, location: CGPoint(x: 11, y: 10)),
        ]
        #expect(rejection { try door.send(.touches(repeated)) } == .duplicateTouchInFrame(id: 1))
        #expect(rejection { try door.send(.touches([])) } == .emptyFrame)
        try door.touchUp(id: 1, at: CGPoint(x: 10, y: 10))
        #expect(view.count("touchesEnded") == 1)
    }

    @Test("Input sent from inside a handler is rejected instead of corrupting the event in flight")
    func reentrantInput() throws {
        final class Meddler: RecordingView {
            var caught: InputRejection.Reason?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                do {
                    try window?.application?.inputDoor.touchDown(id: 99, at: .zero)
                } catch {
                    caught = error.reason
                }
            }
        }
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let meddler = Meddler("meddler", log: log, frame: window.bounds, handling: .consume)
        window.addSubview(meddler)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(meddler.caught == .reentrantInput)
        #expect(log.entries == ["meddler.touchesBegan", "meddler.touchesEnded"])
    }

    @Test("Rejections explain themselves")
    func descriptions() {
        let text = InputRejection(reason: .unknownTouch(id: 3)).description
        #expect(text.contains("Touch 3 is not down"))
        #expect(InputRejection(reason: .timeWentBackwards(id: 1, previous: 2, received: 1)).description
            .contains("before the previous input"))
    }

    @Test("Timestamps default to the clock; events and touches carry them")
    func timestamps() throws {
        let (host, view, _) = scene()
        let finger = try host.touchDown(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.25)
        try finger.lift()
        let touch = try #require(view.receivedTouchLists(for: "touchesEnded").first?.first)
        #expect(touch.timestamp == host.clock.now)
        #expect(touch.timestamp == 1_000.25)
    }

    @Test("Ten thousand fingers down at once are delivered without trouble")
    func manyFingers() throws {
        let (host, view, _) = scene()
        view.isMultipleTouchEnabled = true
        let points = (0..<10_000).map { CGPoint(x: Double($0 % 390), y: Double($0 % 800)) }
        let fingers = try host.touchDown(at: points)
        try host.lift(fingers)
        #expect(view.receivedTouchLists(for: "touchesBegan").first?.count == 10_000)
        #expect(view.receivedTouchLists(for: "touchesEnded").first?.count == 10_000)
    }

    @Test("Huge but finite coordinates are accepted and hit nothing")
    func hugeCoordinates() throws {
        let (host, view, _) = scene()
        try host.tap(at: CGPoint(x: 1e300, y: -1e300))
        #expect(view.received.isEmpty)
    }
}
