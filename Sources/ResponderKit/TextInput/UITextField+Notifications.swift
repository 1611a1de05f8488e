import Foundation

// The notifications are static members, which UIKit declares on the class and no subclass overrides.

extension UITextField {
    /// Posted on the application's notification center when the field begins editing; `object` is the field.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changed the field's text, alongside `.editingChanged`; `object` is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field ends editing; `object` is the field.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextFieldTextDidEndEditingNotification")
}
