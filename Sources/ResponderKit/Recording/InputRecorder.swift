import Foundation

/// Records every input an application's door accepts, for saving and replaying later.
///
/// Attach one with ``InputDoor/startRecording()``; rejected input is not recorded, so the recording always
/// replays cleanly into a fresh application.
@preconcurrency @MainActor
public final class InputRecorder {
    /// What has been recorded so far.
    public private(set) var recording = InputRecording()

    init() {}

    /// Records `input`, sent when the clock read `time`; its missing timestamps become `stamp`, the time the
    /// door stamped it with.
    func append(_ input: HostInput, at time: TimeInterval, unstampedAt stamp: TimeInterval) {
        recording.entries.append(InputRecording.Entry(time: time, input: input.resolvingTimestamps(to: stamp)))
    }
}

extension HostInput {
    /// The input with every missing timestamp set to `time`, and one finger as a one-finger `.touches`, the form
    /// a recording holds it in, so a replay reproduces it exactly; tools that keep their own recording (the test
    /// host) store input this way too.
    public func resolvingTimestamps(to time: TimeInterval) -> HostInput {
        func resolved(_ touch: HostTouch) -> HostTouch {
            var copy = touch
            copy.timestamp = touch.timestamp ?? time
            return copy
        }
        switch self {
        case .touch(let touch): return .touches([resolved(touch)])
        case .touches(let touches): return .touches(touches.map(resolved))
        case .key(var key):
            key.timestamp = key.timestamp ?? time
            return .key(key)
        case .button(var button):
            button.timestamp = button.timestamp ?? time
            return .button(button)
        case .hover(var hover):
            hover.timestamp = hover.timestamp ?? time
            return .hover(hover)
        case .scroll(var scroll):
            scroll.timestamp = scroll.timestamp ?? time
            return .scroll(scroll)
        case .text, .shake, .remoteControl, .lifecycle:
            return self
        }
    }
}

extension InputDoor {
    /// Starts recording accepted input; returns the recorder, whose ``InputRecorder/recording`` grows.
    @discardableResult
    public func startRecording() -> InputRecorder {
        let recorder = InputRecorder()
        self.recorder = recorder
        return recorder
    }

    /// Stops recording and returns what was recorded.
    @discardableResult
    public func stopRecording() -> InputRecording {
        defer { recorder = nil }
        return recorder?.recording ?? InputRecording()
    }
}

extension InputRecording {
    /// Feeds the recording to `application` on its virtual clock, moving the clock to each entry's time
    /// first, so the application sees exactly what the recorded one saw.
    ///
    /// Every entry is checked before the first is sent, by the door's rules (a recording built from entries
    /// by hand is checked too), and so is the application: it must have no finger, key or shake in progress,
    /// its clock must not be past the first entry's time and its door must have taken no input stamped after
    /// the first entry's stamp. Anything wrong refuses the replay, naming the line, before anything is sent.
    /// Only input the application still rejects because it is not the recorded one (text typed with no text
    /// input first responder) stops the replay part way, at that entry's line.
    @preconcurrency @MainActor
    public func replay(into application: UIApplication, clock: VirtualClock) throws(RecordingError) {
        var checker = RecordingChecker()
        for (index, entry) in entries.enumerated() { try checker.check(entry, lineNumber: index + 2) }
        try Self.checkStart(of: checker, application: application, clock: clock)
        for (index, entry) in entries.enumerated() {
            try Self.send(entry, lineNumber: index + 2, into: application, clock: clock)
        }
    }

    /// Replays the recording in the file at `url` as ``replay(into:clock:)`` does, reading the file twice a
    /// line at a time: first to check all of it, then to send it. Memory stays at one chunk and one line
    /// (at most ``maximumLineLength`` bytes) whatever the file's size. The file must not change meanwhile.
    @preconcurrency @MainActor
    public static func replay(contentsOf url: URL, into application: UIApplication,
                              clock: VirtualClock) throws(RecordingError) {
        var checking = try RecordingLines(contentsOf: url)
        defer { checking.close() }
        var checker = RecordingChecker()
        try forEachEntry(in: &checking) { entry, lineNumber throws(RecordingError) in
            try checker.check(entry, lineNumber: lineNumber)
        }
        try checkStart(of: checker, application: application, clock: clock)
        var sending = try RecordingLines(contentsOf: url)
        defer { sending.close() }
        try forEachEntry(in: &sending) { entry, lineNumber throws(RecordingError) in
            try send(entry, lineNumber: lineNumber, into: application, clock: clock)
        }
    }

    /// Refuses a replay the application cannot take from its first line on.
    @MainActor
    private static func checkStart(of checker: RecordingChecker, application: UIApplication,
                                   clock: VirtualClock) throws(RecordingError) {
        guard application.touchRouting.activeTouches.isEmpty, application.pressRouting.activePresses.isEmpty,
              application.shakeInProgress == nil else {
            throw RecordingError(line: 1, problem: "the application already has input in progress")
        }
        if let first = checker.firstTime, clock.now > first {
            throw RecordingError(line: 2, problem: "the recording starts at \(first), before the clock's \(clock.now)")
        }
        let last = application.inputDoor.lastTimestamp
        if let first = checker.firstStamp, last > first {
            throw RecordingError(line: 2, problem: "the recording's first stamp \(first) is before the application's "
                + "last input at \(last)")
        }
    }

    @MainActor
    private static func send(_ entry: Entry, lineNumber: Int, into application: UIApplication,
                             clock: VirtualClock) throws(RecordingError) {
        clock.advance(to: entry.time)
        do {
            try application.inputDoor.send(entry.input)
        } catch {
            throw RecordingError(line: lineNumber, problem: error.description)
        }
        clock.runUntilIdle()
    }
}
