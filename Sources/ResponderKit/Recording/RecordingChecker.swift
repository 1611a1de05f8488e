import Foundation

/// Replays a recording's logic without an application, line by line, by the input door's own rules: times
/// that never go back; timestamps that are finite, never before the previous input's and never more than
/// ``InputDoor/maximumTimestampLead`` ahead of their line's time (the clock a replay moves to); fingers, keys
/// and shakes that begin before they move or end; frames and text within the door's caps. A recording it
/// passes is accepted line after line by a door whose application starts with no input in progress, no later
/// stamp and its clock not past the first line, so a bad file is refused before its first input is applied.
///
/// It holds the fingers and keys down and a few numbers, never the entries.
struct RecordingChecker {
    private var lastTime = -TimeInterval.infinity
    private var lastStamp = -TimeInterval.infinity
    private var fingersDown: Set<Int> = []
    private var pressesDown: Set<Int> = []
    private var isShaking = false
    private var isTrackpadScrolling = false
    /// The first line's time: a replay's clock must not be past it.
    private(set) var firstTime: TimeInterval?
    /// The earliest stamp of the first input that carries one: the door's last stamp must not be past it.
    private(set) var firstStamp: TimeInterval?

    mutating func check(_ entry: InputRecording.Entry, lineNumber: Int) throws(RecordingError) {
        func fail(_ problem: String) -> RecordingError { RecordingError(line: lineNumber, problem: problem) }
        guard entry.time.isFinite else { throw fail("time \(entry.time) is not finite") }
        guard entry.time >= lastTime else { throw fail("time \(entry.time) is before the previous line's \(lastTime)") }
        lastTime = entry.time
        if firstTime == nil { firstTime = entry.time }
        // Input without a timestamp is stamped as the door stamps it: the clock's time, or the last stamp.
        let unstamped = max(entry.time, lastStamp)
        switch entry.input {
        case .touch(let touch): try checkTouches(CollectionOfOne(touch), at: entry.time, fail)
        case .touches(let touches): try checkTouches(touches, at: entry.time, fail)
        case .text(.insert(let text)):
            guard text.utf8.count <= InputDoor.maximumTextLength else {
                throw fail("the text is longer than \(InputDoor.maximumTextLength) bytes")
            }
        case .text: break
        case .key(let key):
            guard key.keyCode.isKnown else { throw fail("key code \(key.keyCode.rawValue) is not a HID keyboard usage") }
            guard key.characters.utf8.count + (key.charactersIgnoringModifiers?.utf8.count ?? 0)
                    <= InputDoor.maximumTextLength else {
                throw fail("the key's characters are longer than \(InputDoor.maximumTextLength) bytes")
            }
            try checkPress(key.keyCode.rawValue, down: key.action == .down, isRepeat: key.action == .repeat, fail)
            try stamp(key.timestamp ?? unstamped, at: entry.time, fail)
        case .button(let button):
            try checkPress(-1 - button.type.rawValue, down: button.isDown, isRepeat: false, fail)
            try stamp(button.timestamp ?? unstamped, at: entry.time, fail)
        case .shake(let phase):
            if phase == .began {
                isShaking = true
            } else {
                guard isShaking else { throw fail("the shake \(phase) without having begun") }
                isShaking = false
            }
            try stamp(unstamped, at: entry.time, fail)
        case .remoteControl(let subtype):
            guard subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue else {
                throw fail("subtype \(subtype.rawValue) is not a remote-control command")
            }
            try stamp(unstamped, at: entry.time, fail)
        case .hover(let hover):
            guard hover.modifierFlags.isSubset(of: InputDoor.knownModifierFlags) else {
                throw fail("the hover names unknown modifier flags \(hover.modifierFlags.rawValue)")
            }
            try stamp(hover.timestamp ?? unstamped, at: entry.time, fail)
        case .scroll(let scroll):
            guard scroll.modifierFlags.isSubset(of: InputDoor.knownModifierFlags) else {
                throw fail("the scroll names unknown modifier flags \(scroll.modifierFlags.rawValue)")
            }
            try checkScroll(scroll.action, fail)
            try stamp(scroll.timestamp ?? unstamped, at: entry.time, fail)
        case .lifecycle:
            break
        }
    }

    /// Whether `time` may follow the last stamp on a clock reading `clock`.
    private func problem(with time: TimeInterval, at clock: TimeInterval) -> String? {
        guard time.isFinite else { return "timestamp \(time) is not finite" }
        guard time >= lastStamp else { return "timestamp \(time) is before the previous input's \(lastStamp)" }
        guard time - clock <= InputDoor.maximumTimestampLead else {
            return "timestamp \(time) is more than \(InputDoor.maximumTimestampLead) s after the line's time \(clock)"
        }
        return nil
    }

    /// A trackpad scroll's change or end must follow its began; a began or a wheel notch may not come during one.
    private mutating func checkScroll(_ action: HostScroll.Action,
                                      _ fail: (String) -> RecordingError) throws(RecordingError) {
        switch action {
        case .wheel, .began:
            guard !isTrackpadScrolling else { throw fail("a scroll \(action.rawValue) during a trackpad scroll") }
            isTrackpadScrolling = action == .began
        case .changed, .ended, .cancelled:
            guard isTrackpadScrolling else { throw fail("a scroll \(action.rawValue) without a began") }
            isTrackpadScrolling = action == .changed
        }
    }

    private mutating func stamp(_ time: TimeInterval, at clock: TimeInterval,
                                _ fail: (String) -> RecordingError) throws(RecordingError) {
        if let problem = problem(with: time, at: clock) { throw fail(problem) }
        if firstStamp == nil { firstStamp = time }
        lastStamp = time
    }

    private mutating func checkTouches<Touches: Collection>(_ touches: Touches, at clock: TimeInterval,
                                                            _ fail: (String) -> RecordingError) throws(RecordingError)
    where Touches.Element == HostTouch {
        guard !touches.isEmpty else { throw fail("a touches line holds no touch") }
        let limit = InputDoor.maximumTouchesPerFrame
        guard touches.count <= limit else { throw fail("a frame holds \(touches.count) touches; at most \(limit) may") }
        var seen: Set<Int> = []
        let downBefore = fingersDown.count
        var downs = 0
        var frameStamp = lastStamp
        var earliest = TimeInterval.infinity
        for touch in touches {
            guard seen.insert(touch.id).inserted else { throw fail("touch \(touch.id) appears twice") }
            guard touch.location.x.isFinite, touch.location.y.isFinite else {
                throw fail("touch \(touch.id) has a non-finite location")
            }
            let buttons = touch.buttonMask.rawValue
            guard buttons == 0 || (touch.type == .indirectPointer && buttons > 0
                                   && buttons < 1 << InputDoor.maximumPointerButtons) else {
                throw fail("touch \(touch.id) names buttons \(buttons); only a pointer's touch presses buttons")
            }
            guard touch.modifierFlags.isSubset(of: InputDoor.knownModifierFlags) else {
                throw fail("touch \(touch.id) names unknown modifier flags \(touch.modifierFlags.rawValue)")
            }
            let time = touch.timestamp ?? max(clock, lastStamp)
            if let problem = problem(with: time, at: clock) { throw fail("touch \(touch.id): \(problem)") }
            frameStamp = max(frameStamp, time)
            earliest = min(earliest, time)
            switch touch.action {
            case .down:
                guard fingersDown.insert(touch.id).inserted else { throw fail("touch \(touch.id) is already down") }
                downs += 1
            case .move:
                guard fingersDown.contains(touch.id) else { throw fail("touch \(touch.id) moves without being down") }
            case .up, .cancel:
                guard fingersDown.remove(touch.id) != nil else {
                    throw fail("touch \(touch.id) lifts without being down")
                }
            }
        }
        // As the door counts: the fingers down before the frame and every down in it.
        guard downBefore + downs <= limit else { throw fail("more than \(limit) fingers would be down") }
        if firstStamp == nil { firstStamp = earliest }
        lastStamp = frameStamp
    }

    private mutating func checkPress(_ code: Int, down: Bool, isRepeat: Bool,
                                     _ fail: (String) -> RecordingError) throws(RecordingError) {
        if down {
            guard pressesDown.insert(code).inserted else { throw fail("key or button \(code) is already down") }
        } else if isRepeat {
            guard pressesDown.contains(code) else { throw fail("key \(code) repeats without being down") }
        } else {
            guard pressesDown.remove(code) != nil else { throw fail("key or button \(code) comes up without being down") }
        }
    }
}
