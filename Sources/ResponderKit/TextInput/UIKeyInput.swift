import Foundation

/// A responder that takes typed text: the keyboard's strings reach it through these three calls (spec <doc:Catalog#G7>).
///
/// A first responder that adopts `UIKeyInput` and has no input view of its own gets the system keyboard
/// (<doc:Catalog#G1>). Return arrives as `insertText("\n")`, as in UIKit.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text that ``deleteBackward()`` could delete.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing any selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
