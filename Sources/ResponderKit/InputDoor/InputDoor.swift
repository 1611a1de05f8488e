import Foundation

/// The one documented entry point through which a host hands raw input to an application.
///
/// Hosts (tests, a terminal, a window system) never build `UITouch` or `UIEvent` objects: they describe what
/// the fingers did in screen coordinates with ``HostInput`` and call ``send(_:)``. The door checks the input
/// as a whole first; bad input (a lift for a finger that is not down, a second down, NaN coordinates, time
/// going backwards) is rejected with an ``InputRejection`` that says why, is recorded in the application's
/// diagnostics, and changes nothing. Good input becomes one `UIEvent` that is delivered before `send` returns.
///
/// The path continues in `UIApplication+TouchDelivery.swift`.
@preconcurrency @MainActor
public final class InputDoor {
    /// The application the door feeds.
    public unowned let application: UIApplication
    /// The timestamp of the last accepted input; new input may not be earlier.
    public private(set) var lastTimestamp: TimeInterval = -.infinity
    private var isDispatching = false
    /// Set while recording: every accepted input is appended to it.
    var recorder: InputRecorder?
    // Held directly: reaching it through the unowned `application` costs a checked retain on every input.
    private let trace: EventTrace

    init(application: UIApplication) {
        self.application = application
        trace = application.eventTrace
    }

    /// Validates `input` and delivers it as one event; throws, changing nothing, when it is malformed.
    public func send(_ input: HostInput) throws(InputRejection) {
        trace.emit(.input) { "\(input)" }
        let time = application.clock.now
        try deliver(input)
        recorder?.append(input, at: time)
    }

    private func deliver(_ input: HostInput) throws(InputRejection) {
        switch input {
        case .touch(let touch): try sendTouches(CollectionOfOne(touch))
        case .touches(let touches): try sendTouches(touches)
        case .text(let text): try sendText(text)
        case .key(let key): try dispatch { () throws(InputRejection) in try application.routeKey(key) }
        case .button(let button): try dispatch { () throws(InputRejection) in try application.routeButton(button) }
        case .shake(let shake): try dispatch { () throws(InputRejection) in try application.routeShake(shake) }
        case .remoteControl(let subtype):
            try dispatch { () throws(InputRejection) in try application.routeRemoteControl(subtype) }
        }
    }

    /// Runs one delivery, refusing input sent from inside a handler and recording every rejection.
    private func dispatch(_ body: () throws(InputRejection) -> Void) throws(InputRejection) {
        guard !isDispatching else { throw reject(.reentrantInput) }
        isDispatching = true
        defer { isDispatching = false }
        do {
            try body()
        } catch {
            throw reject(error.reason)
        }
    }

    /// Accepts `timestamp` (or the clock's time) if it does not go backwards, and returns it.
    func acceptTimestamp(_ timestamp: TimeInterval?, code: Int) throws(InputRejection) -> TimeInterval {
        let time = timestamp ?? application.clock.now
        guard time.isFinite else { throw InputRejection(reason: .nonFiniteTimestamp(id: code)) }
        guard time >= lastTimestamp else {
            throw InputRejection(reason: .timeWentBackwards(id: code, previous: lastTimestamp, received: time))
        }
        lastTimestamp = time
        return time
    }

    /// Sends typed text, a backspace or return to the first responder.
    public func type(_ text: TextInput) throws(InputRejection) {
        try send(.text(text))
    }

    private func sendText(_ text: TextInput) throws(InputRejection) {
        try dispatch { () throws(InputRejection) in
            guard application.inputSystem.perform(text) else { throw InputRejection(reason: .noTextInputTarget) }
        }
    }

    /// Sends one finger going down at `location` (screen points).
    public func touchDown(id: Int, at location: CGPoint, timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.touch(HostTouch(id: id, action: .down, location: location, timestamp: timestamp)))
    }

    /// Sends one finger moving to `location` (screen points).
    public func touchMove(id: Int, to location: CGPoint, timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.touch(HostTouch(id: id, action: .move, location: location, timestamp: timestamp)))
    }

    /// Sends one finger lifting at `location` (screen points).
    public func touchUp(id: Int, at location: CGPoint, timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.touch(HostTouch(id: id, action: .up, location: location, timestamp: timestamp)))
    }

    /// Sends the system cancelling one finger.
    public func touchCancel(id: Int, at location: CGPoint, timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.touch(HostTouch(id: id, action: .cancel, location: location, timestamp: timestamp)))
    }

    private func sendTouches<Touches: Collection>(_ touches: Touches) throws(InputRejection)
    where Touches.Element == HostTouch {
        guard !isDispatching else { throw reject(.reentrantInput) }
        guard !touches.isEmpty else { throw reject(.emptyFrame) }
        if let repeated = firstRepeatedID(in: touches) { throw reject(.duplicateTouchInFrame(id: repeated)) }
        let now = application.clock.now
        var frameTime = lastTimestamp
        for touch in touches {
            if let reason = problem(with: touch, now: now) { throw reject(reason) }
            frameTime = max(frameTime, touch.timestamp ?? now)
        }
        lastTimestamp = frameTime
        isDispatching = true
        defer { isDispatching = false }
        application.routeTouchChanges(touches, now: now, timestamp: frameTime)
    }

    private func problem(with touch: HostTouch, now: TimeInterval) -> InputRejection.Reason? {
        guard touch.location.x.isFinite, touch.location.y.isFinite else { return .nonFiniteLocation(id: touch.id) }
        let time = touch.timestamp ?? now
        guard time.isFinite else { return .nonFiniteTimestamp(id: touch.id) }
        if time < lastTimestamp {
            return .timeWentBackwards(id: touch.id, previous: lastTimestamp, received: time)
        }
        let isDown = application.touchRouting.touchesByHostID[touch.id] != nil
        switch touch.action {
        case .down where isDown: return .touchAlreadyDown(id: touch.id)
        case .move, .up, .cancel: return isDown ? nil : .unknownTouch(id: touch.id)
        case .down: return nil
        }
    }

    /// The first id the frame names twice. Frames hold a few fingers, so a plain scan does; huge (hostile)
    /// frames are checked with a set to stay linear.
    private func firstRepeatedID<Touches: Collection>(in frame: Touches) -> Int?
    where Touches.Element == HostTouch {
        if frame.count > 32 {
            var seen = Set<Int>(minimumCapacity: frame.count)
            return frame.first { !seen.insert($0.id).inserted }?.id
        }
        for (offset, touch) in frame.enumerated() where frame.prefix(offset).contains(where: { $0.id == touch.id }) {
            return touch.id
        }
        return nil
    }

    private func reject(_ reason: InputRejection.Reason) -> InputRejection {
        let rejection = InputRejection(reason: reason)
        trace.emit(.inputRejected) { rejection.description }
        application.diagnostics.record(ResponderDiagnostic(kind: .inputRejected, message: rejection.description))
        return rejection
    }
}
