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
}

/// What a text input tells the keyboard about itself, so a host can choose and label the keyboard.
///
/// Every member has a default, as UIKit's optional protocol members do; adopt only what differs.
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
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var isSecureTextEntry: Bool { false }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
}
