import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A first responder offering commands for inputs given by each test, counting the actions that reach it.
@MainActor
private final class CommandCountingView: UIView {
    var commands: [UIKeyCommand] = []
    var fired = 0
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("commandFired:", CommandCountingView.commandFired)
    }
    func commandFired(_ sender: Any?) { fired += 1 }
}

/// Short ASCII inputs and keys are compared as packed integers (BENCHMARKS.md, issue 20); these check that the
/// packing tells lengths apart and that other characters still compare as Unicode strings.
@MainActor
@Suite("Key command inputs (spec H4)")
struct KeyCommandInputTests {
    private func fires(input: String, characters: String) throws -> Bool {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = CommandCountingView(frame: window.bounds)
        view.commands = [UIKeyCommand(input: input, modifierFlags: .command, action: "commandFired:")]
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: characters, modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardA, characters: characters, modifierFlags: .command)))
        return view.fired == 1
    }

    @Test("H4: an input matches a key with the same characters in either case, not one they begin or end with a NUL")
    func lengthsDiffer() throws {
        #expect(try fires(input: "a", characters: "a"))
        #expect(try fires(input: "A", characters: "a"))
        #expect(try fires(input: "a", characters: "A"))
        #expect(try fires(input: "q", characters: "Q"))
        #expect(try !fires(input: "a", characters: "a\u{0}"))
        #expect(try !fires(input: "a\u{0}", characters: "a"))
        #expect(try !fires(input: "ab", characters: "a"))
    }

    @Test("H4: a key whose characters are canonically equivalent to an ASCII input matches it")
    func canonicalEquivalence() throws {
        // U+037E GREEK QUESTION MARK is canonically the semicolon; Swift's String equality says so.
        #expect(try fires(input: ";", characters: "\u{037E}"))
        #expect(try fires(input: "\u{037E}", characters: ";"))
        #expect(try !fires(input: ";", characters: ":"))
    }
}
