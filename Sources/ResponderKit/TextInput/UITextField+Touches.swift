import Foundation

// The work behind the field's touch overrides, which stay in the class body so subclasses can override them.

extension UITextField {
    /// Remembers the touches beginning while the field is not editing, which it passes on to the next responder.
    func rememberTouchesToPassOn(_ touches: Set<UITouch>) {
        if !isEditing {
            for touch in touches where !touch.hasEnded(for: self) { touchesPassedOn.insert(touch) }
        }
    }

    /// Whether `touches` end a tap on the field (the tracked touch lifting inside), and whether that tap was on
    /// the shown clear button; read before `super` ends the tracking.
    func tapOutcome(of touches: Set<UITouch>) -> (tapped: Bool, onClearButton: Bool) {
        let tapped = trackingTouch.map { isTracking && touches.contains($0) && isInsideTrackingArea($0) } ?? false
        let tappedClearButton = tapped && trackingTouch.map { clearButtonContains($0.location(in: self)) } == true
        return (tapped, tappedClearButton)
    }

    /// Passes on the touches that began while the field was not editing, through the same recorded chain
    /// as the default implementations, so the responders behind hear each of them end once (<doc:Catalog#C2>).
    func passOnUnused(_ touches: Set<UITouch>, _ phase: UITouch.Phase, with event: UIEvent?) {
        let passed = touches.intersection(touchesPassedOn)
        if phase == .ended || phase == .cancelled { touchesPassedOn.subtract(passed) }
        guard !passed.isEmpty else { return }
        passOn(passed, phase, with: event)
    }
}
