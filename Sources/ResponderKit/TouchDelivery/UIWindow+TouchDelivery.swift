import Foundation

// The window's part of a touch's path: application -> **window** -> gesture recognizers -> the delivery ledger -> responders.
// Each step is a named method: admit the touches that began to their views and give them to recognizers,
// let recognizers see every phase first (D3), release what recognizers stopped holding back, hold back what
// they still decide on (D5, D6), then tell each view about its touches phase by phase.

extension UIWindow {
    /// Runs the delivery steps for the touches of `event` that happen in this window.
    func deliverTouches(of event: UIEvent) {
        guard let application else { return }
        let routing = application.touchRouting
        let arena = application.gestureArena
        let ledger = application.deliveryLedger
        // The host's phases do not change while the event is delivered (input sent from a callback is refused),
        // so the phases present are read once, and a finger that only moves skips the other three passes.
        let phases = TouchPhases.present(in: routing.activeTouches, of: self)
        admitBeganTouches(routing, ledger)
        gatherRecognizers(of: event, routing, arena)
        deliverToRecognizers(event, routing, arena, phases)
        ledger.releaseDecidedTouches(dispatchingWindow: self)
        holdBackUndecidedTouches(routing, arena, ledger)
        if phases.contains(.began) { ledger.deliverPhase(.began, in: self, of: event) }
        if phases.contains(.moved) { ledger.deliverPhase(.moved, in: self, of: event) }
        if phases.contains(.ended) { ledger.deliverPhase(.ended, in: self, of: event) }
        if phases.contains(.cancelled) { ledger.deliverPhase(.cancelled, in: self, of: event) }
    }

    /// Decides, for each touch that began, whether its view will hear of it (spec <doc:Catalog#C4>, <doc:Catalog#C5>).
    ///
    /// Touches are admitted in the order they went down, so of two fingers landing together on a view without
    /// multiple touch, the first one wins.
    private func admitBeganTouches(_ routing: TouchRouting, _ ledger: DeliveryLedger) {
        for touch in routing.activeTouches where touch.isIn(self) && touch.viewDelivery == .undecided {
            guard let view = touch.view else {
                ledger.setDelivery(touch, .withheld(.noView))
                continue
            }
            ledger.setDelivery(touch, admission(of: touch, to: view, routing))
        }
    }

    private func admission(of touch: UITouch, to view: UIView, _ routing: TouchRouting) -> ViewDelivery {
        if view.trackedTouchCount > 0, !view.isMultipleTouchEnabled { return .withheld(.multipleTouchDisabled) }
        for other in viewsTrackingTouches where other !== view && (view.isExclusiveTouch || other.isExclusiveTouch) {
            return .withheld(.exclusiveTouch)
        }
        return .delivering
    }

    /// Gives each touch that began here to the recognizers of its view and the view's ancestors (<doc:Catalog#D3>).
    ///
    /// Recognizers see touches that the multiple-touch and exclusive-touch rules keep from the view (<doc:Catalog#C4>, <doc:Catalog#C5>).
    private func gatherRecognizers(of event: UIEvent, _ routing: TouchRouting, _ arena: GestureArena) {
        for touch in routing.activeTouches where touch.isIn(self) && touch.physicalPhase == .began {
            switch touch.viewDelivery {
            case .withheld(.noView), .withheld(.ignoringInteractionEvents): continue
            default: arena.gatherRecognizers(for: touch, event: event)
            }
        }
    }

    /// Lets recognizers see each phase of the event before any view does (<doc:Catalog#D3>).
    private func deliverToRecognizers(_ event: UIEvent, _ routing: TouchRouting, _ arena: GestureArena,
                                      _ phases: TouchPhases) {
        if phases.contains(.began) { arena.deliver(.began, in: self, event: event, routing: routing) }
        if phases.contains(.moved) { arena.deliver(.moved, in: self, event: event, routing: routing) }
        if phases.contains(.ended) { arena.deliver(.ended, in: self, event: event, routing: routing) }
        if phases.contains(.cancelled) { arena.deliver(.cancelled, in: self, event: event, routing: routing) }
    }

    /// Holds back from their views the touch-downs and lifts that recognizers still decide on (<doc:Catalog#D5>, <doc:Catalog#D6>), and
    /// drops held touch-downs whose touch the host cancelled: their views never heard of them.
    private func holdBackUndecidedTouches(_ routing: TouchRouting, _ arena: GestureArena, _ ledger: DeliveryLedger) {
        for touch in routing.activeTouches where touch.isIn(self) {
            switch (touch.physicalPhase, touch.viewDelivery) {
            case (.began, .delivering) where arena.holds(touch, began: true):
                arena.holdBack(touch, as: .heldBegan(TouchSnapshot(
                    location: touch.locationInScreen, previousLocation: touch.previousLocationInScreen,
                    timestamp: touch.hostTimestamp)))
            case (.ended, .delivering) where arena.holds(touch, began: false):
                arena.holdBack(touch, as: .heldEnded)
            case (.cancelled, .heldBegan):
                ledger.settle(touch, as: .withheld(.claimedByGestureRecognizer))
            default:
                continue
            }
        }
    }
}

/// The phases the touches of one window have in an event, so delivery skips the phases nobody is in.
struct TouchPhases {
    private var bits: UInt8 = 0

    /// A function, not an initializer: an initializer takes its arguments owned, which costs a retain and a
    /// release of the window, each down the runtime's slow path.
    @MainActor
    static func present(in touches: [UITouch], of window: UIWindow) -> TouchPhases {
        var phases = TouchPhases()
        for touch in touches where touch.isIn(window) { phases.bits |= 1 << UInt8(touch.physicalPhase.rawValue) }
        return phases
    }

    func contains(_ phase: UITouch.Phase) -> Bool {
        bits & (1 << UInt8(phase.rawValue)) != 0
    }
}
