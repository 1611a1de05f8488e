import Foundation
import ResponderKit

extension EventTestHost {
    /// Types `text` into the first responder as the keyboard does: one `.text(.insert)` per character, and
    /// `.text(.return)` for each "\n", so each arrives through `UIKeyInput` (`insertText(_:)`) one at a time.
    ///
    /// Throws the door's ``InputRejection`` (`noTextInputTarget`) when no first responder takes text.
    public func type(_ text: String) throws {
        for character in text {
            try send(.text(character == "\n" ? .return : .insert(String(character))))
        }
    }

    /// How ``type(_:using:)`` types (spec T11).
    public enum TypingMethod: Sendable {
        /// Key presses, as a hardware keyboard sends them: per character the key that types it on a US
        /// keyboard, down then up, with Shift held for capitals and shifted symbols, Return for "\n" and Tab
        /// for "\t" (``press(key:modifiers:)``). Key commands, press recognizers and the first responder's
        /// `pressesBegan`/`pressesEnded` see each key before the text system inserts its character.
        case hardwareKeyboard
        /// Text insertion, as the on-screen keyboard does: ``type(_:)``, no presses.
        case softwareKeyboard
    }

    /// Types `text` into the first responder through the hardware keyboard or as the software keyboard does
    /// (spec T11). For plain text both leave the same text and the same delegate calls in a `UITextField`.
    ///
    /// With `.hardwareKeyboard` a character no US key types fails with ``EventTestHostError/noKeyTypes(_:)``
    /// before anything is sent.
    public func type(_ text: String, using method: TypingMethod) throws {
        switch method {
        case .softwareKeyboard:
            try type(text)
        case .hardwareKeyboard:
            if let untypable = text.first(where: { USKeyboard.usage(for: $0) == nil }) {
                throw EventTestHostError.noKeyTypes(untypable)
            }
            for character in text { try press(key: character) }
        }
    }

    /// Presses the hardware key that types `key` on a US keyboard, with `modifiers` held: each modifier key
    /// goes down (Command, Control, Option, Shift, in that order, each event carrying the flags held so far),
    /// then the key down and up carrying all the flags, then the modifiers up in reverse order. An uppercase
    /// letter or a shifted symbol adds Shift. `press(key: "k", modifiers: [.command])` is Command-K, which a
    /// `UIKeyCommand(input: "k", modifierFlags: .command, ...)` answers.
    public func press(key: Character, modifiers: UIKeyModifierFlags = []) throws {
        guard let (usage, shifted) = USKeyboard.usage(for: key) else { throw EventTestHostError.noKeyTypes(key) }
        try press(key: usage, modifiers: shifted ? modifiers.union(.shift) : modifiers, characters: String(key))
    }

    /// Presses the key `key` with `modifiers` held, in the order the `Character` form of
    /// ``press(key:modifiers:)`` describes; `characters` is what it types ("" for arrows and function keys).
    public func press(key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String = "") throws {
        let held = USKeyboard.modifierKeys.filter { modifiers.contains($0.flag) }
        var flags: UIKeyModifierFlags = []
        for modifier in held {
            flags.insert(modifier.flag)
            try send(.key(HostKey(.down, modifier.usage, modifierFlags: flags)))
        }
        try send(.key(HostKey(.down, key, characters: characters, modifierFlags: flags)))
        try send(.key(HostKey(.up, key, characters: characters, modifierFlags: flags)))
        for modifier in held.reversed() {
            flags.remove(modifier.flag)
            try send(.key(HostKey(.up, modifier.usage, modifierFlags: flags)))
        }
    }

    /// Presses a remote or game-controller button (`.select`, `.menu`, `.playPause`, the arrows): down,
    /// ``tapDuration`` of time, up.
    public func pressButton(_ type: UIPress.PressType) throws {
        try send(.button(HostButton(isDown: true, type: type)))
        advance(by: tapDuration)
        try send(.button(HostButton(isDown: false, type: type)))
    }

    /// Shakes the device: the shake begins, 0.3 s pass, it ends; `motionBegan` and `motionEnded` reach the
    /// first responder, and shake-to-undo runs when nobody handles it.
    public func shake() throws {
        try send(.shake(.began))
        advance(by: 0.3)
        try send(.shake(.ended))
    }

    /// Sends one remote-control command (`.remoteControlPlay`, `.remoteControlTogglePlayPause`, ...); it reaches
    /// the first responder's `remoteControlReceived(with:)` while the application receives remote-control
    /// events.
    public func remote(_ command: UIEvent.EventSubtype) throws {
        try send(.remoteControl(command))
    }
}

/// The keys of a US keyboard that the host's helpers press.
enum USKeyboard {
    /// A modifier's key, in the order the helpers press them.
    struct ModifierKey {
        let flag: UIKeyModifierFlags
        let usage: UIKeyboardHIDUsage
    }

    static let modifierKeys = [
        ModifierKey(flag: .command, usage: .keyboardLeftGUI),
        ModifierKey(flag: .control, usage: .keyboardLeftControl),
        ModifierKey(flag: .alternate, usage: .keyboardLeftAlt),
        ModifierKey(flag: .shift, usage: .keyboardLeftShift),
    ]

    /// The key that types `character`, and whether Shift is held for it.
    static func usage(for character: Character) -> (UIKeyboardHIDUsage, Bool)? {
        if let index = letters.firstIndex(of: character) {
            return UIKeyboardHIDUsage(rawValue: 0x04 + index).map { ($0, false) }
        }
        if let index = letters.firstIndex(of: Character(character.lowercased())) {
            return UIKeyboardHIDUsage(rawValue: 0x04 + index).map { ($0, true) }
        }
        for (plain, shifted, usage) in symbols {
            if character == plain { return (usage, false) }
            if character == shifted { return (usage, true) }
        }
        return nil
    }

    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    /// Each non-letter key with what it types plain and with Shift.
    private static let symbols: [(Character, Character, UIKeyboardHIDUsage)] = [
        ("1", "!", .keyboard1), ("2", "@", .keyboard2), ("3", "#", .keyboard3), ("4", "$", .keyboard4),
        ("5", "%", .keyboard5), ("6", "^", .keyboard6), ("7", "&", .keyboard7), ("8", "*", .keyboard8),
        ("9", "(", .keyboard9), ("0", ")", .keyboard0), ("-", "_", .keyboardHyphen), ("=", "+", .keyboardEqualSign),
        ("[", "{", .keyboardOpenBracket), ("]", "}", .keyboardCloseBracket), ("\\", "|", .keyboardBackslash),
        (";", ":", .keyboardSemicolon), ("'", "\"", .keyboardQuote), ("`", "~", .keyboardGraveAccentAndTilde),
        (",", "<", .keyboardComma), (".", ">", .keyboardPeriod), ("/", "?", .keyboardSlash),
        (" ", " ", .keyboardSpacebar), ("\r", "\r", .keyboardReturnOrEnter), ("\n", "\n", .keyboardReturnOrEnter),
        ("\t", "\t", .keyboardTab),
    ]
}
