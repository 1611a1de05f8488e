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
///
/// Open, as in UIKit: test doubles subclass it and override ``keyCode``, ``characters``,
/// ``charactersIgnoringModifiers`` or ``modifierFlags`` (spec <doc:Catalog#P8>). Key commands match the keys the
/// application makes, from what they were made with.
@preconcurrency @MainActor
open class UIKey {
    /// Which physical key.
    open var keyCode: UIKeyboardHIDUsage { storedKeyCode }
    /// What the key types with the modifiers held.
    open var characters: String { storedCharacters }
    /// What the key types with no modifiers but Shift.
    open var charactersIgnoringModifiers: String { storedCharactersIgnoringModifiers }
    /// The modifiers held.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    final let storedKeyCode: UIKeyboardHIDUsage
    final let storedCharacters: String
    final let storedCharactersIgnoringModifiers: String
    final let storedModifierFlags: UIKeyModifierFlags

    /// Describes a key press; hosts go through the input door instead of creating keys.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.storedKeyCode = keyCode
        self.storedCharacters = characters
        self.storedCharactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.storedModifierFlags = modifierFlags
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

    /// Creates a key that types nothing, with HID usage 0 and no modifiers, for test doubles to subclass (spec
    /// <doc:Catalog#P8>).
    public init() {
        storedKeyCode = UIKeyboardHIDUsage(rawValue: 0)!
        storedCharacters = ""
        storedCharactersIgnoringModifiers = ""
        storedModifierFlags = []
        commandCharacters = ""
        commandASCII = 0
    }

    /// Creates a key as ``init()`` does. UIKit decodes keys from archives; ResponderKit has none, so the coder
    /// is not read. It exists, `required` as in UIKit, so subclasses written for UIKit compile unchanged.
    public required init?(coder: NSCoder) {
        storedKeyCode = UIKeyboardHIDUsage(rawValue: 0)!
        storedCharacters = ""
        storedCharactersIgnoringModifiers = ""
        storedModifierFlags = []
        commandCharacters = ""
        commandASCII = 0
    }

    /// ``charactersIgnoringModifiers`` lowercased, as key commands compare it: made once per key, not once per
    /// command asked on the way up the chain.
    final let commandCharacters: String
    /// ``commandCharacters`` packed as key commands' inputs are (`KeyCommandMatch.packASCII`), or 0 when they
    /// are not short ASCII.
    final let commandASCII: UInt64
}
