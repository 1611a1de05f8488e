import Foundation

/// Edges of a rectangle named by layout direction: leading and trailing are left and right in a left-to-right
/// layout and right and left in a right-to-left one. ``UITrackingLayoutGuide`` uses them to say which edges its
/// constraints follow.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option's bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Creates a set of edges from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
