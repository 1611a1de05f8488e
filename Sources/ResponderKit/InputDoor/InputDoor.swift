import Foundation

/// The one documented entry point through which a host hands raw input to an application.
///
/// Hosts (tests, a terminal, a window system) never build `UITouch` or `UIEvent` objects: they describe what
/// the fingers did in screen coordinates with ``HostInput`` and call ``send(_:)``. The door checks the input
/// as a whole first; bad input (a lift for a finger that is not down, a second down, NaN coordinates, time
/// going backwards or running ahead of the clock) is rejected with an ``InputRejection`` that says why. A
/// rejected input changes nothing: the door checks everything before it applies anything, so its timestamps,
/// the fingers, keys and shake it knows of, the recording and the input system are as they were; what remains
/// of it is one `inputRejected` entry in the application's diagnostics and trace. Good input becomes one
/// `UIEvent` that is delivered before `send` returns.
///
/// Time: a timestamp is on the application's clock. It may not be earlier than the last accepted input's
/// (``lastTimestamp``) and may lead the clock by at most ``maximumTimestampLead``. Input without a timestamp
/// is stamped with the clock's time, or with ``lastTimestamp`` when an earlier stamp led the clock, so it is
/// never refused as going backwards.
///
/// The door does not keep its application alive: a host that keeps the door after dropping the application gets
/// ``InputRejection/Reason/applicationGone`` from every call instead of a crash.
///
/// The path continues in `UIApplication+TouchDelivery.swift`.
@preconcurrency @MainActor
public final class InputDoor {
    /// How far, in seconds, a host's timestamp may lead the application's clock.
    ///
    /// A host stamping input from its own clock may read slightly ahead of the application's; a stamp further
    /// ahead is refused (``InputRejection/Reason/timestampAheadOfClock(id:timestamp:clock:)``), so one bad stamp
    /// can hold back the host's later, correctly stamped input by at most this long.
    public nonisolated static let maximumTimestampLead: TimeInterval = 1
    /// The most bytes of UTF-8 one text insertion, or one key's characters, may hold (4 MiB), so every input
    /// the door takes fits in a line of a recording.
    public nonisolated static let maximumTextLength = 4 << 20
    /// The most fingers one frame may name, and the most that may be down at once; real hands are far below it.
    public nonisolated static let maximumTouchesPerFrame = 10_000

    /// The application the door feeds, or `nil` once it has been freed.
    public var application: UIApplication? {
        lifetime.isAlive ? unretainedApplication.object : nil
    }
    // Read only through `application`, which checks `lifetime` first: the application is alive exactly while
    // its lifetime token says so. Not `weak`, which would slow every retain of the application (ApplicationLifetime).
    private let unretainedApplication: Unretained<UIApplication>
    private let lifetime: ApplicationLifetime
    // Every input reads and writes these; unchecked because a runtime exclusivity check costs more than the
    // access, and no access is held across a call into the application.
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    /// The timestamp of the last accepted input; new input may not be earlier.
    public internal(set) var lastTimestamp: TimeInterval {
        get { hot.value.lastTimestamp }
        set { hot.value.lastTimestamp = newValue }
    }
    private var isDispatching: Bool {
        get { hot.value.isDispatching }
        _modify { yield &hot.value.isDispatching }
    }
    var checkedFrames: UInt64 {
        get { hot.value.checkedFrames }
        set { hot.value.checkedFrames = newValue }
    }
    /// Set while recording: every accepted input is appended to it.
    var recorder: InputRecorder?
    // Held directly so a rejection is still traced once the application is gone.
    private let trace: EventTrace

    init(application: UIApplication) {
        unretainedApplication = Unretained(application)
        lifetime = application.lifetime
        trace = application.eventTrace
    }

    /// Validates `input` and delivers it as one event; throws, changing nothing, when it is malformed.
    public func send(_ input: HostInput) throws(InputRejection) {
        guard let application else { throw reject(.applicationGone, input, in: nil) }
        guard !isDispatching else { throw reject(.reentrantInput, input, in: application) }
        let now = application.clock.now
        let stamp = stampForUnstamped(now: now)
        if let reason = problem(with: input, in: application, now: now, stamp: stamp) {
            throw reject(reason, input, in: application)
        }
        trace.emit(.input) { "\(input)" }
        #if DEBUG
        TouchPathLog.note("send(_:), the input door: validated")
        #endif
        isDispatching = true
        defer { isDispatching = false }
        do {
            try deliver(input, to: application, stamp: stamp)
        } catch {
            throw reject(error.reason, input, in: application)
        }
        recorder?.append(input, at: now, unstampedAt: stamp)
    }

    private func deliver(_ input: HostInput, to application: UIApplication, stamp: TimeInterval) throws(InputRejection) {
        switch input {
        case .touch(let touch): deliverTouches(CollectionOfOne(touch), to: application, stamp: stamp)
        case .touches(let touches): deliverTouches(touches, to: application, stamp: stamp)
        case .text(let text):
            guard application.inputSystem.perform(text) else { throw InputRejection(reason: .noTextInputTarget) }
        case .key(let key): try application.routeKey(key)
        case .button(let button): try application.routeButton(button)
        case .shake(let shake): try application.routeShake(shake)
        case .remoteControl(let subtype): try application.routeRemoteControl(subtype)
        case .hover(let hover): application.routeHover(hover, timestamp: acceptPointerTimestamp(hover.timestamp, stamp))
        case .scroll(let scroll): application.routeScroll(scroll, timestamp: acceptPointerTimestamp(scroll.timestamp, stamp))
        case .lifecycle(let change): application.applyLifecycle(change)
        }
    }

    private func deliverTouches<Touches: Collection>(_ touches: Touches, to application: UIApplication,
                                                     stamp: TimeInterval) where Touches.Element == HostTouch {
        var frameTime = lastTimestamp
        for touch in touches { frameTime = max(frameTime, touch.timestamp ?? stamp) }
        lastTimestamp = frameTime
        application.routeTouchChanges(touches, now: stamp, timestamp: frameTime)
    }

    /// The time input without a timestamp is stamped with: the clock's, unless an earlier stamp led the clock.
    private func stampForUnstamped(now: TimeInterval) -> TimeInterval {
        max(now, lastTimestamp)
    }

    /// Takes `timestamp` (or, when `nil`, the clock's time as the door stamps it) as the latest input's time
    /// and returns it. The door has checked the input before delivering it, so this only fails if a router
    /// is called with input the door did not check.
    func acceptTimestamp(_ timestamp: TimeInterval?, code: Int) throws(InputRejection) -> TimeInterval {
        guard let application else { throw InputRejection(reason: .applicationGone) }
        let now = application.clock.now
        let time = timestamp ?? stampForUnstamped(now: now)
        if let reason = problem(withTimestamp: time, id: code, now: now) { throw InputRejection(reason: reason) }
        lastTimestamp = time
        return time
    }

    /// Why a timestamp is refused: not finite, before the last accepted input, or too far ahead of the clock.
    func problem(withTimestamp time: TimeInterval, id: Int, now: TimeInterval) -> InputRejection.Reason? {
        guard time.isFinite else { return .nonFiniteTimestamp(id: id) }
        guard time >= lastTimestamp else { return .timeWentBackwards(id: id, previous: lastTimestamp, received: time) }
        guard time - now <= Self.maximumTimestampLead else {
            return .timestampAheadOfClock(id: id, timestamp: time, clock: now)
        }
        return nil
    }

    /// Sends typed text, a backspace or return to the first responder.
    public func type(_ text: TextInput) throws(InputRejection) {
        try send(.text(text))
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

    /// Builds the rejection for `reason` and reports it, once, in the trace and, while it
    /// lives, the application's diagnostics; nothing else is touched.
    private func reject(_ reason: InputRejection.Reason, _ input: HostInput,
                        in application: UIApplication?) -> InputRejection {
        let rejection = InputRejection(reason: reason)
        trace.emit(.inputRejected) { "\(input): \(rejection.description)" }
        application?.diagnostics.record(ResponderDiagnostic(kind: .inputRejected, message: rejection.description))
        return rejection
    }
}

extension InputDoor {
    /// The hot state of `InputDoor`, in one value (`UncheckedState`).
    struct HotState {
        var lastTimestamp: TimeInterval = -.infinity
        var isDispatching: Bool = false
        /// How many frames of touches have been checked for repeated ids; numbers each check.
        var checkedFrames: UInt64 = 0
    }
}
