import Foundation

extension UITextField {
    /// Why a text field stopped editing, as ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)`` reports.
    ///
    /// ResponderKit follows iOS, where every ending is `.committed`; UIKit reports `.cancelled` only on tvOS,
    /// when the Menu button dismisses the text entry screen, which ResponderKit does not have.
    public enum DidEndEditingReason: Int, Sendable, CaseIterable {
        /// The user's changes stand.
        case committed
        /// The user abandoned the changes (tvOS only in UIKit; never reported here).
        case cancelled
    }

    /// The `userInfo` key of ``textDidEndEditingNotification`` under which the reason is posted: the raw value
    /// of a ``DidEndEditingReason`` boxed in an `NSNumber`, as UIKit boxes it, so `as? Int` reads it.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
