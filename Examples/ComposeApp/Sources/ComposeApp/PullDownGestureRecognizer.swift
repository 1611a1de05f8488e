import UIKit
#if canImport(UIKit.UIGestureRecognizerSubclass)
import UIKit.UIGestureRecognizerSubclass
#endif

/// A custom recognizer: one finger moving down at least `minimumDistance` points, mostly vertically.
public final class PullDownGestureRecognizer: UIGestureRecognizer {
    /// How far down the finger must move.
    public var minimumDistance: CGFloat = 80
    private var start: CGPoint?

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, start == nil, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else { return }
        let point = touch.location(in: view)
        if abs(point.x - start.x) > 40 || point.y < start.y - 10 { state = .failed }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else { return }
        state = touch.location(in: view).y - start.y >= minimumDistance ? .ended : .failed
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    public override func reset() {
        super.reset()
        start = nil
    }
}
