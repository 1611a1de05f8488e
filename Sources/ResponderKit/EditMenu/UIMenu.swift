import Foundation

/// A menu: a titled group of menu elements (actions, commands, submenus), as an edit menu, context menu or
/// button menu shows it.
///
/// ResponderKit draws no menus; a menu is the list a host shows and chooses from (see
/// `UIEditMenuInteraction.choose(_:)`).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A name that identifies a menu, for finding and replacing it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt

        /// Creates options from UIKit's raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children are shown in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown as destroying data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu shows its children.
    public enum ElementSize: Int, Sendable {
        /// Small, icon-first children.
        case small = 0
        /// Medium children.
        case medium = 1
        /// Full-width rows, the default for most menus.
        case large = 2
        /// The system chooses.
        case automatic = -1
    }

    /// The menu's title; empty for a menu that shows its children without a heading.
    public let title: String
    /// A second line under the title.
    public let subtitle: String?
    /// The image shown beside the title.
    public let image: UIImage?
    /// The menu's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// How large the menu shows its children.
    public var preferredElementSize: ElementSize
    /// The elements of the menu, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`, with UIKit's defaults for the rest.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
    }

    /// A copy of the menu with other children, as menus are immutable.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The leaves of the menu a person could choose: actions and commands, submenus searched in order,
    /// without `.hidden` ones. `.disabled` ones are listed (a menu shows them dimmed) but cannot be chosen.
    ///
    /// A ResponderKit addition, for hosts and tests that show the menu or pick from it.
    public var visibleElements: [UIMenuElement] {
        var found: [UIMenuElement] = []
        for child in children {
            if let submenu = child as? UIMenu {
                found += submenu.visibleElements
            } else if !Self.attributes(of: child).contains(.hidden) {
                found.append(child)
            }
        }
        return found
    }

    /// The first visible element titled `title`, searching submenus; `nil` when there is none.
    public func element(titled title: String) -> UIMenuElement? {
        visibleElements.first { $0.title == title }
    }

    /// The attributes of an action or command; other elements have none.
    static func attributes(of element: UIMenuElement) -> UIMenuElement.Attributes {
        if let command = element as? UICommand { return command.attributes }
        if let action = element as? UIAction { return action.attributes }
        return []
    }
}
