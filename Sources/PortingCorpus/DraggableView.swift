// Pattern: a sticker the user drags around with raw touches, moving its center by the touch's movement in
// the superview and bringing itself to the front when touched.
// Ported: unchanged but the import.
import ResponderKit

class DraggableView: UIView {
    private(set) var isDragging = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.bringSubviewToFront(self)
        isDragging = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview = superview else { return }
        let location = touch.location(in: superview)
        let previousLocation = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + (location.x - previousLocation.x),
                         y: center.y + (location.y - previousLocation.y))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isDragging = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isDragging = false
    }
}
