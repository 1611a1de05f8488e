import Foundation

// The state steps every continuous recognizer (long press, pan, pinch, rotation) takes the same way.
extension UIGestureRecognizer {
    /// Fingers moved: an undecided gesture begins once `hasCrossedThreshold`, a running one changes.
    func advanceContinuousGesture(hasCrossedThreshold: Bool) {
        switch storedState {
        case .possible: if hasCrossedThreshold { state = .began }
        case .began, .changed: state = .changed
        case .ended, .cancelled, .failed: break
        }
    }

    /// The gesture's fingers lifted: an undecided gesture fails, a running one ends.
    func endContinuousGesture() {
        switch storedState {
        case .possible: failIfUndecided()
        case .began, .changed: state = .ended
        case .ended, .cancelled, .failed: break
        }
    }

    /// The gesture's touches were cancelled: an undecided gesture fails, a running one is cancelled.
    func cancelContinuousGesture() {
        switch storedState {
        case .possible: failIfUndecided()
        case .began, .changed: state = .cancelled
        case .ended, .cancelled, .failed: break
        }
    }
}
