import Foundation

/// The object a ``UITextInput`` tells before and after its text or selection changes, so that whatever keeps
/// state about the document (in UIKit, the keyboard's autocorrection) can refresh it.
///
/// A text field calls these around every change made while it edits, whoever made it: typing, edit actions,
/// ``UITextInput/replace(_:withText:)``, and code setting `text` or ``UITextInput/selectedTextRange``. Nothing
/// in ResponderKit sets a text field's ``UITextInput/inputDelegate``; it is there for an app or host that wants
/// to follow the document. As in UIKit, all four methods are required.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection of `textInput` is about to change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection of `textInput` changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text of `textInput` is about to change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text of `textInput` changed.
    func textDidChange(_ textInput: UITextInput?)
}
