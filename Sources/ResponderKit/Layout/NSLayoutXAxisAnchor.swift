import Foundation

/// A horizontal position: leading, trailing, left, right or center x (spec <doc:Catalog#U9>).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor at the standard spacing (8 points) times `multiplier` after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
    /// This anchor at least the standard spacing times `multiplier` after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
    /// This anchor at most the standard spacing times `multiplier` after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
}
