import Foundation

/// A width or height (spec <doc:Catalog#U9>): besides relating to another dimension it can be a constant or a
/// multiple of another dimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension equal to `c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relate(.equal, nil, constant: c) }
    /// This dimension at least `c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil, constant: c)
    }
    /// This dimension at most `c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil, constant: c)
    }
    /// This dimension equal to `m` times `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0)
    }
    /// This dimension at least `m` times `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension,
                           multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This dimension at most `m` times `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// This dimension equal to `m` times `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: c)
    }
    /// This dimension at least `m` times `anchor` plus `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// This dimension at most `m` times `anchor` plus `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
