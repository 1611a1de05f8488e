import Foundation

/// Modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Windows or Super key on a PC keyboard) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A hardware key as pressed: which key, what it types with and without modifiers, and the modifiers held.
@preconcurrency @MainActor
public final class UIKey {
    /// Which physical key.
    public let keyCode: UIKeyboardHIDUsage
    /// What the key types with the modifiers held.
    public let characters: String
    /// What the key types with no modifiers but Shift.
    public let charactersIgnoringModifiers: String
    /// The modifiers held.
    public let modifierFlags: UIKeyModifierFlags

    /// Describes a key press; hosts go through the input door instead of creating keys.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        let unmodified = charactersIgnoringModifiers ?? characters
        let packed = KeyCommandMatch.packASCII(unmodified)
        // Most keys type one lowercase ASCII letter, which lowercasing would only copy.
        if packed != 0, !KeyCommandMatch.hasUppercase(packed) {
            commandCharacters = unmodified
            commandASCII = packed
        } else {
            commandCharacters = unmodified.lowercased()
            commandASCII = KeyCommandMatch.packASCII(commandCharacters)
        }
    }

    /// ``charactersIgnoringModifiers`` lowercased, as key commands compare it: made once per key, not once per
    /// command asked on the way up the chain.
    let commandCharacters: String
    /// ``commandCharacters`` packed as key commands' inputs are (`KeyCommandMatch.packASCII`), or 0 when they
    /// are not short ASCII.
    let commandASCII: UInt64
}
