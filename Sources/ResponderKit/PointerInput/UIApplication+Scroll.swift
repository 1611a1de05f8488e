import Foundation

// Scroll: wheel notches and trackpad scrolls drive the pans under the pointer that allow their type (M3).
// The pans are found once, when the gesture starts, by hit testing the pointer: the hit view's first, then
// each ancestor's. They are offered the gesture in that order; the first whose delegate lets it begin takes
// it (D10), as the innermost scroll view that can scroll takes a drag. The translation sums the deltas.

extension UIApplication {
    /// Applies one scroll input, already validated by the input door: the scroll event goes through
    /// `sendEvent(_:)` to the window under the pointer (the key window when there is none).
    func routeScroll(_ scroll: HostScroll, timestamp: TimeInterval) {
        let event = pointerRouting.scrollEvent
        event.timestamp = timestamp
        event.hostModifierFlags = scroll.modifierFlags
        let window = hitTestWindows(at: scroll.location, with: event)?.window
        dispatch(.scroll(scroll, timestamp: timestamp), of: event, to: window ?? keyWindow)
    }

    /// A scroll, once it reached its window through `sendEvent(_:)`.
    func deliverScroll(_ scroll: HostScroll, timestamp: TimeInterval) {
        let routing = pointerRouting
        switch (scroll.action, routing.scroll) {
        case (.wheel, .wheel(let pan, let end)):
            end.cancel()
            if let pan { advance(pan, by: scroll, at: timestamp) }
            routing.scroll = .wheel(pan: pan.flatMap { $0.isContending ? $0 : nil }, end: scheduleWheelEnd())
        case (.wheel, _):
            let pan = beginScrollPan(scroll, at: timestamp)
            routing.scroll = .wheel(pan: pan, end: scheduleWheelEnd())
        case (.began, _):
            endScroll(cancelled: false)
            routing.scroll = .trackpad(pan: beginScrollPan(scroll, at: timestamp))
        case (.changed, .trackpad(let pan)):
            if let pan { advance(pan, by: scroll, at: timestamp) }
        case (.ended, .trackpad), (.cancelled, .trackpad):
            if case .trackpad(let pan?) = routing.scroll {
                gestureArena.follow(pan, to: scroll.location, modifierFlags: scroll.modifierFlags)
                if scroll.delta != CGVector(dx: 0, dy: 0) { advance(pan, by: scroll, at: timestamp) }
            }
            endScroll(cancelled: scroll.action == .cancelled)
        case (.changed, _), (.ended, _), (.cancelled, _):
            // The door refuses a trackpad change or end with no trackpad scroll begun.
            break
        }
        gestureArena.settleAfterChange()
    }

    /// Ends the scroll gesture in progress, if any: its pan ends (or is cancelled) once.
    func endScroll(cancelled: Bool) {
        let routing = pointerRouting
        switch routing.scroll {
        case .idle: return
        case .wheel(let pan, let end):
            end.cancel()
            routing.scroll = .idle
            if let pan { gestureArena.finishPointerGesture(of: pan, cancelled: cancelled) }
        case .trackpad(let pan):
            routing.scroll = .idle
            if let pan { gestureArena.finishPointerGesture(of: pan, cancelled: cancelled) }
        }
    }

    private func scheduleWheelEnd() -> ScheduledWork {
        clock.schedule(after: touchSettings.wheelScrollEndDelay) { [weak self] in
            self?.endScroll(cancelled: false)
        }
    }

    /// Offers a new scroll gesture to the pans under the pointer that allow its type; returns the one that
    /// began, or `nil` when none did.
    private func beginScrollPan(_ scroll: HostScroll, at timestamp: TimeInterval) -> UIPanGestureRecognizer? {
        let event = pointerRouting.scrollEvent
        guard !isIgnoringInteractionEvents, let hit = hitTestWindows(at: scroll.location, with: event) else { return nil }
        eventTrace.emit(.hitTest) { "scroll began at \(DiagnosticFormat.point(scroll.location)) -> \(TraceEvent.name(of: hit.view))" }
        let arena = gestureArena
        var candidates: [UIPanGestureRecognizer] = []
        var walk = SuperviewWalk(from: hit.view)
        while let view = walk.next() {
            for recognizer in view.gestureRecognizerStorage {
                if let pan = recognizer as? UIPanGestureRecognizer, pan.allowedScrollTypesMask.admits(scroll.type) {
                    candidates.append(pan)
                }
            }
        }
        for pan in candidates {
            guard let view = pan.view, arena.acceptsPointer(pan, event, on: view) else { continue }
            arena.enlist(pan, pointer: PointerInput(locationInScreen: scroll.location, windowLifetime: hit.window.responderLifetime,
                                                   modifierFlags: scroll.modifierFlags))
            pan.startScrollTranslation(at: timestamp)
            pan.addScrollDelta(scroll.delta, at: timestamp)
            pan.state = .began
            // A pan waiting for another to fail (D9) keeps the gesture too, so its end reaches it.
            if pan.isContending { return pan }
        }
        return nil
    }

    /// Adds a scroll's delta to the pan it drives, which changes if it runs; a pan no longer taking part
    /// (withdrawn, disabled) is left alone.
    private func advance(_ pan: UIPanGestureRecognizer, by scroll: HostScroll, at timestamp: TimeInterval) {
        guard pan.isContending else { return }
        gestureArena.follow(pan, to: scroll.location, modifierFlags: scroll.modifierFlags)
        pan.addScrollDelta(scroll.delta, at: timestamp)
        if gestureArena.isRunning(pan) { pan.state = .changed }
    }
}
