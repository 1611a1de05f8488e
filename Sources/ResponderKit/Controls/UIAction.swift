import Foundation

/// The closure an action runs; it gets the action, whose ``UIAction/sender`` is the control that sent it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an identifier, registered on a control for some of its events: the closure
/// form of target-action (spec <doc:Catalog#E10>).
///
/// A control keeps at most one action per identifier for each event, so adding an action again with the same
/// identifier replaces the old one instead of running both; give actions stable identifiers when code may
/// add them more than once (on every configuration pass, for instance).
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { _ in document.save() })
/// ```
@preconcurrency @MainActor
public final class UIAction {
    /// A name that keeps an action unique among a control's actions for an event.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
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

        /// Creates an identifier from a string literal.
        public init(stringLiteral rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows an action.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt

        /// Creates attributes from UIKit's raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown as destroying data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu shows the action checked.
    public enum State: Int, Sendable {
        /// Not checked.
        case off
        /// Checked.
        case on
        /// Partly checked: the action applies to some of a mixed selection.
        case mixed
    }

    /// The title a button or menu shows for the action.
    public var title: String
    /// The image a button or menu shows for the action; a button made with `UIButton(primaryAction:)` shows
    /// it for its normal state.
    public var image: UIImage?
    /// The identifier that keeps the action unique per control event; generated when not given.
    public let identifier: Identifier
    /// A longer title for search and accessibility.
    public var discoverabilityTitle: String?
    /// How a menu shows the action.
    public var attributes: Attributes
    /// Whether a menu shows the action checked.
    public var state: State
    /// The closure that runs when the action is sent.
    public let handler: UIActionHandler
    /// The control that last sent the action, while it exists; `nil` before the action was first sent.
    ///
    /// Not retained, so an action stored in its own control makes no cycle.
    public var sender: Any? { senderObject }

    weak var senderObject: AnyObject?

    /// Creates an action; without an `identifier` it gets a unique one, so it replaces no other action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: AnyObject?) {
        senderObject = sender
        handler(self)
    }
}
