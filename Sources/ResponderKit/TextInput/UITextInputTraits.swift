import Foundation

/// The kind of keyboard a text input wants; hosts pick a layout from it.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    case `default`
    case asciiCapable
    case numbersAndPunctuation
    case URL
    case numberPad
    case phonePad
    case namePhonePad
    case emailAddress
    case decimalPad
    case twitter
    case webSearch
    case asciiCapableNumberPad

    /// The old name of ``asciiCapable``, the same value, which UIKit keeps for old code (spec <doc:Catalog#P15>).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

/// When the keyboard turns on the shift key by itself.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none
    case words
    case sentences
    case allCharacters
}

/// Whether the keyboard offers corrections.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default`
    case no
    case yes
}

/// The look a text input asks of its keyboard.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    case `default`
    case dark
    case light

    /// The old name of ``dark``, for alert views.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// Whether the keyboard marks misspelled words.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// Whatever the keyboard and the user's settings choose.
    case `default`
    /// No spell checking.
    case no
    /// Spell checking.
    case yes
}

/// Whether the keyboard turns straight quotes into curly ones.
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    /// Whatever the keyboard and the user's settings choose.
    case `default`
    /// No smart quotes.
    case no
    /// Smart quotes.
    case yes
}

/// Whether the keyboard turns double hyphens into dashes.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// Whatever the keyboard and the user's settings choose.
    case `default`
    /// No smart dashes.
    case no
    /// Smart dashes.
    case yes
}

/// Whether the keyboard adds and removes spaces around inserted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// Whatever the keyboard and the user's settings choose.
    case `default`
    /// No smart insertion and deletion.
    case no
    /// Smart insertion and deletion.
    case yes
}

/// What a text input tells the keyboard about itself, so a host can choose and label the keyboard.
///
/// Every member has a default, as UIKit's optional protocol members do; adopt only what differs. The system
/// keyboard honours ``keyboardType``, ``returnKeyType`` and ``enablesReturnKeyAutomatically``; a text field
/// honours ``isSecureTextEntry`` (no cut or copy). The others are kept for hosts that draw their own keyboard:
/// ResponderKit does not capitalize, correct, check spelling, or rewrite quotes, dashes or spaces, and fills
/// nothing in from ``textContentType``. `passwordRules`, `inlinePredictionType` and the other newer traits are
/// not declared.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The layout the keyboard should use.
    var keyboardType: UIKeyboardType { get }
    /// The title of the return key.
    var returnKeyType: UIReturnKeyType { get }
    /// Whether typed text is hidden (passwords); hosts should not echo or record it.
    var isSecureTextEntry: Bool { get }
    /// When the keyboard turns shift on by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Whether the keyboard offers corrections.
    var autocorrectionType: UITextAutocorrectionType { get }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// Whether the keyboard marks misspelled words.
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether the keyboard turns straight quotes into curly ones.
    var smartQuotesType: UITextSmartQuotesType { get }
    /// Whether the keyboard turns double hyphens into dashes.
    var smartDashesType: UITextSmartDashesType { get }
    /// Whether the keyboard adds and removes spaces around inserted and deleted words.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    /// Whether the return key is disabled while the input has no text.
    var enablesReturnKeyAutomatically: Bool { get }
    /// What the text means, so that a host can offer to fill it in; `nil` when unspecified.
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var isSecureTextEntry: Bool { false }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    /// The keyboard's choice.
    public var spellCheckingType: UITextSpellCheckingType { .default }
    /// The keyboard's choice.
    public var smartQuotesType: UITextSmartQuotesType { .default }
    /// The keyboard's choice.
    public var smartDashesType: UITextSmartDashesType { .default }
    /// The keyboard's choice.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    /// Return stays enabled.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// Unspecified.
    public var textContentType: UITextContentType! { nil }
}
