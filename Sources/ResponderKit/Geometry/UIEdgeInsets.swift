// Apple's UIKit's own type is used where Apple's UIKit exists; redefining it there would make every use
// ambiguous for clients that import both modules. Not `canImport(UIKit)`: this package's UIKit module makes that
// true on Linux too, and on a rebuild of this module it is already in the build folder.
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
import Foundation

/// Inset distances for the four edges of a rectangle, mirroring UIKit so that
/// layout and hit-area code (e.g. enlarging a button's touch target with
/// negative insets) compiles unchanged on Linux.
///
/// Positive values shrink a rectangle; negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Distance to move the top edge down (toward +y).
    public var top: CGFloat
    /// Distance to move the left edge right (toward +x).
    public var left: CGFloat
    /// Distance to move the bottom edge up (toward -y).
    public var bottom: CGFloat
    /// Distance to move the right edge left (toward -x).
    public var right: CGFloat

    /// Creates insets with the given edge distances, in UIKit's
    /// top-left-bottom-right argument order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero on every edge, matching UIKit's default so an
    /// unconfigured value leaves rectangles unchanged.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets of zero on every edge; the no-op value.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns this rectangle with each edge moved inward by the matching
    /// inset, with UIKit's `UIEdgeInsetsInsetRect` semantics: the result is
    /// not standardized, so insets larger than the rectangle give a negative
    /// width or height exactly as UIKit does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}
#endif
