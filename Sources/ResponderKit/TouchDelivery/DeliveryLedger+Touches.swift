import Foundation

// The ledger's part of a touch's path: window -> gesture recognizers -> **ledger** -> view -> the recorded
// chain. Every touch callback a responder gets starts in `tell(_:_:_:with:)` below.

extension DeliveryLedger {
    /// Sends one touch callback to `view`, the last step of every touch delivery: the window's phase step,
    /// a recognizer's release of held touches, and cancellations. `phase` is what the view is told, and what
    /// the touches read during the call (<doc:Catalog#C13>); `original` is what a late `touchesBegan` shows of
    /// where and when its touch began. Being the one place views are told, it is where the event trace sees
    /// responder calls.
    func tell(_ view: UIView, _ phase: UITouch.Phase, _ touches: Set<UITouch>, with event: UIEvent?,
              original: TouchSnapshot? = nil) {
        switch phase {
        case .began:
            for touch in touches { _ = touch.hearing.entry(for: view) }
        case .ended, .cancelled:
            for touch in touches {
                crossCheckHeardBegan(touch, view, phase)
                touch.hearing.markEnded(touch.hearing.entry(for: view))
            }
        case .moved:
            for touch in touches { crossCheckHeardBegan(touch, view, phase) }
        case .stationary:
            break
        }
        #if DEBUG
        TouchPathLog.note("tell(_:_:_:with:) \(phase)")
        #endif
        callbackDepth += 1
        let traced = trace.openWalk(.touchDelivery, to: view, full: {
            "\(phase) x\(touches.count) -> \(TraceEvent.name(of: view))"
        }, short: {
            "\(DiagnosticFormat.method("touches", phase))\(touches.count == 1 ? "" : " (\(touches.count) touches)")"
        })
        present(touches, as: phase, original: original) {
            ResponderChainForwarding.isolated {
                switch phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                case .cancelled: view.touchesCancelled(touches, with: event)
                case .stationary: break
                }
            }
        }
        trace.closeWalk(traced)
        callbackDepth -= 1
        if callbackDepth == 0 { callbacksDidReturn() }
    }

    /// Debug builds only: the plain statement of <doc:Catalog#C2> checked at the one place views are told, against what
    /// the window's and the arena's state machines decided: a view hears a later phase only of a touch whose
    /// began it heard, and nothing after its ending.
    @inline(__always)
    private func crossCheckHeardBegan(_ touch: UITouch, _ view: UIView, _ phase: UITouch.Phase) {
        #if DEBUG
        let index = touch.hearing.index(of: view)
        assert(index != nil && !touch.hearing.hasEnded(index!),
               "DeliveryLedger would tell \(TraceEvent.name(of: view)) \(phase) for a touch it did not begin (C2)")
        #endif
    }

    /// Tells `touch`'s view, alone, about `phase`; `original` as for ``tell(_:_:_:with:original:)``.
    func tellView(of touch: UITouch, _ phase: UITouch.Phase, original: TouchSnapshot? = nil) {
        guard let view = touch.view else { return }
        tell(view, phase, routing.set(of: touch), with: routing.event, original: original)
    }

    /// Sends one touch callback to a gesture recognizer; its touches read `phase` during the call, as a
    /// view's do (<doc:Catalog#C13>).
    func tell(_ recognizer: UIGestureRecognizer, _ phase: UITouch.Phase, _ touches: Set<UITouch>,
              with event: UIEvent) {
        present(touches, as: phase, original: nil) {
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            case .stationary: break
            }
        }
    }

    /// Runs `callback` with `touches` reading `phase` (and, given `original`, the location and time a late
    /// `touchesBegan` shows), then gives each touch back what it showed before: the one place a touch's
    /// `phase` is made that of the callback it is in (<doc:Catalog#C13>).
    ///
    /// Only the presentation changes, never the finger's own state, so input the host applies during the call
    /// is kept. Calls nest (a callback that removes a view runs that view's `touchesCancelled` inside it): the
    /// earlier presentations wait on a stack whose storage is kept, so a callback allocates nothing.
    @inline(__always)
    func present(_ touches: Set<UITouch>, as phase: UITouch.Phase, original: TouchSnapshot?,
                 _ callback: () -> Void) {
        let base = savedPresentations.count
        let shown = TouchPresentation(phase: phase, original: original)
        for touch in touches {
            savedPresentations.append(touch.presentation)
            touch.presentation = shown
        }
        callback()
        var index = base
        for touch in touches {
            touch.presentation = savedPresentations[index]
            index += 1
        }
        savedPresentations.removeLast(savedPresentations.count - base)
    }

    /// Tells each view of `window` about its touches in `phase`, one call per view with all of them
    /// (spec <doc:Catalog#C3>, <doc:Catalog#C7>).
    ///
    /// An ending marks the touch finished before the call, so a handler that removes the view cannot make it
    /// hear of the touch twice (<doc:Catalog#C2>, <doc:Catalog#C8>).
    func deliverPhase(_ phase: UITouch.Phase, in window: UIWindow, of event: UIEvent) {
        let pass = routing.nextPass()
        var index = 0
        while index < routing.activeTouches.count {
            let touch = routing.activeTouches[index]
            index += 1
            guard isDeliverable(touch, in: phase, window, pass: pass), let view = touch.view else { continue }
            // One finger on the view, the usual case, goes in the kept one-touch set.
            guard hasDeliverable(after: index, on: view, in: phase, window, pass: pass) else {
                markDelivered(touch, in: phase, pass: pass)
                tell(view, phase, routing.set(of: touch), with: event)
                continue
            }
            var group = routing.borrowSet()
            for other in routing.activeTouches[(index - 1)...]
            where other.isOn(view) && isDeliverable(other, in: phase, window, pass: pass) {
                markDelivered(other, in: phase, pass: pass)
                group.insert(other)
            }
            tell(view, phase, group, with: event)
            routing.returnSet(&group)
        }
    }

    private func markDelivered(_ touch: UITouch, in phase: UITouch.Phase, pass: Int) {
        touch.lastDeliveryPass = pass
        if phase == .ended || phase == .cancelled { setDelivery(touch, .finished) }
    }

    private func hasDeliverable(after index: Int, on view: UIView, in phase: UITouch.Phase, _ window: UIWindow,
                                pass: Int) -> Bool {
        for other in routing.activeTouches[index...]
        where other.isOn(view) && isDeliverable(other, in: phase, window, pass: pass) {
            return true
        }
        return false
    }

    private func isDeliverable(_ touch: UITouch, in phase: UITouch.Phase, _ window: UIWindow, pass: Int) -> Bool {
        touch.physicalPhase == phase && touch.isIn(window) && touch.lastDeliveryPass != pass
            && touch.viewDelivery == .delivering
    }

    /// Cancels, for their views, the live touches whose view is `view` or inside it (spec <doc:Catalog#C8>), once
    /// the arena withdrew the recognizers inside it.
    ///
    /// Each such view that heard the touch begin gets `touchesCancelled` once and nothing after, and the
    /// cancellation follows the recorded chain, so exactly the responders that heard the began hear it.
    /// A touch the view was about to get but has not heard yet (a recognizer or delegate removed the view
    /// before the view's began step) is simply withheld: nobody hears of it (<doc:Catalog#C11>).
    func cancelTouches(whoseViewIsInside view: UIView) {
        cancelDeferredTouches { $0.isDescendant(of: view) }
        cancelLiveTouches { $0.isDescendant(of: view) }
    }

    /// Cancels, for their views, the live touches being delivered to a view `isCancelled` picks; see
    /// ``cancelTouches(whoseViewIsInside:)``.
    func cancelLiveTouches(whoseView isCancelled: (UIView) -> Bool) {
        let touches = routing.activeTouches
        for touch in touches where touch.viewDelivery == .delivering {
            guard let touchView = touch.view, isCancelled(touchView) else { continue }
            guard !touch.hearing.isEmpty else {
                setDelivery(touch, .withheld(.viewLeftBeforeBegan))
                continue
            }
            setDelivery(touch, .finished)
            // No event: the touch goes on in the event; only this view loses it (C8: `cancelTracking(with: nil)`).
            tell(touchView, .cancelled, routing.set(of: touch), with: nil)
        }
    }

    /// Takes back the records of touches the application forgets; held ones keep theirs until released.
    func forget(_ touch: UITouch) {
        switch touch.viewDelivery {
        case .heldBegan, .heldEnded, .cancellationPending: return
        case .undecided, .delivering, .withheld, .finished: recycleRecord(of: touch)
        }
    }
}
