import Foundation

/// What a text field asks and tells the object that manages it: whether editing may begin, end or change the
/// text, and when it did.
///
/// Every method has a default — `true` for the questions, nothing for the announcements — so adopt only what
/// you need, as with UIKit's optional methods. The text field holds its delegate weakly. Implement the methods
/// in the class that declares the conformance: a subclass's implementation of a method its superclass left to
/// the default is not seen through the protocol.
///
/// Not declared, because ResponderKit has nothing to give them: the edit-menu methods
/// (`textField(_:editMenuForCharactersIn:suggestedActions:)`, `textField(_:willPresentEditMenuWith:)`,
/// `textField(_:willDismissEditMenuWith:)`, which need `UIMenu` and an edit-menu interaction),
/// `textField(_:insertInputSuggestion:)` (no input suggestions) and iOS 26's
/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` (every change here is one range, asked
/// through the single-range method).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may become first responder and start editing; return `false` to keep it from
    /// editing (a tap then does nothing and `becomeFirstResponder()` returns `false`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing; sent before `.editingDidBegin`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing when asked to resign; return `false` to keep it editing (while its
    /// contents are invalid, say). A forced resignation — `endEditing(true)`, leaving the window — still ends
    /// editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing and is no longer first responder; sent before `.editingDidEnd`. The field
    /// calls it through the default of ``textFieldDidEndEditing(_:reason:)``, so a delegate that implements the
    /// reason form does not get this one, as in UIKit.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing, for `reason` (always `.committed`, as on iOS); UIKit calls it in preference
    /// to ``textFieldDidEndEditing(_:)``. Sent before `.editingDidEnd`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 units of the current text, as `NSRange` counts them) may be
    /// replaced with `string`; typing, backspace, cut, paste and delete all ask. Return `false` to veto the
    /// change, for instance to cap the length or keep a field numeric.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// The selection or the caret moved while the field edits: when editing begins (the caret arrives, just
    /// before ``textFieldDidBeginEditing(_:)``), on typing, deleting, cut, paste, select and select all,
    /// `replace(_:withText:)`, and code setting `text` or `selectedTextRange`. Called once per change and
    /// never when the selection ends up where it was; read the new one from `selectedTextRange`.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the field may clear its text: asked when the clear button (`clearButtonMode`) is tapped and when
    /// editing begins with `clearsOnBeginEditing` set. Clearing does not ask
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, as in UIKit.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key should do what return does: send `.editingDidEndOnExit` (and, when some target
    /// is registered for it, end editing). Return `false` to ignore the key, or do your own thing and return
    /// `false` — move to the next field, say.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Lets editing begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Lets editing end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, which is how a delegate implementing only the plain form hears of
    /// the end of editing.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows every change.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Lets the field clear.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Lets return do what it does.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
