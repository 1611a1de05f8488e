import Foundation

/// What Auto Layout keeps for one view, made the first time the view uses it so that views laid out by hand
/// carry one empty reference.
@MainActor
final class ViewConstraintStorage {
    /// The constraints whose items' closest common ancestor is the view, in the order they were activated.
    var constraints: [NSLayoutConstraint] = []
    /// The view's layout guides, in the order they were added.
    var layoutGuides: [UILayoutGuide] = []
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// Content hugging priorities, horizontal then vertical.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance priorities, horizontal then vertical.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Whether `updateConstraints()` is due in the next pass; a view new to Auto Layout gets one call, as in
    /// UIKit.
    var needsUpdateConstraints = true
    /// Set by UIView's `updateConstraints()`, to tell whether an override called `super`.
    var calledSuperUpdateConstraints = false
    /// Whether `invalidateIntrinsicContentSize()` was called since the last pass read the intrinsic size.
    var intrinsicSizeIsStale = false
    /// The constraint layout of the hierarchy this view is the root of, kept between passes.
    var layout: ConstraintLayout?
}
