/// A mouse report from an xterm-compatible terminal in SGR mode (`ESC[?1006h`), in cell coordinates.
public struct MouseReport: Sendable, Equatable {
    /// What the mouse did.
    public enum Action: Sendable, Equatable {
        /// A button went down.
        case press
        /// The pointer moved with a button held (reported with `ESC[?1002h`).
        case drag
        /// A button came up.
        case release
        /// The pointer moved with no button held (only with `ESC[?1003h`, which the host does not ask for).
        case move
        /// The wheel turned; the host ignores it, but it is decoded so it never reads as a click.
        case scroll
    }

    /// What the mouse did.
    public var action: Action
    /// Which button: 0 left, 1 middle, 2 right (for `.scroll`, 0 up and 1 down).
    public var button: Int
    /// The column, counted from 0 at the left edge.
    public var column: Int
    /// The row, counted from 0 at the top edge.
    public var row: Int

    /// Describes one mouse report; coordinates count from 0.
    public init(_ action: Action, button: Int = 0, column: Int, row: Int) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
    }
}

/// A key as the terminal sends it; terminals do not report key releases, so each is a whole keystroke.
public enum TerminalKey: Sendable, Equatable {
    /// A printable character (any script; multi-byte UTF-8 is decoded).
    case character(Character)
    /// Return or Enter.
    case enter
    /// Backspace (DEL or BS).
    case backspace
    /// Tab.
    case tab
    /// Escape on its own (not the start of a sequence).
    case escape
    /// An arrow key.
    case up, down, left, right
    /// Home, End and forward Delete.
    case home, end, deleteForward
    /// Ctrl-C: in raw mode the terminal sends it as a byte rather than a signal.
    case interrupt
    /// Another control character (Ctrl plus a letter), by its byte.
    case control(UInt8)
}

/// One thing the user did at the terminal.
public enum TerminalEvent: Sendable, Equatable {
    /// A mouse press, drag or release.
    case mouse(MouseReport)
    /// A keystroke.
    case key(TerminalKey)
}

/// Turns the bytes a terminal sends into keys and mouse reports.
///
/// Input arrives in arbitrary chunks, so a sequence may be split between two reads: the decoder keeps the
/// unfinished tail and completes it with the next chunk. Whatever it cannot make sense of (an unknown or
/// overlong escape sequence, numbers too large to be coordinates, invalid UTF-8) is dropped, never trapped on,
/// and the decoder picks up again at the next byte that can start something. A lone Escape cannot be told from
/// the start of a sequence until more bytes come or time passes, so the host calls ``flush()`` after a short
/// quiet spell.
public struct TerminalInputDecoder: Sendable {
    /// Bytes of an unfinished sequence or character.
    private var pending: [UInt8] = []
    /// How many bytes are dropped as garbage so far; lets tests and the host see that nothing was misread.
    public private(set) var droppedByteCount = 0

    /// The longest escape sequence the decoder waits for; beyond it the sequence is garbage. SGR mouse
    /// reports are at most about 20 bytes even on huge terminals.
    static let maximumSequenceLength = 32

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes of an unfinished sequence are waiting for more input (or for ``flush()``).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes `bytes`, appended to whatever was pending, and returns the complete events found.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [TerminalEvent] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var index = 0
        while index < pending.count {
            switch step(at: index) {
            case .event(let event, let length):
                events.append(event)
                index += length
            case .skip(let length):
                droppedByteCount += length
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return events
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// Gives up waiting for the rest of a sequence: a pending lone Escape becomes ``TerminalKey/escape`` and
    /// the rest is dropped. The host calls it when no byte has come for a moment.
    public mutating func flush() -> [TerminalEvent] {
        defer { pending.removeAll() }
        guard let first = pending.first else { return [] }
        if first == 0x1B {
            // Escape then an unfinished sequence is most likely the Escape key followed by junk; keep the key.
            droppedByteCount += pending.count - 1
            return [.key(.escape)]
        }
        droppedByteCount += pending.count
        return []
    }

    private enum Step {
        case event(TerminalEvent, length: Int)
        case skip(length: Int)
        case incomplete
    }

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escapeSequence(at: index)
        case 0x0D, 0x0A: return .event(.key(.enter), length: 1)
        case 0x7F, 0x08: return .event(.key(.backspace), length: 1)
        case 0x09: return .event(.key(.tab), length: 1)
        case 0x03: return .event(.key(.interrupt), length: 1)
        case 0x00..<0x20: return .event(.key(.control(byte)), length: 1)
        case 0x20..<0x7F: return .event(.key(.character(Character(Unicode.Scalar(byte)))), length: 1)
        default: return utf8Character(at: index)
        }
    }

    private func utf8Character(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(length: 1)
        }
        var end = index + 1
        while end < pending.count, end < index + length {
            guard pending[end] & 0xC0 == 0x80 else { return .skip(length: end - index) }
            end += 1
        }
        guard end == index + length else { return .incomplete }
        guard let text = String(validating: pending[index..<end], as: UTF8.self), let character = text.first else {
            return .skip(length: length)
        }
        return .event(.key(.character(character)), length: length)
    }

    private func escapeSequence(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return controlSequence(at: index)
        case UInt8(ascii: "O"):
            // SS3: arrows and Home/End in the terminal's application cursor mode.
            guard index + 2 < pending.count else { return .incomplete }
            guard let key = Self.key(forFinal: pending[index + 2], parameters: []) else { return .skip(length: 3) }
            return .event(.key(key), length: 3)
        case 0x1B:
            // Two Escapes: the first is a key on its own.
            return .event(.key(.escape), length: 1)
        default:
            // Alt plus a key: the terminal prefixes Escape. Report the Escape; the key follows on its own.
            return .event(.key(.escape), length: 1)
        }
    }

    /// A CSI sequence: `ESC [`, parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one final 0x40-0x7E.
    private func controlSequence(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            if (0x40...0x7E).contains(byte) {
                let body = pending[(index + 2)..<end]
                let length = end - index + 1
                if body.first == UInt8(ascii: "<"), byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") {
                    guard let report = Self.mouseReport(body.dropFirst(), released: byte == UInt8(ascii: "m")) else {
                        return .skip(length: length)
                    }
                    return .event(.mouse(report), length: length)
                }
                guard let parameters = Self.numbers(body), let key = Self.key(forFinal: byte, parameters: parameters) else {
                    return .skip(length: length)
                }
                return .event(.key(key), length: length)
            }
            guard (0x20...0x3F).contains(byte) else {
                // A byte that cannot be inside a sequence: the sequence was cut off. Drop what came before it.
                return .skip(length: end - index)
            }
            end += 1
            if end - index > Self.maximumSequenceLength { return .skip(length: end - index) }
        }
        return .incomplete
    }

    /// `Pb;Px;Py` of an SGR mouse report; `nil` when malformed or out of range.
    private static func mouseReport(_ body: ArraySlice<UInt8>, released: Bool) -> MouseReport? {
        guard let numbers = numbers(body), numbers.count == 3,
              let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1 else { return nil }
        let button = code & 0b11
        let action: MouseReport.Action
        if code & 64 != 0 {
            action = .scroll
        } else if released {
            action = .release
        } else if code & 32 != 0 {
            action = button == 3 ? .move : .drag
        } else {
            guard button != 3 else { return nil }
            action = .press
        }
        return MouseReport(action, button: button, column: x - 1, row: y - 1)
    }

    /// Semicolon-separated decimal numbers (an empty field is `nil`); `nil` for other bytes or absurd values.
    private static func numbers(_ body: ArraySlice<UInt8>) -> [Int?]? {
        var result: [Int?] = []
        var current: Int?
        for byte in body {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                // No terminal is a million cells wide; larger numbers are garbage, and capping avoids overflow.
                guard value < 1_000_000 else { return nil }
                current = value
            case UInt8(ascii: ";"):
                result.append(current)
                current = nil
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }

    private static func key(forFinal final: UInt8, parameters: [Int?]) -> TerminalKey? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.first ?? nil {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .deleteForward
            default: return nil
            }
        default: return nil
        }
    }
}
