import Foundation

// What recognizers hold back from views or claim from them (D4-D7): the arena decides, the ledger keeps the
// touches' state and tells the views.

extension DeliveryLedger {
    /// Puts a touch in a held or pending state and remembers it, so it is released or cancelled later.
    func holdBack(_ touch: UITouch, as delivery: ViewDelivery) {
        setDelivery(touch, delivery)
        if !deferredTouches.contains(where: { $0 === touch }) { deferredTouches.append(touch) }
    }

    /// Ends a deferred touch's deferral with `delivery` and forgets it.
    func settle(_ touch: UITouch, as delivery: ViewDelivery) {
        setDelivery(touch, delivery)
        deferredTouches.removeAll { $0 === touch }
    }

    /// What claiming a touch for a recognizer that recognized did to its view.
    enum Claim {
        /// The view heard the touch begin: it gets `touchesCancelled` after the recognizer's action (<doc:Catalog#D4>, <doc:Catalog#D14>).
        case cancelAfterAction
        /// The view never heard of the touch and never will (<doc:Catalog#D5>, <doc:Catalog#C11>).
        case withheld
        /// The touch was already claimed or finished for the view.
        case unchanged
    }

    /// Takes `touch` from its view for a recognizer that recognized. A view that was going to get the touch
    /// but has not heard its began yet (a recognizer that recognized inside its own `touchesBegan`) never
    /// hears of it, rather than hearing a cancellation of something it never began (<doc:Catalog#C11>).
    func claim(_ touch: UITouch) -> Claim {
        switch touch.viewDelivery {
        case .delivering where touch.hearing.isEmpty:
            settle(touch, as: .withheld(.claimedByGestureRecognizer))
            return .withheld
        case .delivering, .heldEnded:
            holdBack(touch, as: .cancellationPending)
            return .cancelAfterAction
        case .heldBegan, .undecided:
            settle(touch, as: .withheld(.claimedByGestureRecognizer))
            return .withheld
        case .cancellationPending, .withheld, .finished:
            return .unchanged
        }
    }

    /// Delivers to views the held touches that no recognizer holds any more.
    ///
    /// During dispatch of `dispatchingWindow`, a released touch that is changing in the current event only
    /// gets its held `touchesBegan` here; the window's view step then delivers the current phase.
    func releaseDecidedTouches(dispatchingWindow: UIWindow?) {
        guard !deferredTouches.isEmpty else { return }
        let arena = application.gestureArena
        var index = 0
        while index < deferredTouches.count {
            let touch = deferredTouches[index]
            index += 1
            switch touch.viewDelivery {
            case .heldBegan(let original):
                if let window = dispatchingWindow, !touch.isIn(window) { continue }
                guard !arena.holds(touch, began: true) else { continue }
                arena.noteReleased(touch)
                settle(touch, as: .delivering)
                index -= 1
                tellView(of: touch, .began, original: original)
                let phaseStepDelivers = dispatchingWindow != nil && !touch.isRetired
                if !phaseStepDelivers { catchUp(touch, from: original) }
            case .heldEnded:
                if let window = dispatchingWindow, !touch.isIn(window) { continue }
                guard !arena.holds(touch, began: false) else { continue }
                arena.noteReleased(touch)
                settle(touch, as: .finished)
                index -= 1
                tellView(of: touch, .ended)
            case .undecided, .delivering, .cancellationPending, .withheld, .finished:
                continue
            }
        }
    }

    /// Brings a released view up to date outside dispatch: a move to where the finger is now, then the
    /// touch's ending if it already ended.
    ///
    /// The catch-up `touchesMoved` reads `.moved` with the finger's latest location and time, even when the
    /// finger has already lifted: it is the move the view missed, and the ending follows it (<doc:Catalog#C13>).
    private func catchUp(_ touch: UITouch, from original: TouchSnapshot) {
        guard touch.viewDelivery == .delivering else { return }
        if touch.locationInScreen != original.location {
            tellView(of: touch, .moved)
        }
        guard touch.viewDelivery == .delivering else { return }
        switch touch.physicalPhase {
        case .ended:
            if application.gestureArena.holds(touch, began: false) {
                application.gestureArena.holdBack(touch, as: .heldEnded)
            } else {
                setDelivery(touch, .finished)
                tellView(of: touch, .ended)
            }
        case .cancelled:
            setDelivery(touch, .finished)
            tellView(of: touch, .cancelled)
        case .began, .moved, .stationary:
            break
        }
    }

    /// Ends, for a view leaving its window (spec <doc:Catalog#C8>) or an interrupted application (<doc:Catalog#N2>), the held touches it
    /// was owed or was about to get; `isCancelled` picks the views.
    func cancelDeferredTouches(whoseView isCancelled: (UIView) -> Bool) {
        var index = 0
        while index < deferredTouches.count {
            let touch = deferredTouches[index]
            index += 1
            guard let touchView = touch.view, isCancelled(touchView) else { continue }
            index -= 1
            if touch.viewDelivery.viewOwesEnding {
                settle(touch, as: .finished)
                tellView(of: touch, .cancelled)
            } else {
                settle(touch, as: .withheld(.claimedByGestureRecognizer))
            }
        }
    }

    /// Sends `view` one `touchesCancelled` for the claimed touches of `group` still waiting for it, after the
    /// recognizer's action (<doc:Catalog#D4>, <doc:Catalog#D14>).
    func cancelClaimed(_ group: inout Set<UITouch>, of view: UIView?) {
        for touch in group { settle(touch, as: .finished) }
        guard let view, !group.isEmpty else { return }
        tell(view, .cancelled, group, with: routing.event)
    }
}
