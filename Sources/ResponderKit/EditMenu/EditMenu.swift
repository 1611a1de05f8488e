import Foundation

/// The editing menu (Cut, Copy, Paste...) for a first responder, as a list a host can show and choose from
/// (spec <doc:Catalog#J1>-<doc:Catalog#J4>).
///
/// ResponderKit draws nothing: a host asks the application for the menu with
/// `UIApplication.makeEditMenu(for:)`, shows ``items`` however it likes, and calls ``choose(_:)`` with the one
/// the user picked.
///
/// An item is listed when some responder from the first responder upward can perform its action, asked with
/// the application as sender (<doc:Catalog#J2>, <doc:Catalog#J3>): a text view that can `copy` under a controller that can `selectAll`
/// shows both. Choosing sends the action to the first responder and up the chain (<doc:Catalog#J4>).
@preconcurrency @MainActor
public struct EditMenu {
    /// One entry of the menu: the action it sends and the title shown for it.
    public struct Item: Hashable, Sendable {
        /// The action sent when the item is chosen.
        public let action: Selector
        /// The title a host shows.
        public let title: String

        /// Creates an item; hosts and apps add their own actions to the standard ones this way.
        public init(action: Selector, title: String) {
            self.action = action
            self.title = title
        }

        /// The standard edit actions with their menu titles, in menu order (<doc:Catalog#J1>).
        public static let standard: [Item] = [
            Item(action: .cut, title: "Cut"),
            Item(action: .copy, title: "Copy"),
            Item(action: .paste, title: "Paste"),
            Item(action: .pasteAndMatchStyle, title: "Paste and Match Style"),
            Item(action: .select, title: "Select"),
            Item(action: .selectAll, title: "Select All"),
            Item(action: .delete, title: "Delete"),
            Item(action: .makeTextWritingDirectionLeftToRight, title: "Left to Right"),
            Item(action: .makeTextWritingDirectionRightToLeft, title: "Right to Left"),
            Item(action: .toggleBoldface, title: "Bold"),
            Item(action: .toggleItalics, title: "Italic"),
            Item(action: .toggleUnderline, title: "Underline"),
            Item(action: .increaseSize, title: "Bigger"),
            Item(action: .decreaseSize, title: "Smaller"),
        ]
    }

    /// The responder the menu acts on; its chain is searched for each action.
    public let firstResponder: UIResponder
    /// The application, which is the sender of the menu's actions (<doc:Catalog#J2>).
    public let application: UIApplication
    /// The items some responder from ``firstResponder`` upward can perform, in the order of the candidates.
    public let items: [Item]

    /// Builds the menu for `responder`, listing the `candidates` the chain from it can perform (<doc:Catalog#J2>, <doc:Catalog#J3>).
    public init(for responder: UIResponder, application: UIApplication, candidates: [Item] = Item.standard) {
        firstResponder = responder
        self.application = application
        items = candidates.filter { responder.target(forAction: $0.action, withSender: application) != nil }
    }

    /// A menu listing `items` as they are, for a menu shown earlier whose items stay until it is updated.
    init(for responder: UIResponder, application: UIApplication, listing items: [Item]) {
        firstResponder = responder
        self.application = application
        self.items = items
    }

    /// The listed item with `title`, if any.
    public func item(titled title: String) -> Item? {
        items.first { $0.title == title }
    }

    /// Sends `item`'s action to the first responder and up the chain; returns whether someone handled it.
    ///
    /// The chain is searched again, since it may have changed since the menu was built; when nobody can
    /// perform the action now, the choice is ignored (<doc:Catalog#J4>).
    @discardableResult
    public func choose(_ item: Item) -> Bool {
        guard let target = firstResponder.target(forAction: item.action, withSender: application) else {
            return false
        }
        return application.sendAction(item.action, to: target, from: application, for: nil)
    }
}
