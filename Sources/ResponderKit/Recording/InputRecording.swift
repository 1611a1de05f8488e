import Foundation

/// A recording of the input a host handed to an application, in ResponderKit's versioned text format.
///
/// The format is JSON Lines: a header line `{"format":"responderkit-input","version":1}`, then one JSON
/// object per input, in order, each with the clock time `at` it was sent and a `kind`:
///
/// | kind | fields |
/// | --- | --- |
/// | `touches` | `touches`: array of `{"id", "action": "down"\|"move"\|"up"\|"cancel", "x", "y", "type"}` |
/// | `text` | `insert`: the string typed |
/// | `deleteBackward`, `return` | none |
/// | `key` | `action`: `"down"\|"repeat"\|"up"`, `keyCode`, `characters`, `ignoringModifiers`, `modifiers` |
/// | `button` | `down`: bool, `pressType`: the `UIPress.PressType` raw value |
/// | `shake` | `phase`: `"began"\|"ended"\|"cancelled"` |
/// | `remote` | `subtype`: the `UIEvent.EventSubtype` raw value |
///
/// ``InputRecorder`` writes it; ``InputRecording/init(parsing:)`` reads it back, checking every line (syntax,
/// fields, times that never go back, fingers and keys that go down before they move or lift) before anything
/// is replayed, so a bad file is rejected whole with the number of its first bad line.
public struct InputRecording: Sendable, Equatable {
    /// The format version this library writes and reads.
    public static let version = 1

    /// One recorded input and the clock time it was sent at.
    public struct Entry: Sendable, Equatable {
        /// The application clock's time when the input was sent.
        public var time: TimeInterval
        /// The input, with every timestamp resolved.
        public var input: HostInput

        /// Creates an entry.
        public init(time: TimeInterval, input: HostInput) {
            self.time = time
            self.input = input
        }
    }

    /// The inputs, in the order they were sent.
    public var entries: [Entry]

    /// Creates a recording from entries.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The recording in the text format, header first, one line per entry, ending with a newline.
    public var text: String {
        var lines = [#"{"format":"responderkit-input","version":\#(Self.version)}"#]
        for entry in entries { lines.append(RecordingCodec.encode(entry)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a recording, checking all of it first; throws the first problem with its line number.
    public init(parsing text: String) throws(RecordingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first else { throw RecordingError(line: 1, problem: "the recording is empty") }
        try RecordingCodec.checkHeader(header)
        var entries: [Entry] = []
        var checker = StreamChecker()
        for (index, line) in lines.enumerated().dropFirst() {
            let number = index + 1
            let entry = try RecordingCodec.decode(line, lineNumber: number)
            try checker.check(entry, lineNumber: number)
            entries.append(entry)
        }
        self.entries = entries
    }
}

/// What is wrong with a recording, and on which line (counting from 1, the header being line 1).
public struct RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first line that is wrong.
    public let line: Int
    /// What is wrong with it.
    public let problem: String

    /// Creates an error for `line`.
    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    public var description: String { "line \(line): \(problem)" }
}

/// Replays the stream's logic without an application, so a recording that would be rejected half-way through
/// is refused before its first input is applied.
private struct StreamChecker {
    private var lastTime = -TimeInterval.infinity
    private var fingersDown: Set<Int> = []
    private var pressesDown: Set<Int> = []
    private var isShaking = false

    mutating func check(_ entry: InputRecording.Entry, lineNumber: Int) throws(RecordingError) {
        func fail(_ problem: String) -> RecordingError { RecordingError(line: lineNumber, problem: problem) }
        guard entry.time >= lastTime else { throw fail("time \(entry.time) is before the previous line's \(lastTime)") }
        lastTime = entry.time
        switch entry.input {
        case .touch(let touch): try checkTouches([touch], fail)
        case .touches(let touches): try checkTouches(touches, fail)
        case .text: break
        case .key(let key):
            guard key.keyCode.isKnown else { throw fail("key code \(key.keyCode.rawValue) is not a HID keyboard usage") }
            try checkPress(key.keyCode.rawValue, down: key.action == .down, isRepeat: key.action == .repeat, fail)
        case .button(let button):
            try checkPress(-1 - button.type.rawValue, down: button.isDown, isRepeat: false, fail)
        case .shake(let phase):
            if phase == .began {
                isShaking = true
            } else {
                guard isShaking else { throw fail("the shake \(phase) without having begun") }
                isShaking = false
            }
        case .remoteControl(let subtype):
            guard subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue else {
                throw fail("subtype \(subtype.rawValue) is not a remote-control command")
            }
        }
    }

    private mutating func checkTouches(_ touches: [HostTouch], _ fail: (String) -> RecordingError) throws(RecordingError) {
        guard !touches.isEmpty else { throw fail("a touches line holds no touch") }
        var seen: Set<Int> = []
        for touch in touches {
            guard seen.insert(touch.id).inserted else { throw fail("touch \(touch.id) appears twice") }
            guard touch.location.x.isFinite, touch.location.y.isFinite else {
                throw fail("touch \(touch.id) has a non-finite location")
            }
            switch touch.action {
            case .down:
                guard fingersDown.insert(touch.id).inserted else { throw fail("touch \(touch.id) is already down") }
            case .move:
                guard fingersDown.contains(touch.id) else { throw fail("touch \(touch.id) moves without being down") }
            case .up, .cancel:
                guard fingersDown.remove(touch.id) != nil else {
                    throw fail("touch \(touch.id) lifts without being down")
                }
            }
        }
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
