import Testing
@testable import ResponderKitTerminal

@Suite("Decoding terminal input")
struct TerminalInputDecoderTests {
    private func decode(_ text: String) -> [TerminalEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test("SGR mouse press, drag and release, with 1-based coordinates made 0-based")
    func mouseReports() {
        #expect(decode("\u{1B}[<0;11;12M\u{1B}[<32;12;12M\u{1B}[<0;12;12m") == [
            .mouse(MouseReport(.press, button: 0, column: 10, row: 11)),
            .mouse(MouseReport(.drag, button: 0, column: 11, row: 11)),
            .mouse(MouseReport(.release, button: 0, column: 11, row: 11)),
        ])
    }

    @Test("The wheel and the right button are decoded, not mistaken for left clicks")
    func otherButtons() {
        #expect(decode("\u{1B}[<64;3;3M\u{1B}[<2;4;4M") == [
            .mouse(MouseReport(.scroll, button: 0, column: 2, row: 2)),
            .mouse(MouseReport(.press, button: 2, column: 3, row: 3)),
        ])
    }

    @Test("A sequence split across reads is completed by the next read")
    func splitSequence() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;5".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array(";6M".utf8)) == [.mouse(MouseReport(.press, column: 4, row: 5))])
    }

    @Test("Keys: printable, UTF-8, arrows in both modes, control bytes")
    func keys() {
        #expect(decode("a\r\u{7F}\t\u{03}é\u{1B}[A\u{1B}OB\u{1B}[3~\u{01}") == [
            .key(.character("a")), .key(.enter), .key(.backspace), .key(.tab), .key(.interrupt),
            .key(.character("é")), .key(.up), .key(.down), .key(.deleteForward), .key(.control(1)),
        ])
    }

    @Test("A lone Escape waits, then becomes the Escape key when flushed")
    func loneEscape() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
    }

    @Test("Malformed sequences are dropped and decoding carries on", arguments: [
        "\u{1B}[<0;99999999999;1M", "\u{1B}[<0;;M", "\u{1B}[<;1;1m", "\u{1B}[999999Z", "\u{1B}[<0;0;0M",
        "\u{1B}[<3;1;1M", "\u{1B}[" + String(repeating: "1", count: 100),
    ])
    func malformed(junk: String) {
        var decoder = TerminalInputDecoder()
        let events = decoder.decode(Array((junk + "x").utf8))
        #expect(events.last == .key(.character("x")))
        #expect(!events.contains { if case .mouse = $0 { true } else { false } })
    }

    @Test("Invalid UTF-8 is skipped")
    func invalidUTF8() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0xFF, 0xC3, 0x28, 0x61]) == [.key(.character("(")), .key(.character("a"))])
    }
}
