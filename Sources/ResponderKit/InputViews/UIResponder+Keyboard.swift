import Foundation

extension UIResponder {
    /// Posted before the input views appear; userInfo carries the frames, duration and curve (spec <doc:Catalog#G4>, <doc:Catalog#G5>).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the input views appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the input views disappear.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the input views disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the input views' frame changes, first of every show and hide.
    nonisolated public static let keyboardWillChangeFrameNotification =
        Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the input views' frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification =
        Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// userInfo key: the frame the input views start from, in screen coordinates, an `NSValue` holding a
    /// `CGRect`: read it with `(info[key] as? NSValue)?.cgRectValue`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// userInfo key: the frame the input views end at, in screen coordinates, an `NSValue` holding a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// userInfo key: the animation's duration in seconds, an `NSNumber` holding a `Double` (0.25).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// userInfo key: the animation curve's raw value, an `NSNumber` holding an `Int`: 7, the keyboard's own
    /// curve, as on iOS (see `UIView.AnimationCurve.keyboardRawValue`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// userInfo key: whether the keyboard belongs to this app, an `NSNumber` holding a `Bool` (always `true`
    /// here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
