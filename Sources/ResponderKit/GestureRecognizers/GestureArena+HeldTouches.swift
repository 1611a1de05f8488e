import Foundation

/// The views' touches while recognizers decide (<doc:Catalog#D4>-<doc:Catalog#D7>): which recognizer holds a touch
/// back from its view, and what happens to the held touches when it decides.
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

    /// Holds a touch back from its view (<doc:Catalog#D5>, <doc:Catalog#D6>), noting for reports which recognizer holds it.
    func holdBack(_ touch: UITouch, as delivery: ViewDelivery) {
        if let reportDraft, delivery != .cancellationPending {
            let began: Bool
            if case .heldBegan = delivery { began = true } else { began = false }
            reportDraft.touchHeldBack(touch, by: holdingRecognizer(of: touch, began: began))
        }
        application.deliveryLedger.holdBack(touch, as: delivery)
    }

    /// Notes for reports that a held touch went to its view.
    func noteReleased(_ touch: UITouch) {
        reportDraft?.touchReleased(touch)
    }

    /// Marks the view touches of a recognizer that recognized as claimed: the view gets `touchesCancelled`
    /// after the action (<doc:Catalog#D4>, <doc:Catalog#D14>), or, if it never got `touchesBegan`, never hears of them (<doc:Catalog#D5>).
    func claimViewTouches(of recognizer: UIGestureRecognizer) {
        let ledger = application.deliveryLedger
        for touch in recognizer.trackedTouches {
            switch ledger.claim(touch) {
            case .cancelAfterAction:
                reportDraft?.touchClaimed(touch, by: recognizer, viewHeardOfIt: true)
                enqueue(.cancelViewTouch(touch))
            case .withheld:
                reportDraft?.touchClaimed(touch, by: recognizer, viewHeardOfIt: false)
            case .unchanged:
                break
            }
        }
    }

    /// After a change outside dispatch (a timer, an action, a property set by app code), views get what is
    /// no longer held. During dispatch the window's view step does it.
    func settleAfterChange() {
        if !isDispatching { application.deliveryLedger.releaseDecidedTouches(dispatchingWindow: nil) }
    }
}
