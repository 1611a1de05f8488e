import Foundation

// Auto Layout's side of a view: the steps of the layout pass that run before layoutSubviews. The members UIKit
// code overrides, the anchors among them, are in the class body (UIView.swift); this file holds the rest.

extension UIView {
    /// The view's Auto Layout storage, made on first use.
    var layoutStorage: ViewConstraintStorage {
        if let constraintStorage { return constraintStorage }
        let storage = ViewConstraintStorage()
        constraintStorage = storage
        LayoutBookkeeping.isInUse = true
        return storage
    }

    /// The topmost ancestor: the view whose layout solves the constraints of this view's hierarchy.
    var layoutRoot: UIView {
        var root = self
        while let superview = root.superview { root = superview }
        return root
    }

    /// The insets the margin attributes (`.leftMargin`, `.leadingMargin`, ...) are measured with: the view's
    /// ``layoutMargins`` as they are when the constraints are built; a change of them builds the constraints
    /// again (spec <doc:Catalog#U21>).
    var constraintMargins: UIEdgeInsets { layoutMargins }

    /// `systemLayoutSizeFitting(_:)`'s target asking for the smallest size the constraints allow: `.zero`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `systemLayoutSizeFitting(_:)`'s target asking for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The update step of a layout pass for this subtree: `updateConstraints()` of each marked view, subviews
    /// before their superview as in UIKit, and `updateViewConstraints()` for a controller's root view
    /// (spec <doc:Catalog#U2>).
    func runUpdateConstraintsStep() {
        for subview in subviews { subview.runUpdateConstraintsStep() }
        if constraintStorage == nil, type(of: self).requiresConstraintBasedLayout { _ = layoutStorage }
        // Tracking guides switch their constraints for where they are before the solve (spec U43).
        if let guides = constraintStorage?.layoutGuides, !guides.isEmpty {
            for case let guide as UITrackingLayoutGuide in guides { guide.updateTrackedConstraints() }
        }
        guard let storage = constraintStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let controller = controllerOfRootView {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }
}

extension UIView {
    /// ``invalidateIntrinsicContentSize()``'s work: the next pass reads the size again, and the superview
    /// lays out again.
    func markIntrinsicContentSizeStale() {
        constraintStorage?.intrinsicSizeIsStale = true
        LayoutBookkeeping.structureChanged(in: self)
        (superview ?? self).setNeedsLayout()
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeChanged(self)
    }
}
