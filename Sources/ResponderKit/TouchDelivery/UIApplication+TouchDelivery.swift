import Foundation

// The application's part of a touch's path: input door -> **application** -> window -> hit test ->
// gesture recognizers -> responders. It turns validated host input into `UITouch` updates on the one touch
// event, hands the event to `sendEvent(_:)`, and retires touches that ended.

extension UIApplication {
    /// Applies one frame of finger changes, already validated by the input door, and dispatches the event;
    /// a change without a timestamp happened at `now`.
    func routeTouchChanges<Changes: Collection>(_ changes: Changes, now: TimeInterval, timestamp: TimeInterval)
    where Changes.Element == HostTouch {
        let routing = touchRouting
        let event = routing.event
        event.timestamp = timestamp
        for touch in routing.activeTouches { touch.phase = .stationary }
        for hostTouch in changes {
            let change = ResolvedTouchChange(id: hostTouch.id, action: hostTouch.action,
                                             location: hostTouch.location, timestamp: hostTouch.timestamp ?? now,
                                             type: hostTouch.type)
            switch change.action {
            case .down: beginTouch(change, in: event)
            case .move: updateTouch(change, phase: .moved)
            case .up: updateTouch(change, phase: .ended)
            case .cancel: updateTouch(change, phase: .cancelled)
            }
        }
        let arena = gestureArena
        arena.isDispatching = true
        sendEvent(event)
        arena.isDispatching = false
        routing.retireFinishedTouches()
        arena.eventDidFinish()
    }

    private func beginTouch(_ change: ResolvedTouchChange, in event: UIEvent) {
        let touch = UITouch(hostID: change.id, location: change.location, timestamp: change.timestamp,
                            type: change.type)
        if let hit = hitTestWindows(at: change.location, with: event) {
            touch.window = hit.window
            touch.view = hit.view
            eventTrace.emit(.hitTest) {
                "touch \(change.id) at (\(change.location.x), \(change.location.y)) -> \(TraceEvent.name(of: hit.view))"
            }
        } else {
            touch.viewDelivery = .withheld(.noView)
        }
        if isIgnoringInteractionEvents { touch.viewDelivery = .withheld(.ignoringInteractionEvents) }
        touch.tapCount = touchRouting.tapHistory.countTap(of: touch, at: change.location, time: change.timestamp,
                                                          settings: touchSettings)
        touchRouting.add(touch)
    }

    private func updateTouch(_ change: ResolvedTouchChange, phase: UITouch.Phase) {
        guard let touch = touchRouting.touchesByHostID[change.id] else { return }
        touch.previousLocationInScreen = touch.locationInScreen
        touch.locationInScreen = change.location
        touch.timestamp = change.timestamp
        touch.phase = phase
        touchRouting.tapHistory.noteMove(of: touch, to: change.location, settings: touchSettings)
    }

    /// Sends a touch event to each window that has a touch changing in it, in the order the touches began.
    func deliverTouchEvent(_ event: UIEvent) {
        let touches = touchRouting.activeTouches
        for (index, touch) in touches.enumerated() where touch.phase != .stationary {
            guard let window = touch.window else { continue }
            let seenEarlier = touches[..<index].contains { $0.phase != .stationary && $0.window === window }
            if !seenEarlier { window.sendEvent(event) }
        }
    }

    /// Cancels, for their views, the live touches whose view is `view` or inside it (spec C8).
    ///
    /// Called while the subtree is still in place, so the responders that got the touches through the chain
    /// get the cancellation too. Each such view gets `touchesCancelled` once and nothing after, including
    /// views whose touches recognizers were holding back; recognizers attached inside the subtree are
    /// withdrawn from the touches.
    func cancelTouches(whoseViewIsInside view: UIView) {
        gestureArena.withdrawRecognizers(inside: view)
        gestureArena.cancelDeferredTouches(whoseViewIsInside: view)
        let touches = touchRouting.activeTouches
        for touch in touches where touch.viewDelivery == .delivering {
            guard let touchView = touch.view, touchView.isDescendant(of: view) else { continue }
            touch.viewDelivery = .finished
            let actualPhase = touch.phase
            touch.phase = .cancelled
            // No event: the touch goes on in the event; only this view loses it (C8: `cancelTracking(with: nil)`).
            touchView.receiveTouches(.cancelled, [touch], with: nil, trace: eventTrace)
            touch.phase = actualPhase
        }
        finishEndingsCutOff(by: view, touches)
    }

    /// Sends the responders above `view` the ending of touches whose ending is travelling up the chain right
    /// now, from inside `view`'s subtree, when they heard the touch begin and have not heard it end (C2).
    ///
    /// A view that removes itself or an ancestor from inside its own `touchesEnded`, before calling `super`,
    /// cuts the chain the ending would follow; the part above the cut is told here, while it is still in place.
    ///
    /// The cut is at the superview: a controller's root view keeps its controller as next responder, so the
    /// responders that lose the ending are the superview and those above it.
    private func finishEndingsCutOff(by view: UIView, _ touches: [UITouch]) {
        guard let above = view.superview else { return }
        for touch in touches where touch.viewDelivery == .finished
            && (touch.phase == .ended || touch.phase == .cancelled) {
            guard let began = touch.beganReach, let touchView = touch.view, touchView.isDescendant(of: view) else {
                continue
            }
            var heardBegan = false
            for responder in above.responderChain {
                let id = ObjectIdentifier(responder)
                if id == touch.endingReach { heardBegan = false; break }
                if id == began { heardBegan = true; break }
            }
            guard heardBegan else { continue }
            UITouch.noteReach(of: [touch], touch.phase, at: above)
            ResponderChainForwarding.isolated {
                if touch.phase == .ended {
                    above.touchesEnded([touch], with: touchRouting.event)
                } else {
                    above.touchesCancelled([touch], with: touchRouting.event)
                }
            }
        }
    }
}
