import Foundation

/// Told what a text view's editing does, and, as a scroll view delegate, what its scrolling does (spec
/// <doc:Catalog#Q28>). Every method does nothing (or agrees) unless implemented.
///
/// Assign it to the text view's `delegate`, which is the scroll view's: the one object hears both kinds of call.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing; `true` by default (<doc:Catalog#Q29>).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether the text view may end editing; `true` by default (<doc:Catalog#Q33>).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is first responder (<doc:Catalog#Q29>).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended: the text view is no longer first responder (<doc:Catalog#Q33>).
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change of the text in `range` (UTF-16) to `text` may happen; `true` by default. A
    /// backspace asks with `""`, Return with `"\n"` (<doc:Catalog#Q31>, <doc:Catalog#Q32>).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text; not called for text set in code (<doc:Catalog#Q31>).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or the caret moved (<doc:Catalog#Q31>).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Agrees.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Agrees.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Agrees.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
