import Foundation

/// A recording of the input a host handed to an application, in ResponderKit's versioned text format.
///
/// The format is JSON Lines: a header line `{"format":"responderkit-input","version":1}`, then one JSON
/// object per input, in order, each with the clock time `at` it was sent and a `kind`:
///
/// | kind | fields |
/// | --- | --- |
/// | `touches` | `touches`: array of `{"id", "action": "down"\|"move"\|"up"\|"cancel", "x", "y", "type"}`, with `"buttons"` and `"modifiers"` when the touch names them |
/// | `text` | `insert`: the string typed |
/// | `deleteBackward`, `return` | none |
/// | `key` | `action`: `"down"\|"repeat"\|"up"`, `keyCode`, `characters`, `ignoringModifiers`, `modifiers` |
/// | `button` | `down`: bool, `pressType`: the `UIPress.PressType` raw value |
/// | `shake` | `phase`: `"began"\|"ended"\|"cancelled"` |
/// | `remote` | `subtype`: the `UIEvent.EventSubtype` raw value |
/// | `hover` | `action`: `"move"\|"exit"`, `x`, `y`, `modifiers` |
/// | `scroll` | `action`: `"wheel"\|"began"\|"changed"\|"ended"\|"cancelled"`, `x`, `y`, `dx`, `dy`, `modifiers` |
/// | `lifecycle` | `phase`: a ``HostLifecycle`` raw value, such as `"resignActive"` |
///
/// ``InputRecorder`` writes it; ``InputRecording/init(parsing:)`` reads it back, checking every line (syntax,
/// fields, times and timestamps by the input door's rules, fingers and keys that go down before they move or
/// lift, frames and text within the door's caps) before anything is replayed, so a bad file is rejected whole
/// with the number of its first bad line. Files are read a line at a time (``init(contentsOf:)``,
/// ``replay(contentsOf:into:clock:)``), each line at most ``maximumLineLength`` bytes.
public struct InputRecording: Sendable, Equatable {
    /// The format version this library writes and reads.
    public static let version = 1
    /// The longest line, in bytes, a recording may hold: a frame of ``InputDoor/maximumTouchesPerFrame``
    /// fingers takes under 1.5 MB and the longest text the door takes (``InputDoor/maximumTextLength`` bytes,
    /// escaped at worst six bytes for one) at most 24 MiB, so every input the door accepts can be read back.
    public static let maximumLineLength = 32 << 20

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
        var lines = RecordingLines(text: text)
        try self.init(reading: &lines)
    }

    /// Reads the recording in the file at `url` a line at a time, checking all of it; throws the first problem
    /// with its line number.
    ///
    /// The file's text is never held whole: reading holds one 64 KiB chunk and the line being decoded (at most
    /// ``maximumLineLength`` bytes), besides the entries themselves. To replay a file without holding its
    /// entries either, use ``replay(contentsOf:into:clock:)``.
    public init(contentsOf url: URL) throws(RecordingError) {
        var lines = try RecordingLines(contentsOf: url)
        defer { lines.close() }
        try self.init(reading: &lines)
    }

    private init(reading lines: inout RecordingLines) throws(RecordingError) {
        var entries: [Entry] = []
        try Self.forEachEntry(in: &lines) { entry, _ in entries.append(entry) }
        self.entries = entries
    }

    /// Decodes and checks each line in turn, header first, handing each entry to `body` once it passed.
    static func forEachEntry(in lines: inout RecordingLines,
                             _ body: (Entry, Int) throws(RecordingError) -> Void) throws(RecordingError) {
        guard let header = try lines.next() else { throw RecordingError(line: 1, problem: "the recording is empty") }
        let decoder = JSONDecoder()
        try RecordingCodec.checkHeader(header, decoder: decoder)
        var checker = RecordingChecker()
        while let line = try lines.next() {
            let entry = try RecordingCodec.decode(line, lineNumber: lines.lineNumber, decoder: decoder)
            try checker.check(entry, lineNumber: lines.lineNumber)
            try body(entry, lines.lineNumber)
        }
    }
}

