import Foundation

/// Directions focus can move in.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// An object that takes part in focus decisions: it names where focus should go inside it, can veto a move
/// and hears about every move that concerns it.
///
/// Not declared, because ResponderKit has nothing to give them: `focusItemContainer` (no scrolling focus
/// containers or spatial search), `focusGroupIdentifier` (no focus groups) and tvOS's
/// `soundIdentifierForFocusUpdate(in:)` (no sound), along with the deprecated `preferredFocusedView`.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go inside this environment, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// The environment containing this one.
    var parentFocusEnvironment: UIFocusEnvironment? { get }
    /// Asks for focus to be recomputed from this environment's preferences at the next update.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; asked of every environment the move leaves or enters.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Tells the environment focus moved as `context` describes.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An environment that can itself be focused.
///
/// Not declared, because ResponderKit has nothing to give them: `didHintFocusMovement(_:)` (no remote
/// touch surface to hint a move), `focusEffect`, `focusGroupPriority`, `focusItemDeferralMode` and
/// `isTransparentFocusItem` (no focus rendering or focus groups).
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// Whether the item has focus.
    var isFocused: Bool { get }
    /// The item's frame in its focus environment's coordinates (its superview's, for a view).
    var frame: CGRect { get }
}

/// A description of one focus move: where from, where to, and in which direction.
@preconcurrency @MainActor
public final class UIFocusUpdateContext {
    /// The item that had focus.
    public let previouslyFocusedItem: UIFocusItem?
    /// The item that will have focus.
    public let nextFocusedItem: UIFocusItem?
    /// The direction of the move; empty for a programmatic update.
    public let focusHeading: UIFocusHeading

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }

    /// The view that had focus, if the item was a view.
    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view that will have focus, if the item is a view.
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// Runs animations alongside a focus move; there is no animation here, so they run at once.
@preconcurrency @MainActor
public final class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations` now and `completion` after them.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
