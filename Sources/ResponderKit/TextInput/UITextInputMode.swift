import Foundation

/// A keyboard language: what a text input's ``UIResponder/textInputMode`` reports so that code can adapt to
/// the language being typed (a spell checker, a name formatter).
///
/// ResponderKit has one keyboard, so there is one mode, and it never changes while the process runs. Its
/// ``primaryLanguage`` is the host's first preferred language as a BCP 47 tag (`Locale.preferredLanguages`,
/// which follows the `LANG` / `LANGUAGE` environment on Linux), or `"en-US"` when the host names none.
/// ``currentInputModeDidChangeNotification`` is declared for code that observes it but is never posted.
@preconcurrency @MainActor
open class UITextInputMode {
    /// The mode every text input uses.
    static let current = UITextInputMode(primaryLanguage: UITextInputMode.hostLanguage)

    /// The language typed in this mode, as a BCP 47 tag such as `"en-US"` or `"fr-CA"`.
    open var primaryLanguage: String? { language }

    private let language: String?

    /// Creates a mode with no language, as UIKit's initializer does; the modes in use come from
    /// ``activeInputModes``.
    public init() {
        language = nil
    }

    init(primaryLanguage: String) {
        language = primaryLanguage
    }

    /// The modes the user can switch between: here the single current mode.
    open class var activeInputModes: [UITextInputMode] { [current] }

    /// Posted when the user switches keyboards; `object` is the new mode. ResponderKit never switches.
    nonisolated public static let currentInputModeDidChangeNotification =
        Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    private static var hostLanguage: String {
        Locale.preferredLanguages.first.map { $0.replacingOccurrences(of: "_", with: "-") } ?? "en-US"
    }
}
