import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that logs press callbacks and optionally handles them.
@MainActor
class PressRecordingView: UIView {
    let name: String
    let log: EventLog
    var handles = false
    var focusable = false

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { true }
    override var canBecomeFocused: Bool { focusable }

    private func record(_ method: String, _ presses: Set<UIPress>) {
        let label = presses.first.map { $0.key?.characters ?? "\($0.type)" } ?? "?"
        log.append("\(name).\(method)(\(label))")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("pressesBegan", presses)
        if !handles { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("pressesChanged", presses)
        if !handles { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("pressesEnded", presses)
        if !handles { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("pressesCancelled", presses)
        if !handles { super.pressesCancelled(presses, with: event) }
    }
}

@MainActor
@Suite("Presses and keys (spec H)")
struct PressDeliveryTests {
    private func key(_ action: HostKey.Action, _ code: UIKeyboardHIDUsage, _ characters: String = "",
                     modifiers: UIKeyModifierFlags = []) -> HostInput {
        .key(HostKey(action, code, characters: characters, modifierFlags: modifiers))
    }

    @Test("H2, H3: a key press goes to the first responder, forwards up, and ends exactly once")
    func keyPressThroughChain() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let container = PressRecordingView("container", log: log, frame: window.bounds)
        container.handles = true
        let field = PressRecordingView("field", log: log)
        window.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        try host.send(key(.down, .keyboardA, "a"))
        try host.send(key(.repeat, .keyboardA, "a"))
        try host.send(key(.up, .keyboardA, "a"))
        #expect(log.entries == ["field.pressesBegan(a)", "container.pressesBegan(a)",
                                "field.pressesChanged(a)", "container.pressesChanged(a)",
                                "field.pressesEnded(a)", "container.pressesEnded(a)"])
    }

    @Test("H1: a press carries its key, type, phase and timestamp")
    func pressProperties() throws {
        final class Inspector: PressRecordingView {
            var seen: (type: UIPress.PressType, code: UIKeyboardHIDUsage?, chars: String?, ignoring: String?,
                       flags: UIKeyModifierFlags?, phase: UIPress.Phase, time: TimeInterval)?
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                guard let press = presses.first else { return }
                seen = (press.type, press.key?.keyCode, press.key?.characters, press.key?.charactersIgnoringModifiers,
                        press.key?.modifierFlags, press.phase, press.timestamp)
                #expect(event?.allPresses.contains(press) == true)
                #expect(press.responder === self)
            }
        }
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = Inspector("view", log: EventLog())
        window.addSubview(view)
        view.becomeFirstResponder()
        try host.send(.key(HostKey(.down, .keyboardA, characters: "A", charactersIgnoringModifiers: "a",
                                   modifierFlags: .shift)))
        let seen = try #require(view.seen)
        #expect(seen.type == .keyboard && seen.code == .keyboardA && seen.chars == "A" && seen.ignoring == "a")
        #expect(seen.flags == .shift && seen.phase == .began && seen.time == host.clock.now)
        try host.send(.key(HostKey(.down, .keyboardUpArrow)))
        #expect(view.seen?.type == .upArrow)
    }

    @Test("H2, I5: with no first responder presses start at the key window")
    func pressWithoutFirstResponder() throws {
        final class PressWindow: UIWindow {
            var began = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { began += 1 }
        }
        let host = EventTestHost()
        let window = PressWindow(frame: host.screen.bounds, application: host.application)
        window.makeKeyAndVisible()
        try host.send(.button(HostButton(isDown: true, type: .playPause)))
        try host.send(.button(HostButton(isDown: false, type: .playPause)))
        #expect(window.began == 1)
    }

    @Test("H3, C12: presses held when the key window changes are cancelled; their release is absorbed quietly")
    func keyWindowChangeCancels() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let view = PressRecordingView("view", log: log)
        view.handles = true
        window.addSubview(view)
        view.becomeFirstResponder()
        try host.send(key(.down, .keyboardB, "b"))
        _ = host.makeWindow()
        try host.send(key(.up, .keyboardB, "b"))
        #expect(log.entries == ["view.pressesBegan(b)", "view.pressesCancelled(b)"])
    }

    @Test("Bad key input is rejected with a diagnostic: up without down, double down, unknown codes")
    func badKeys() throws {
        let host = EventTestHost()
        _ = host.makeWindow()
        #expect(throws: InputRejection(reason: .pressNotDown(code: 0x04))) { try host.send(key(.up, .keyboardA)) }
        #expect(throws: InputRejection(reason: .pressNotDown(code: 0x04))) { try host.send(key(.repeat, .keyboardA)) }
        try host.send(key(.down, .keyboardA, "a"))
        #expect(throws: InputRejection(reason: .pressAlreadyDown(code: 0x04))) { try host.send(key(.down, .keyboardA)) }
        let unknown = try #require(UIKeyboardHIDUsage(rawValue: 0x300))
        #expect(throws: InputRejection(reason: .unknownKeyCode(0x300))) { try host.send(key(.down, unknown)) }
        #expect(throws: InputRejection(reason: .pressNotDown(code: -1 - UIPress.PressType.select.rawValue))) {
            try host.send(.button(HostButton(isDown: false, type: .select)))
        }
        #expect(host.application.diagnostics.entries.filter { $0.kind == .inputRejected }.count == 5)
    }

    @Test("Unhandled key presses that type go to the first responder's UIKeyInput")
    func typingFromHardwareKeyboard() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = TextSink()
        window.addSubview(field)
        field.becomeFirstResponder()
        for (code, text) in [(UIKeyboardHIDUsage.keyboardH, "h"), (.keyboardI, "i")] {
            try host.send(key(.down, code, text))
            try host.send(key(.up, code, text))
        }
        try host.send(key(.down, .keyboardI, "i"))
        try host.send(key(.repeat, .keyboardI, "i"))
        try host.send(key(.up, .keyboardI, "i"))
        try host.send(key(.down, .keyboardDeleteOrBackspace))
        try host.send(key(.up, .keyboardDeleteOrBackspace))
        try host.send(key(.down, .keyboardS, "s", modifiers: .command))
        try host.send(key(.up, .keyboardS, "s", modifiers: .command))
        try host.send(key(.down, .keyboardReturnOrEnter, "\r"))
        #expect(field.text == "hii\n")
    }
}
