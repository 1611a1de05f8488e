import Foundation

/// Where and why an ``UIEditMenuInteraction`` presents its menu: the point it appears at and an identifier
/// the delegate can tell menus apart by.
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
    /// The delegate's name for this menu; `nil` when the caller gave none.
    public let identifier: (any NSCopying)?
    /// The point the menu appears at, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point; `.automatic` lets the system choose.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration for a menu at `sourcePoint` in the interaction's view.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// Where an edit menu's arrow points, relative to its source point.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses.
    case automatic
    /// The arrow points up; the menu is below the point.
    case up
    /// The arrow points down; the menu is above the point.
    case down
    /// The arrow points left.
    case left
    /// The arrow points right.
    case right
}
