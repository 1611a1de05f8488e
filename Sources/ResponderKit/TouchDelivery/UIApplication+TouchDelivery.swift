import Foundation

// The application's part of a touch's path: input door -> **application** -> window -> hit test ->
// gesture recognizers -> delivery ledger -> responders. It turns validated host input into `UITouch`
// updates on the one touch event, hands the event to `sendEvent(_:)`, and retires touches that ended.

extension UIApplication {
    /// Applies one frame of finger changes, already validated by the input door, and dispatches the event;
    /// a change without a timestamp happened at `now`.
    func routeTouchChanges<Changes: Collection>(_ changes: Changes, now: TimeInterval, timestamp: TimeInterval)
    where Changes.Element == HostTouch {
        #if DEBUG
        TouchPathLog.note("routeTouchChanges, the application: fingers to touches")
        #endif
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
        finishTouchEvent(routing, arena)
    }

    /// The last step of a touch event: the touches that ended are retired, views get what recognizers no longer
    /// hold back, and finished recognizers whose touches all ended queue their resets (<doc:Catalog#D1>).
    private func finishTouchEvent(_ routing: TouchRouting, _ arena: GestureArena) {
        #if DEBUG
        TouchPathLog.note("finishTouchEvent: retire, release, resets")
        #endif
        routing.retireFinishedTouches(ledger: deliveryLedger)
        releaseHeldTouches(dispatchingWindow: nil)
        arena.queueResetsOfFinishedRecognizers()
    }

    /// Gives views the held touches no recognizer holds any more (<doc:Catalog#D5>, <doc:Catalog#D6>): the arena
    /// decides which, the ledger tells the views. A view's callback may change what recognizers hold (a late
    /// `touchesBegan` that fails one, a released touch-down whose lift is then held), so the arena decides again
    /// until nothing is left to release. During the pass of `dispatchingWindow` only its touches are decided on.
    func releaseHeldTouches(dispatchingWindow: UIWindow?) {
        let ledger = deliveryLedger
        guard !ledger.deferredTouches.isEmpty else { return }
        let arena = gestureArena
        let decisions = arena.decisions
        while true {
            let base = decisions.count
            arena.decideReleases(of: ledger.deferredTouches, dispatchingWindow: dispatchingWindow)
            guard decisions.count > base else { return }
            ledger.carryOut(decisions, from: base, dispatchingWindow: dispatchingWindow)
            decisions.removeAll(from: base)
        }
    }

    /// Has the ledger carry out the arena's decisions from `base` on (claims, and the cancellations that follow a
    /// recognizer's action), then forgets them.
    func carryOutArenaDecisions(from base: Int) {
        let decisions = gestureArena.decisions
        deliveryLedger.carryOut(decisions, from: base, dispatchingWindow: nil)
        decisions.removeAll(from: base)
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

    /// Cancels, for their views, the live touches whose view is `view` or inside it (spec <doc:Catalog#C8>): the
    /// arena withdraws the recognizers inside it, then the ledger cancels the views' touches; see
    /// `DeliveryLedger.cancelTouches(whoseViewIsInside:)`.
    func cancelTouches(whoseViewIsInside view: UIView) {
        gestureArena.withdrawRecognizers(inside: view)
        deliveryLedger.cancelTouches(whoseViewIsInside: view)
    }
}
