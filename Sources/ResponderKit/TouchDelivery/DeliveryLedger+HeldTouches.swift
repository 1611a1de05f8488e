import Foundation

// What recognizers hold back from views or claim from them (D4-D7): the arena decides (`ArenaDecision`), the
// ledger carries the decisions out, keeps the touches' state and tells the views. It never asks the arena.

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

    /// Carries out the arena's decisions from `base` on (<doc:Catalog#D4>-<doc:Catalog#D7>), in order. Releases and
    /// cancellations call views, whose callbacks may decide more (a nested batch, carried out before this one goes
    /// on) or change a touch this batch has yet to reach; so each decision is carried out only if its touch is still
    /// in the state it was decided in. `dispatchingWindow` is the window whose pass runs, if any: its phase step
    /// then delivers the current phase of a released touch-down, which otherwise catches up here.
    func carryOut(_ decisions: ArenaDecisions, from base: Int, dispatchingWindow: UIWindow?) {
        let end = decisions.count
        var index = base
        while index < end {
            let decision = decisions[index]
            index += 1
            switch decision {
            case .holdBegan(let touch, let original):
                holdBack(touch, as: .heldBegan(original))
            case .holdEnded(let touch):
                holdBack(touch, as: .heldEnded)
            case .releaseBegan(let touch):
                guard case .heldBegan(let original) = touch.viewDelivery else { continue }
                settle(touch, as: .delivering)
                tellView(of: touch, .began, original: original)
                let phaseStepDelivers = dispatchingWindow != nil && !touch.isRetired
                if !phaseStepDelivers { catchUp(touch, from: original) }
            case .releaseEnded(let touch):
                guard touch.viewDelivery == .heldEnded else { continue }
                settle(touch, as: .finished)
                tellView(of: touch, .ended)
            case .claim(let touch):
                switch touch.viewClaim {
                case .cancelAfterAction: holdBack(touch, as: .cancellationPending)
                case .withheld: settle(touch, as: .withheld(.claimedByGestureRecognizer))
                case .unchanged: break
                }
            case .drop(let touch):
                settle(touch, as: .withheld(.claimedByGestureRecognizer))
            case .cancelClaimed(let touch):
                index = cancelClaimed(startingWith: touch, in: decisions, at: index, upTo: end)
            }
        }
    }

    /// Brings a released view up to date outside dispatch: a move to where the finger is now, then the
    /// touch's ending if it already ended. A lift is held back first, and the arena decides on it as on any held
    /// lift (<doc:Catalog#D6>).
    ///
    /// The catch-up `touchesMoved` reads `.moved` with the finger's latest location and time, even when the
    /// finger has already lifted: it is the move the view missed, and the ending follows it (<doc:Catalog#C13>).
    private func catchUp(_ touch: UITouch, from original: TouchSnapshot) {
        guard touch.viewDelivery == .delivering else { return }
        // A finger that already lifted is no longer among the live touches a view leaving its window cancels, so a
        // view removed in its late `touchesBegan` is owed its cancellation here (<doc:Catalog#C8>).
        if touch.isRetired, let view = touch.view, view.window !== touch.window {
            setDelivery(touch, .finished)
            tellView(of: touch, .cancelled)
            return
        }
        if touch.locationInScreen != original.location {
            tellView(of: touch, .moved)
        }
        guard touch.viewDelivery == .delivering else { return }
        switch touch.physicalPhase {
        case .ended:
            holdBack(touch, as: .heldEnded)
        case .cancelled:
            setDelivery(touch, .finished)
            tellView(of: touch, .cancelled)
        case .began, .moved, .stationary:
            break
        }
    }

    /// Sends one view one `touchesCancelled` for the claimed touches decided next to each other on it, after the
    /// recognizer's action (<doc:Catalog#D4>, <doc:Catalog#D14>); returns the index after the last decision used.
    private func cancelClaimed(startingWith first: UITouch, in decisions: ArenaDecisions, at index: Int,
                               upTo end: Int) -> Int {
        var group = routing.borrowSet()
        let view = first.view
        var next = index
        settleClaimed(first, into: &group)
        while next < end, case .cancelClaimed(let touch) = decisions[next], touch.isOn(view) {
            settleClaimed(touch, into: &group)
            next += 1
        }
        if let view, !group.isEmpty { tell(view, .cancelled, group, with: routing.event) }
        routing.returnSet(&group)
        return next
    }

    private func settleClaimed(_ touch: UITouch, into group: inout Set<UITouch>) {
        guard touch.viewDelivery == .cancellationPending else { return }
        settle(touch, as: .finished)
        group.insert(touch)
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
}
