import Foundation

/// The views' touches while recognizers decide (<doc:Catalog#D4>-<doc:Catalog#D7>): which recognizer holds a touch
/// back from its view, and what happens to the held touches when it decides. The arena only decides: each
/// function here appends ``ArenaDecision`` values, which the delivery ledger carries out.
extension GestureArena {
    /// Whether some recognizer still deciding holds `touch` back from its view: `delaysTouchesBegan`
    /// recognizers for a touch-down (<doc:Catalog#D5>), `delaysTouchesEnded` ones for a lift (<doc:Catalog#D6>). Ignored touches are no
    /// longer the recognizer's, so they are never held (<doc:Catalog#D7>).
    func holds(_ touch: UITouch, began: Bool) -> Bool {
        holdingRecognizer(of: touch, began: began) != nil
    }

    func holdingRecognizer(of touch: UITouch, began: Bool) -> UIGestureRecognizer? {
        touch.recognizerStorage.first { recognizer in
            recognizer.storedState == .possible && recognizer.isContending
                && (began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
                && recognizer.isTracking(touch)
        }
    }

    /// The window's hold step: decides which touch-downs and lifts of `window` recognizers still deciding hold
    /// back from their views (<doc:Catalog#D5>, <doc:Catalog#D6>), and drops held touch-downs whose touch the host
    /// cancelled, since their views never heard of them.
    func decideHolds(in window: UIWindow, of touches: [UITouch]) {
        #if DEBUG
        TouchPathLog.note("decideHolds: what recognizers hold back")
        #endif
        for touch in touches where touch.isIn(window) {
            switch (touch.physicalPhase, touch.viewDelivery) {
            case (.began, .delivering) where holds(touch, began: true):
                reportDraft?.touchHeldBack(touch, by: holdingRecognizer(of: touch, began: true))
                decisions.append(.holdBegan(touch, original: TouchSnapshot(
                    location: touch.locationInScreen, previousLocation: touch.previousLocationInScreen,
                    timestamp: touch.hostTimestamp)))
            case (.ended, .delivering) where holds(touch, began: false):
                reportDraft?.touchHeldBack(touch, by: holdingRecognizer(of: touch, began: false))
                decisions.append(.holdEnded(touch))
            case (.cancelled, .heldBegan):
                decisions.append(.drop(touch))
            default:
                continue
            }
        }
    }

    /// Decides which of the held touches `deferred` no recognizer holds any more, so their views get them. During
    /// the dispatch of `dispatchingWindow` only that window's touches are decided on.
    func decideReleases(of deferred: [UITouch], dispatchingWindow: UIWindow?) {
        for touch in deferred {
            if let window = dispatchingWindow, !touch.isIn(window) { continue }
            switch touch.viewDelivery {
            case .heldBegan where !holds(touch, began: true):
                reportDraft?.touchReleased(touch)
                decisions.append(.releaseBegan(touch))
            case .heldEnded where !holds(touch, began: false):
                reportDraft?.touchReleased(touch)
                decisions.append(.releaseEnded(touch))
            case .undecided, .delivering, .heldBegan, .heldEnded, .cancellationPending, .withheld, .finished:
                continue
            }
        }
    }

    /// Claims the view touches of a recognizer that recognized: the view gets `touchesCancelled` after the
    /// action (<doc:Catalog#D4>, <doc:Catalog#D14>), or, if it never got `touchesBegan`, never hears of them
    /// (<doc:Catalog#D5>). The claims are carried out at once, so recognizers deciding next see them.
    func claimViewTouches(of recognizer: UIGestureRecognizer) {
        let base = decisions.count
        for touch in recognizer.trackedTouches {
            switch touch.viewClaim {
            case .cancelAfterAction:
                reportDraft?.touchClaimed(touch, by: recognizer, viewHeardOfIt: true)
                decisions.append(.claim(touch))
                enqueue(.cancelViewTouch(touch))
            case .withheld:
                reportDraft?.touchClaimed(touch, by: recognizer, viewHeardOfIt: false)
                decisions.append(.claim(touch))
            case .unchanged:
                break
            }
        }
        if decisions.count > base { application.carryOutArenaDecisions(from: base) }
    }

    /// After a change outside dispatch (a timer, an action, a property set by app code), views get what is
    /// no longer held. During dispatch the window's release step does it.
    func settleAfterChange() {
        if !isDispatching { application.releaseHeldTouches(dispatchingWindow: nil) }
    }
}
