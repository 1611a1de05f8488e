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
    /// Text pasted while bracketed paste mode was on (`ESC[?2004h`): everything between `ESC[200~` and
    /// `ESC[201~`, escape sequences and control characters included, with the terminal's line ends (CR or
    /// CR LF) made `"\n"`. One paste is one event, so it becomes one text insertion rather than a keystroke
    /// per character; only a paste longer than ``TerminalInputDecoder/maximumPasteLength`` comes in parts.
    case paste(String)
    /// The terminal window gained (`ESC[I`) or lost (`ESC[O`) focus, reported while focus reporting is on
    /// (`ESC[?1004h`); the host makes the application active or inactive (spec N1).
    case focus(gained: Bool)
}

/// Turns the bytes a terminal sends into keys and mouse reports.
///
/// Input arrives in arbitrary chunks, so a sequence may be split between two reads: the decoder keeps the
/// unfinished tail and completes it with the next chunk. Whatever it cannot make sense of (an unknown or
/// overlong escape sequence, numbers too large to be coordinates, invalid UTF-8) is dropped, never trapped on,
/// and the decoder picks up again at the next byte that can start something. A lone Escape cannot be told from
/// the start of a sequence until more bytes come or time passes, so the host calls ``flush()`` after a short
/// quiet spell.
///
/// Bracketed pastes are read in one pass over the bytes, without interpreting them: the decoder only looks
/// for the end marker, so a paste costs time and memory in proportion to its length. It holds at most
/// ``maximumPasteLength`` bytes of a paste; a longer paste is handed on in parts of that size, in order, none
/// of it lost. A paste whose end marker never comes (it was lost, or the bytes are garbage) lasts until the
/// host calls ``flush()``, which hands on what came and returns to reading keys.
public struct TerminalInputDecoder: Sendable {
    /// Bytes of an unfinished sequence or character, or the unfinished end marker of a paste.
    private var pending: [UInt8] = []
    /// Whether the bytes now arriving are inside a bracketed paste.
    public private(set) var isInsidePaste = false
    /// The bytes of the paste so far, not yet handed on; never more than ``maximumPasteLength``.
    private var pasted: [UInt8] = []
    /// How many bytes are dropped as garbage so far; lets tests and the host see that nothing was misread.
    public private(set) var droppedByteCount = 0

    /// The longest escape sequence the decoder waits for; beyond it the sequence is garbage. SGR mouse
    /// reports are at most about 20 bytes even on huge terminals.
    static let maximumSequenceLength = 32

    /// The most bytes of one bracketed paste the decoder holds before handing them on: 4 MiB, so a paste of
    /// a few megabytes is one insertion, while a larger one cannot grow the decoder without bound. Beyond
    /// it, the paste is handed on in parts of at most this size, each cut at a character boundary.
    public static let maximumPasteLength = 4 << 20

    /// What ends a bracketed paste: `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"),
                                            UInt8(ascii: "1"), UInt8(ascii: "~")]

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes of an unfinished sequence are waiting for more input (or for ``flush()``).
    public var hasPendingInput: Bool { !pending.isEmpty || isInsidePaste }

    /// Decodes `bytes`, appended to whatever was pending, and returns the complete events found.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [TerminalEvent] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        var events: [TerminalEvent] = []
        var index = 0
        while index < pending.count {
            if isInsidePaste {
                guard let next = takePasted(at: index, into: &events) else {
                    pending.removeFirst(index)
                    return events
                }
                index = next
                continue
            }
            switch step(at: index) {
            case .event(let event, let length):
                events.append(event)
                index += length
            case .skip(let length):
                droppedByteCount += length
                index += length
            case .pasteStart(let length):
                isInsidePaste = true
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return events
            }
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// Gives up waiting for the rest of a sequence. Inside a paste, what came of it is handed on as a
    /// ``TerminalEvent/paste(_:)`` and the paste ends; otherwise a pending lone Escape becomes
    /// ``TerminalKey/escape`` and the rest is dropped. The host calls it when no byte has come for a moment.
    public mutating func flush() -> [TerminalEvent] {
        if isInsidePaste {
            // An unfinished end marker is text: the marker never came.
            var events: [TerminalEvent] = []
            appendPasted(pending[...], into: &events)
            pending.removeAll()
            endPaste(into: &events)
            return events
        }
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
        case pasteStart(length: Int)
        case incomplete
    }

    /// Takes paste bytes from `index`: the run up to the next Escape, or an Escape that does not start the
    /// end marker, or the end marker itself (which ends the paste). Returns where to go on, or `nil` when the
    /// bytes end inside what may be the end marker, which then waits for the next read.
    private mutating func takePasted(at index: Int, into events: inout [TerminalEvent]) -> Int? {
        let escape = pending[index...].firstIndex(of: 0x1B) ?? pending.endIndex
        if escape > index {
            appendPasted(pending[index..<escape], into: &events)
            return escape
        }
        let available = min(Self.pasteEnd.count, pending.count - index)
        guard pending[index..<(index + available)].elementsEqual(Self.pasteEnd.prefix(available)) else {
            appendPasted(pending[index..<(index + 1)], into: &events)
            return index + 1
        }
        guard available == Self.pasteEnd.count else { return nil }
        endPaste(into: &events)
        return index + available
    }

    /// Adds bytes to the paste, handing on a part whenever the paste reaches ``maximumPasteLength``.
    private mutating func appendPasted(_ bytes: ArraySlice<UInt8>, into events: inout [TerminalEvent]) {
        var rest = bytes
        while !rest.isEmpty {
            let part = rest.prefix(Self.maximumPasteLength - pasted.count)
            pasted.append(contentsOf: part)
            rest = rest.dropFirst(part.count)
            if pasted.count >= Self.maximumPasteLength {
                // Cut where no character and no CR LF is split; the cut-off tail starts the next part.
                let cut = Self.pasteCut(in: pasted)
                events.append(.paste(Self.pastedText(pasted[..<cut])))
                pasted.removeFirst(cut)
            }
        }
    }

    /// Hands on the rest of the paste (nothing for an empty one) and goes back to reading keys.
    private mutating func endPaste(into events: inout [TerminalEvent]) {
        if !pasted.isEmpty { events.append(.paste(Self.pastedText(pasted[...]))) }
        pasted.removeAll()
        isInsidePaste = false
    }

    /// Where to cut a full paste buffer: before an unfinished UTF-8 character at its end, and before a final
    /// CR whose LF may come next. Always leaves something to hand on.
    static func pasteCut(in bytes: [UInt8]) -> Int {
        var cut = bytes.count
        // The start of the last character: at most three continuation bytes back.
        var lead = cut - 1
        while lead > 0, cut - lead < 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        let length = switch bytes[lead] {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
        if lead + length > cut { cut = lead }
        if cut > 0, bytes[cut - 1] == 0x0D { cut -= 1 }
        return cut > 0 ? cut : bytes.count
    }

    /// The text of pasted bytes: CR LF and lone CR become LF, invalid UTF-8 becomes U+FFFD.
    static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var afterReturn = false
        for byte in bytes {
            if byte == 0x0A && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = byte == 0x0D
            normalized.append(afterReturn ? 0x0A : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
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
                if byte == UInt8(ascii: "~"), body.elementsEqual("200".utf8) { return .pasteStart(length: length) }
                if body.isEmpty, byte == UInt8(ascii: "I") || byte == UInt8(ascii: "O") {
                    return .event(.focus(gained: byte == UInt8(ascii: "I")), length: length)
                }
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
        var report = MouseReport(action, button: button, column: x - 1, row: y - 1)
        report.modifiers = code & (MouseReport.shiftBit | MouseReport.metaBit | MouseReport.controlBit)
        return report
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
