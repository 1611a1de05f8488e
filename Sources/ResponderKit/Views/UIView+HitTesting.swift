import Foundation

extension UIView {
    /// UIKit's hit test (spec B1-B4): refuse when not eligible or outside, else ask subviews front to back.
    ///
    /// Walks `subviews` by index from the end so no iterator or array is allocated per touch.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEligibleForHitTesting else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        let children = subviews
        var index = children.endIndex
        while index > children.startIndex {
            index -= 1
            let child = children[index]
            if let hit = child.hitTest(child.pointFromSuperviewSpace(point), with: event) {
                return hit
            }
        }
        return self
    }
}

extension CGRect {
    /// `contains(_:)` for one point, with Foundation's answer: nothing is inside a null or empty rectangle, and
    /// a rectangle holds its minimum edges but not its maximum ones, whatever the sign of its size.
    ///
    /// Foundation's `contains` is an opaque call on Linux that standardizes the rectangle and builds two
    /// ranges; it was a tenth of a hit test. A NaN coordinate makes this `false` where Foundation traps.
    @inline(__always)
    func containsForHitTest(_ point: CGPoint) -> Bool {
        let x0 = origin.x, x1 = origin.x + size.width
        let y0 = origin.y, y1 = origin.y + size.height
        return origin.x != .infinity && origin.y != .infinity && size.width != 0 && size.height != 0
            && Swift.min(x0, x1) <= point.x && point.x < Swift.max(x0, x1)
            && Swift.min(y0, y1) <= point.y && point.y < Swift.max(y0, y1)
    }
}
