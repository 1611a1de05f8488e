// Pattern: shake to clear a drawing: the controller can become first responder and overrides
// `motionEnded(_:with:)`, checking for `.motionShake`.
// Ported: unchanged but the import, including the original's `viewDidAppear(_:)` that calls
// `becomeFirstResponder()` and `viewWillDisappear(_:)` that resigns (spec K1).
import ResponderKit

class ShakeToClearViewController: UIViewController {
    private(set) var strokes: [[CGPoint]] = [[CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 60)]]

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        resignFirstResponder()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            strokes.removeAll()
        } else {
            super.motionEnded(motion, with: event)
        }
    }
}
