import Foundation

/// A vertical position: top, bottom, center y or a baseline (spec <doc:Catalog#U9>).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor at the standard spacing (8 points) times `multiplier` below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
    /// This anchor at least the standard spacing times `multiplier` below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
    /// This anchor at most the standard spacing times `multiplier` below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: LayoutBookkeeping.systemSpacing * multiplier)
    }
}
