import Foundation

// The application's part of a touch's path: input door -> **application** -> window -> hit test ->
// gesture recognizers -> delivery ledger -> responders. It turns validated host input into `UITouch`
// updates on the one touch event, hands the event to `sendEvent(_:)`, and retires touches that ended.

extension UIApplication {
    /// Applies one frame of finger changes, already validated by the input door, and dispatches the event;
    /// a change without a timestamp happened at `now`.
    func routeTouchChanges<Changes: Collection>(_ changes: Changes, now: TimeInterval, timestamp: TimeInterval)
    where Changes.Element == HostTouch {
        let routing = touchRouting
        let event = routing.event
        event.timestamp = timestamp
        for touch in routing.activeTouches { touch.physicalPhase = .stationary }
        var modifierFlags: UIKeyModifierFlags = []
        for hostTouch in changes {
            modifierFlags.formUnion(hostTouch.modifierFlags)
            let change = ResolvedTouchChange(id: hostTouch.id, action: hostTouch.action,
                                             location: hostTouch.location, timestamp: hostTouch.timestamp ?? now,
                                             type: hostTouch.type, buttonMask: hostTouch.buttonMask)
            switch change.action {
            case .down: beginTouch(change, in: event)
            case .move: updateTouch(change, phase: .moved)
            case .up: updateTouch(change, phase: .ended)
            case .cancel: updateTouch(change, phase: .cancelled)
            }
        }
        event.hostModifierFlags = modifierFlags
        let arena = gestureArena
        arena.isDispatching = true
        sendEvent(event)
        arena.isDispatching = false
        routing.retireFinishedTouches(ledger: deliveryLedger)
        arena.eventDidFinish()
    }

    private func beginTouch(_ change: ResolvedTouchChange, in event: UIEvent) {
        if isLayoutPassScheduled { runLayoutPassIfNeeded() }
        let touch = UITouch(hostID: change.id, location: change.location, timestamp: change.timestamp,
                            type: change.type)
        if change.type == .indirectPointer { touch.buttonMask = change.buttonMask.isEmpty ? .primary : change.buttonMask }
        let ledger = deliveryLedger
        ledger.prepareRecord(of: touch)
        if let hit = hitTestWindows(at: change.location, with: event) {
            touch.window = hit.window
            touch.view = hit.view
            eventTrace.emit(.hitTest) {
                "touch \(change.id) began at \(DiagnosticFormat.point(change.location)) -> \(TraceEvent.name(of: hit.view))"
            }
        } else {
            ledger.setDelivery(touch, .withheld(.noView))
        }
        if isIgnoringInteractionEvents { ledger.setDelivery(touch, .withheld(.ignoringInteractionEvents)) }
        touch.tapCount = touchRouting.tapHistory.countTap(of: touch, at: change.location, time: change.timestamp,
                                                          settings: touchSettings)
        touchRouting.add(touch)
    }

    private func updateTouch(_ change: ResolvedTouchChange, phase: UITouch.Phase) {
        guard let touch = touchRouting.touch(withHostID: change.id) else { return }
        touch.previousLocationInScreen = touch.locationInScreen
        touch.locationInScreen = change.location
        touch.hostTimestamp = change.timestamp
        touch.physicalPhase = phase
        // Most moves are of a drag already under way: they skip reading the settings (a checked access).
        guard touchRouting.tapHistory.watchesMoves(of: touch) else { return }
        touchRouting.tapHistory.noteMove(of: touch, to: change.location, settings: touchSettings)
    }

    /// Sends a touch event to each window that has a touch changing in it, in the order the touches began.
    func deliverTouchEvent(_ event: UIEvent) {
        let touches = touchRouting.activeTouches
        for (index, touch) in touches.enumerated() where touch.physicalPhase != .stationary {
            guard let window = touch.window else { continue }
            if !hasChangingTouch(in: window, before: index, of: touches) { window.sendEvent(event) }
        }
    }

    // A loop, not `contains(where:)`: a closure from main-actor code checks its executor at run time.
    private func hasChangingTouch(in window: UIWindow, before end: Int, of touches: [UITouch]) -> Bool {
        for touch in touches[..<end] where touch.physicalPhase != .stationary && touch.isIn(window) { return true }
        return false
    }

    /// Cancels, for their views, the live touches whose view is `view` or inside it (spec <doc:Catalog#C8>); see
    /// `DeliveryLedger.cancelTouches(whoseViewIsInside:)`.
    func cancelTouches(whoseViewIsInside view: UIView) {
        deliveryLedger.cancelTouches(whoseViewIsInside: view)
    }
}
