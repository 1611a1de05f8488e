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
    /// The input with every missing timestamp set to `time`, so a replay reproduces it exactly.
    func resolvingTimestamps(to time: TimeInterval) -> HostInput {
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
        case .text, .shake, .remoteControl:
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
    /// The whole recording was checked when parsed; the application must have no finger, key or shake in
    /// progress, or the replay is refused before anything is sent. Input the application still rejects (its
    /// windows differ from the recorded ones, say) stops the replay with the entry's line number.
    @preconcurrency @MainActor
    public func replay(into application: UIApplication, clock: VirtualClock) throws(RecordingError) {
        guard application.touchRouting.activeTouches.isEmpty, application.pressRouting.activePresses.isEmpty,
              application.shakeInProgress == nil else {
            throw RecordingError(line: 1, problem: "the application already has input in progress")
        }
        for (index, entry) in entries.enumerated() {
            clock.advance(to: entry.time)
            do {
                try application.inputDoor.send(entry.input)
            } catch {
                throw RecordingError(line: index + 2, problem: error.description)
            }
            clock.runUntilIdle()
        }
    }
}
