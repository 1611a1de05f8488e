import Foundation

// Which touches a recognizer reports, and the locations, keys and buttons it reports from them.

extension UIGestureRecognizer {
    var reportedTouchRange: ReportedTouchRange {
        let indices = min(currentRoundStart, trackedTouches.count)..<trackedTouches.count
        var live = 0
        for touch in trackedTouches[indices] where touch.isDown { live += 1 }
        if live > 0 { return ReportedTouchRange(indices: indices, liveOnly: true, count: live) }
        return ReportedTouchRange(indices: indices, liveOnly: false, count: indices.count)
    }

    /// Whether the recognizer is still given touches: enabled, taking part, and not yet in a final state.
    var receivesTouches: Bool {
        guard isEnabled, arenaStatus == .tracking else { return false }
        switch storedState {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    /// Whether `touch` is one of the recognizer's touches since its last reset.
    ///
    /// Searched from the newest: the touches asked about are mostly those that just went down.
    func isTracking(_ touch: UITouch) -> Bool {
        trackedTouches.lastIndex { $0 === touch } != nil
    }

    /// Whether any of the recognizer's touches is still down.
    var hasTouchesDown: Bool {
        trackedTouches.contains { $0.isDown }
    }

    /// How many of the recognizer's presses are still held.
    var pressesDownCount: Int {
        var count = 0
        for press in trackedPresses where press.isDown { count += 1 }
        return count
    }

    /// What ``location(in:)`` answers: the centroid of the reported touches, or the pointer's location.
    func reportedLocation(in view: UIView?) -> CGPoint {
        let range = reportedTouchRange
        guard !range.isEmpty else { return pointerInput?.location(in: view) ?? .zero }
        var sumX: CGFloat = 0, sumY: CGFloat = 0, count: CGFloat = 0
        for touch in trackedTouches[range.indices] where range.includes(touch) {
            let point = touch.location(in: view)
            sumX += point.x
            sumY += point.y
            count += 1
        }
        return CGPoint(x: sumX / count, y: sumY / count)
    }

    /// What ``location(ofTouch:in:)`` answers: `.zero`, with a diagnostic, for an index past the touches.
    func reportedLocation(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let range = reportedTouchRange
        var seen = 0
        for touch in trackedTouches[range.indices] where range.includes(touch) {
            if seen == touchIndex { return touch.location(in: view) }
            seen += 1
        }
        GestureArena.report(.invalidGestureRecognizerUse, about: self,
                            "asked for the location of touch \(touchIndex) of a gesture with \(seen) touches; "
                                + "returned .zero.")
        return .zero
    }

    /// What ``modifierFlags`` answers: the keys held in the view's application, with the pointer's or the
    /// touch event's own.
    var heldModifierFlags: UIKeyModifierFlags {
        let application = arena?.application ?? view?.window?.application
        let held = application?.pressRouting.modifierFlags ?? []
        if let pointerInput, trackedTouches.isEmpty { return held.union(pointerInput.modifierFlags) }
        guard !trackedTouches.isEmpty, let event = application?.touchRouting.event else { return held }
        return held.union(event.hostModifierFlags)
    }

    /// What ``buttonMask`` answers: the buttons the reported pointer touches press.
    var reportedButtonMask: UIEvent.ButtonMask {
        let range = reportedTouchRange
        var mask: UIEvent.ButtonMask = []
        for touch in trackedTouches[range.indices] where range.includes(touch) && touch.type == .indirectPointer {
            mask.formUnion(touch.buttonMask)
        }
        return mask
    }
}
