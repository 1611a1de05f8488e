import Foundation

/// The standard edit actions (spec <doc:Catalog#J1>), which every responder has and the editing menu offers.
///
/// `UIResponder` adopts it with methods that do nothing, so a subclass implements an action by overriding the
/// method, as in UIKit. Use the protocol to talk about "something that
/// can be sent edit actions" in your own APIs, as with UIKit's protocol of the same name.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection and puts it on the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Inserts the pasteboard's contents.
    func paste(_ sender: Any?)
    /// Inserts the pasteboard's contents in the style of the surrounding text.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Selects the word or item at the insertion point.
    func select(_ sender: Any?)
    /// Selects all of the content.
    func selectAll(_ sender: Any?)
    /// Removes the selection without touching the pasteboard.
    func delete(_ sender: Any?)
    /// Lays the text out left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Lays the text out right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Switches bold on or off for the selection.
    func toggleBoldface(_ sender: Any?)
    /// Switches italics on or off for the selection.
    func toggleItalics(_ sender: Any?)
    /// Switches underlining on or off for the selection.
    func toggleUnderline(_ sender: Any?)
    /// Makes the selection's font bigger.
    func increaseSize(_ sender: Any?)
    /// Makes the selection's font smaller.
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}
