// Pattern: a full-screen overlay (a coach mark, a floating toolbar's container) that lets touches through to
// whatever is behind it, except where one of its own subviews is.
// Ported: unchanged but the import.
import ResponderKit

class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hitView = super.hitTest(point, with: event)
        return hitView == self ? nil : hitView
    }
}
