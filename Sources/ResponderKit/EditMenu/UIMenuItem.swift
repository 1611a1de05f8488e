import Foundation

/// A custom item of the editing menu shown by ``UIMenuController``: a title and the action it sends.
///
/// The item is shown when some responder from the first responder upward can perform its action, asked with
/// the application as sender, like the standard items (spec <doc:Catalog#J2>, <doc:Catalog#J3>); choosing it sends the action to the
/// first responder and up the chain (<doc:Catalog#J4>).
@preconcurrency @MainActor
open class UIMenuItem {
    /// The title the menu shows.
    open var title: String
    /// The action sent when the item is chosen.
    open var action: Selector

    /// Creates an item titled `title` that sends `action`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
