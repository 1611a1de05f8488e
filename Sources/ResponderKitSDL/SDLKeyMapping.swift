// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit

/// How SDL's keyboard reports become ``HostKey`` values: SDL's scancodes are the USB HID usages that
/// `UIKeyboardHIDUsage` names, its modifier state becomes `UIKeyModifierFlags`, and a key's characters are
/// what SDL's text input typed for it or, for keys that type nothing there, what a US keyboard would.
public enum SDLKeyMapping {
    /// The HID usage of an SDL scancode: the same number, for keys on the HID keyboard page; `nil` for
    /// SDL's own codes above it (media and application keys), which no `UIKey` describes.
    public static func usage(for scancode: SDL_Scancode) -> UIKeyboardHIDUsage? {
        let code = Int(scancode.rawValue)
        guard let usage = UIKeyboardHIDUsage(rawValue: code), usage.isKnown else { return nil }
        return usage
    }

    /// The modifier flags of SDL's modifier state: either Shift, Control, Alt (Option) or GUI (Command) key,
    /// and Caps Lock.
    public static func modifierFlags(of state: UInt16) -> UIKeyModifierFlags {
        let modifiers = Int(state)
        var flags: UIKeyModifierFlags = []
        if modifiers & Int(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if modifiers & Int(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if modifiers & Int(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if modifiers & Int(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if modifiers & Int(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// What a key types when SDL's text input sent nothing for it: Return, Backspace and Tab their control
    /// characters, a printable key its character on a US keyboard (shifted when Shift is held, the plain letter
    /// with Control or Command, as the terminal host does), other keys (Escape, arrows, function keys) nothing.
    public static func characters(forKeycode keycode: Int32, modifiers: UIKeyModifierFlags) -> String {
        switch keycode {
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return "\r"
        case Int32(SDLK_BACKSPACE.rawValue): return "\u{8}"
        case Int32(SDLK_TAB.rawValue): return "\t"
        case 0x20...0x7E:
            let character = Character(UnicodeScalar(UInt8(keycode)))
            guard modifiers.contains(.shift), modifiers.isDisjoint(with: [.control, .command]) else {
                return String(character)
            }
            return String(shifted[character] ?? Character(character.uppercased()))
        default:
            return ""
        }
    }

    /// The characters Shift gives the punctuation and digit keys of a US keyboard.
    private static let shifted: [Character: Character] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">",
        "/": "?",
    ]
}
#endif
