import Foundation

// Hover and scroll input reach recognizers through the arena as touches do (M1, M3): a recognizer they drive
// is a participant, so its state changes are checked (D1), its actions go out on the next turn (D2), other
// recognizers may require it to fail (D9), its delegate is asked (D10), and a recognizer whose view leaves
// the window is withdrawn (cancelled once) by the same path as one tracking touches (C8, D12).

extension GestureArena {
    /// Whether `recognizer` on `view` may take part in hover or scroll `event` now: enabled, not busy with
    /// touches or another pointer gesture, and its delegate agrees to receive the event.
    func acceptsPointer(_ recognizer: UIGestureRecognizer, _ event: UIEvent, on view: UIView) -> Bool {
        guard recognizer.isEnabled, recognizer.arenaStatus == .outside else { return false }
        guard let delegate = recognizer.delegate else { return true }
        return delegate.gestureRecognizer(recognizer, shouldReceive: event) && recognizer.isEnabled
            && recognizer.view === view && recognizer.arenaStatus == .outside
    }

    /// Makes `recognizer` a participant driven by the pointer at `input`.
    func enlist(_ recognizer: UIGestureRecognizer, pointer input: PointerInput) {
        recognizer.pointerInput = input
        guard recognizer.arenaStatus == .outside else { return }
        recognizer.arenaStatus = .tracking
        recognizer.arena = self
        participants.append(recognizer)
    }

    /// Moves a pointer-driven recognizer's input; only one still running follows it.
    func follow(_ recognizer: UIGestureRecognizer, to location: CGPoint, modifierFlags: UIKeyModifierFlags) {
        recognizer.pointerInput?.locationInScreen = location
        recognizer.pointerInput?.modifierFlags = modifierFlags
    }

    /// Ends a pointer-driven recognizer's gesture, as lifting the fingers ends a touch gesture: it ends if it
    /// is running, fails if undecided, and does nothing if it already finished (withdrawn, disabled) (<doc:Catalog#D1>).
    func finishPointerGesture(of recognizer: UIGestureRecognizer, cancelled: Bool) {
        guard recognizer.isContending, recognizer.pointerInput != nil else { return }
        switch recognizer.storedState {
        case .possible: recognizer.state = .failed
        case .began, .changed: recognizer.state = cancelled ? .cancelled : .ended
        case .ended, .cancelled, .failed: break
        }
        settleAfterChange()
    }

    /// Whether the recognizer runs (began or changed) and still takes part.
    func isRunning(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isContending && (recognizer.storedState == .began || recognizer.storedState == .changed)
    }
}
