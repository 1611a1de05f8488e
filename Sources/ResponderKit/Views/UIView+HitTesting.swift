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
