import Foundation

/// What the hit test of a built-in view needs to know about it, worked out when the view's geometry or
/// interaction changes instead of at every point that passes it (`UIView+HitTesting.swift`).
///
/// A view the walk passes is one of the hit test's hottest steps, and most views are the plain case: shown,
/// interactive, opaque enough, untransformed, with a real size. For those the step is the point mapped into the
/// view (the same arithmetic as ``UIView/pointFromSuperviewSpaceByStorage(_:)``, so the answer is the same to the
/// last bit) and four comparisons with the bounds' extent; eligibility, the transform's identity test and the
/// bounds' checks for infinity and zero size were each a dozen instructions on every view visited. Any other
/// view takes the full step.
struct HitShortcut {
    /// Whether the quick step applies: eligible (B1), untransformed, and with bounds that can contain a point.
    var isPlainRect = false
    var minX: CGFloat = 0
    var maxX: CGFloat = 0
    var minY: CGFloat = 0
    var maxY: CGFloat = 0
}

extension UIView {
    /// Works the shortcut out again; every setter of the state it summarizes calls it.
    func refreshHitShortcut() {
        let bounds = storedBounds
        let x0 = bounds.origin.x, x1 = bounds.origin.x + bounds.size.width
        let y0 = bounds.origin.y, y1 = bounds.origin.y + bounds.size.height
        storedHitShortcut = HitShortcut(
            isPlainRect: isEligibleByStorage && storedTransform.isIdentity
                && bounds.origin.x != .infinity && bounds.origin.y != .infinity
                && bounds.size.width != 0 && bounds.size.height != 0,
            minX: Swift.min(x0, x1), maxX: Swift.max(x0, x1), minY: Swift.min(y0, y1), maxY: Swift.max(y0, y1))
    }

    /// The point in the view's own coordinates when the quick step applies and the view contains it; `.none`
    /// when it applies and the view does not; `nil` when the full step must decide.
    @inline(__always)
    nonisolated func quickHitStep(fromSuperview point: CGPoint) -> CGPoint?? {
        let shortcut = storedHitShortcut
        guard shortcut.isPlainRect else { return nil }
        let center = storedCenter, bounds = storedBounds
        let local = CGPoint(x: point.x - center.x + bounds.origin.x + bounds.size.width / 2,
                            y: point.y - center.y + bounds.origin.y + bounds.size.height / 2)
        let inside = shortcut.minX <= local.x && local.x < shortcut.maxX
            && shortcut.minY <= local.y && local.y < shortcut.maxY
        return .some(inside ? local : nil)
    }
}
