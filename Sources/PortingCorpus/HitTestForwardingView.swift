// Pattern: a header that sits above a list but is not part of it; touches on the header's empty area are
// forwarded into another view hierarchy (the list underneath) by hit-testing that hierarchy instead.
// Ported: unchanged but the import.
import ResponderKit

class HitTestForwardingView: UIView {
    weak var forwardingTarget: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        guard hitView === self, let target = forwardingTarget else {
            return hitView
        }
        let pointInTarget = convert(point, to: target)
        return target.hitTest(pointInTarget, with: event) ?? hitView
    }
}
