import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@Suite("Bracketed paste: one paste is one text insertion")
struct TerminalPasteTests {
    private static let start = "\u{1B}[200~"
    private static let end = "\u{1B}[201~"

    private func decode(_ text: String) -> [TerminalEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    /// Pastes of megabytes summed up by length and ending, so that a failure prints a line, not the paste.
    private func summary(_ events: [TerminalEvent]) -> [String] {
        events.map { event in
            guard case .paste(let text) = event else { return "\(event)" }
            return "paste of \(text.utf8.count) bytes ending \(String(text.suffix(3)).debugDescription)"
        }
    }

    @Test("A bracketed paste decodes to one event; escape sequences, Ctrl-C, q and newlines inside are text")
    func wholePaste() {
        let events = decode("x" + Self.start + "a\u{1B}[Ab\r\nc\rd\u{03}q\u{1B}[<0;5;5M" + Self.end + "y")
        #expect(events == [.key(.character("x")), .paste("a\u{1B}[Ab\nc\nd\u{03}q\u{1B}[<0;5;5M"),
                           .key(.character("y"))])
    }

    @Test("A paste split across reads anywhere, inside either marker too, decodes as if read at once")
    func splitAcrossReads() {
        let bytes = Array(("k" + Self.start + "one\r\ntwo \u{1B}[B é" + Self.end + "z").utf8)
        let whole = decode(String(decoding: bytes, as: UTF8.self))
        #expect(whole.count == 3)
        for cut in 1..<bytes.count {
            var decoder = TerminalInputDecoder()
            let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
            #expect(events == whole, "cut at byte \(cut)")
        }
        var decoder = TerminalInputDecoder()
        #expect(bytes.flatMap { decoder.decode([$0]) } == whole)
    }

    @Test("An empty paste is nothing; an end marker outside a paste is dropped")
    func emptyAndStray() {
        #expect(decode(Self.start + Self.end + "a") == [.key(.character("a"))])
        #expect(decode(Self.end + "b") == [.key(.character("b"))])
    }

    @Test("An unterminated paste at the cap: the cap's worth is handed on, the rest waits for flush()")
    func unterminatedAtCap() {
        let cap = TerminalInputDecoder.maximumPasteLength
        var decoder = TerminalInputDecoder()
        let events = decoder.decode(Array(Self.start.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: cap + 10))
        #expect(summary(events) == summary([.paste(String(repeating: "a", count: cap))]))
        #expect(decoder.isInsidePaste && decoder.hasPendingInput)
        // The end marker never comes: after a quiet spell the host flushes, and keys are keys again.
        #expect(decoder.flush() == [.paste(String(repeating: "a", count: 10))])
        #expect(!decoder.isInsidePaste && !decoder.hasPendingInput)
        #expect(decoder.decode(Array("q".utf8)) == [.key(.character("q"))])
    }

    @Test("An unfinished end marker at flush() is text of the paste")
    func unfinishedMarkerAtFlush() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array((Self.start + "ab\u{1B}[20").utf8)).isEmpty)
        #expect(decoder.flush() == [.paste("ab\u{1B}[20")])
    }

    @Test("A cut at the cap splits neither a UTF-8 character nor a CR LF")
    func cutBoundaries() {
        let cap = TerminalInputDecoder.maximumPasteLength
        let filler = [UInt8](repeating: UInt8(ascii: "a"), count: cap - 1)
        for (tail, carried) in [("é!", "é!"), ("\r\n!", "\n!"), ("😀!", "😀!")] {
            var decoder = TerminalInputDecoder()
            let events = decoder.decode(Array(Self.start.utf8) + filler + Array((tail + Self.end).utf8))
            #expect(summary(events) == summary([.paste(String(repeating: "a", count: cap - 1)), .paste(carried)]),
                    "tail \(tail)")
        }
        #expect(TerminalInputDecoder.pasteCut(in: [0x61, 0xE2, 0x82]) == 1)
        #expect(TerminalInputDecoder.pasteCut(in: [0x61, 0xE2, 0x82, 0xAC]) == 4)
    }

    @Test("Invalid UTF-8 in a paste becomes U+FFFD, never a trap")
    func invalidUTF8() {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode(Array(Self.start.utf8) + [0x61, 0xFF, 0xC3] + Array(Self.end.utf8))
        #expect(events == [.paste("a\u{FFFD}\u{FFFD}")])
    }

    @Test("The mapper sends a paste as one text insertion through the input door, and drops it with no text input")
    func mapperInsertsOnce() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        let text = "line one\nline two q"
        #expect(mapper.commands(for: .paste(text), acceptsText: true) == [.send(.text(.insert(text)))])
        #expect(mapper.commands(for: .paste(text), acceptsText: false).isEmpty)
        #expect(mapper.commands(for: .key(.control(0x1A)), acceptsText: true) == [.suspend])
        #expect(mapper.commands(for: .key(.control(0x1A)), acceptsText: false) == [.suspend])
    }

    @Test("1 MB decodes in one pass, bracketed or typed (CPU time printed, not asserted)")
    func megabyteTimings() {
        let size = 1 << 20
        let letters = Array("lorem ipsum dolor sit amet ".utf8)
        let body = (0..<size).map { letters[$0 % letters.count] }
        let clock = ContinuousClock()
        for bracketed in [true, false] {
            for scale in [1, 2] {
                let bytes = bracketed
                    ? Array(Self.start.utf8) + Array(repeating: body, count: scale).joined() + Array(Self.end.utf8)
                    : Array(Array(repeating: body, count: scale).joined())
                var decoder = TerminalInputDecoder()
                var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 80, rows: 24))
                var events = 0, commands = 0
                let elapsed = clock.measure {
                    // In reads of 16 KiB, as the host reads.
                    var offset = 0
                    while offset < bytes.count {
                        let read = bytes[offset..<min(bytes.count, offset + 16_384)]
                        for event in decoder.decode(read) {
                            events += 1
                            commands += mapper.commands(for: event, acceptsText: true).count
                        }
                        offset += read.count
                    }
                }
                #expect(events == (bracketed ? 1 : size * scale))
                #expect(commands == (bracketed ? 1 : 2 * size * scale))
                print("decode + map \(scale) MiB \(bracketed ? "bracketed" : "typed"): \(elapsed)")
            }
        }
    }
}

@Suite("Stopping and continuing: what is written to the terminal")
struct TerminalModeSequenceTests {
    private func text(_ transition: TerminalModeSequence.Transition) -> String {
        TerminalModeSequence.escapeSequence(for: transition).description
    }

    /// The private modes (`ESC[?Nh` / `ESC[?Nl`) a sequence sets, in order.
    private func modes(_ sequence: String, set final: Character) -> [String] {
        sequence.components(separatedBy: "\u{1B}[?").dropFirst().compactMap { part in
            guard let end = part.firstIndex(where: { $0 == "h" || $0 == "l" }), part[end] == final else { return nil }
            return String(part[..<end])
        }
    }

    @Test("Stop turns off every mode that take and resume turn on, bracketed paste and mouse reporting included")
    func stopUndoesEveryMode() {
        for going in [TerminalModeSequence.Transition.take, .resume] {
            let on = modes(text(going), set: "h")
            #expect(Set(on) == ["1049", "1000", "1002", "1003", "1006", "2004", "1004"])
            #expect(modes(text(going), set: "l") == ["25"])
            for leaving in [TerminalModeSequence.Transition.stop, .exit] {
                // Every mode turned on is turned off, and the hidden cursor is shown again.
                #expect(Set(modes(text(leaving), set: "l")) == Set(on), "\(going) then \(leaving)")
                #expect(modes(text(leaving), set: "h") == ["25"])
            }
        }
    }

    @Test("Stop leaves the alternate screen last, after styles are reset, so the shell's screen comes back clean")
    func stopOrder() {
        let stop = text(.stop)
        #expect(stop.hasSuffix("\u{1B}[?1049l"))
        #expect(stop.hasPrefix("\u{1B}[?1004l"))
        #expect(stop.contains("\u{1B}[0m"))
    }

    @Test("Resume enters the alternate screen first and clears it, so the host's next frame is a full redraw")
    func resumeClears() {
        let resume = text(.resume)
        #expect(resume.hasPrefix("\u{1B}[?1049h"))
        #expect(resume.contains("\u{1B}[2J"))
        #expect(resume == text(.take))
    }

    @Test("Raw mode turns off echo, line buffering and the terminal's Ctrl-C and Ctrl-Z; the saved mode has them")
    func rawAttributes() {
        var cooked = termios()
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_iflag = tcflag_t(ICRNL | IXON)
        let raw = TerminalModeSequence.rawAttributes(from: cooked)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(withUnsafeBytes(of: raw.c_cc) { $0[Int(VMIN)] } == 1)
        #expect(cooked.c_lflag & tcflag_t(ICANON) != 0)
    }
}
