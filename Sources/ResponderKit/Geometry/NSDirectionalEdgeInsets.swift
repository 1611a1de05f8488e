// Apple's UIKit's own type is used where Apple's UIKit exists, as for `UIEdgeInsets`.
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
import Foundation

/// Inset distances for the four edges of a rectangle named by layout direction: `leading` is the left edge in a
/// left-to-right layout and the right edge in a right-to-left one, so margins given this way flip with the
/// language (spec <doc:Catalog#U21>).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Distance to move the top edge down.
    public var top: CGFloat
    /// Distance to move the leading edge toward the trailing one.
    public var leading: CGFloat
    /// Distance to move the bottom edge up.
    public var bottom: CGFloat
    /// Distance to move the trailing edge toward the leading one.
    public var trailing: CGFloat

    /// Creates insets with the given edge distances, in UIKit's top-leading-bottom-trailing argument order.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}
#endif
