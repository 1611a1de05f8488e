import Foundation

// How a control turns the touches it gets into control events (spec E1-E4, E11):
//   began:     highlight, beginTracking, .touchDown (+ .touchDownRepeat)
//   moved:     inside-ness and highlight, continueTracking, .touchDragEnter/.touchDragExit on a flip, then
//              .touchDragInside/.touchDragOutside
//   ended:     endTracking, then .touchUpInside (+ .primaryActionTriggered for buttons) or .touchUpOutside
//   cancelled: cancelTracking, .touchCancel
// Each event is sent by itself, in that order. "Inside" means inside the bounds grown by the tracking margin.

extension UIControl {
    func trackTouchDown(_ touches: Set<UITouch>, with event: UIEvent?) {
        #if DEBUG
        TouchPathLog.note("trackTouchDown")
        #endif
        guard isEnabled, trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        isTracking = beginTracking(touch, with: event)
        if !isTracking { finishTracking() }
        sendActions(for: .touchDown, with: event)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat, with: event) }
    }

    func trackTouchMove(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(among: touches) else { return }
        guard !isIgnoredByApplication else { return stopTracking(with: event) }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingArea(touch)
        isHighlighted = isTouchInside
        let keepsTracking = continueTracking(touch, with: event)
        if isTouchInside != wasInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
        if !keepsTracking, trackingTouch === touch { finishTracking() }
    }

    func trackTouchUp(_ touches: Set<UITouch>, with event: UIEvent?) {
        #if DEBUG
        TouchPathLog.note("trackTouchUp")
        #endif
        guard let touch = trackedTouch(among: touches) else { return }
        guard !isIgnoredByApplication else { return stopTracking(with: event) }
        isTouchInside = isInsideTrackingArea(touch)
        let liftedInside = isTouchInside
        isHighlighted = false
        endTracking(touch, with: event)
        finishTracking()
        if liftedInside {
            sendActions(for: .touchUpInside, with: event)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
    }

    func trackTouchCancel(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch(among: touches) != nil else { return }
        stopTracking(with: event)
    }

    /// Cuts tracking short: `cancelTracking(with:)`, then `.touchCancel` (<doc:Catalog#E2>, <doc:Catalog#E3>).
    func stopTracking(with event: UIEvent?) {
        isHighlighted = false
        cancelTracking(with: event)
        finishTracking()
        sendActions(for: .touchCancel, with: event)
    }

    /// A disabled control sends nothing (<doc:Catalog#E11>), so disabling it mid-touch cancels tracking silently.
    func stopTrackingBecauseDisabled() {
        isHighlighted = false
        cancelTracking(with: nil)
        finishTracking()
    }

    /// Whether `touch` is inside the bounds grown by the application's tracking margin (<doc:Catalog#E4>).
    func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        let margin = (owningApplication ?? UIApplication.shared).touchSettings.controlTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// The touch this control tracks, if it is among `touches` and tracking has not stopped.
    private func trackedTouch(among touches: Set<UITouch>) -> UITouch? {
        guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return nil }
        return touch
    }

    /// A control that hears of its touch while the application ignores interaction cancels it, so no action
    /// fires from a touch the app has said it is not taking (<doc:Catalog#C9>).
    private var isIgnoredByApplication: Bool {
        owningApplication?.isIgnoringInteractionEvents ?? false
    }

    private func finishTracking() {
        trackingTouch = nil
        isTracking = false
        isHighlighted = false
    }
}
