// Pattern: a subclass of a built-in recognizer, UIPanGestureRecognizer, that gives up (cancels) when the
// drag turns out to be mostly vertical, so a vertical scroll can take over.
// Ported: `import UIKit` + `import UIKit.UIGestureRecognizerSubclass` -> `import ResponderKit`.
import ResponderKit

class HorizontalPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .began {
            let velocity = self.velocity(in: view)
            if abs(velocity.y) > abs(velocity.x) {
                state = .cancelled
            }
        }
    }
}
