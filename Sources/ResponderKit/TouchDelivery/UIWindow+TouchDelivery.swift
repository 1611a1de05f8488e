import Foundation

// The window's part of a touch's path: application -> **window** -> gesture recognizers -> the delivery ledger -> responders.
// Each step is a named method: admit the touches that began to their views and give them to recognizers,
// let recognizers see every phase first (D3), release what recognizers stopped holding back, hold back what
// they still decide on (D5, D6), then tell each view about its touches phase by phase. The arena decides what
// is held, released or claimed; the ledger carries it out; neither calls the other.

extension UIWindow {
    /// Runs the delivery steps for the touches of `event` that happen in this window. The arena decides and
    /// the ledger acts: each step either asks the arena for its decisions or has the ledger carry them out.
    func deliverTouches(of event: UIEvent) {
        guard let application else { return }
        let routing = application.touchRouting
        let arena = application.gestureArena
        let ledger = application.deliveryLedger
        // The host's phases do not change while the event is delivered (input sent from a callback is refused),
        // so the phases present are read once, and a finger that only moves skips the other three passes.
        let phases = TouchPhases.present(in: routing.activeTouches, of: self)
        #if DEBUG
        TouchPathLog.note("deliverTouches: admit, gather, tell recognizers, release, hold, tell views")
        #endif
        admitBeganTouches(routing, ledger)
        gatherRecognizers(of: event, routing, arena)
        if phases.contains(.began) { tellRecognizers(.began, event, routing, arena, ledger) }
        if phases.contains(.moved) { tellRecognizers(.moved, event, routing, arena, ledger) }
        if phases.contains(.ended) { tellRecognizers(.ended, event, routing, arena, ledger) }
        if phases.contains(.cancelled) { tellRecognizers(.cancelled, event, routing, arena, ledger) }
        releaseHeldTouches(application, ledger)
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

    /// Lets recognizers see `phase` before any view does (<doc:Catalog#D3>): the arena says which touches each
    /// one gets, the ledger tells it, one call per recognizer, so its touches read the callback's phase as a
    /// view's do (<doc:Catalog#C13>). The participants are read by index: a callback may add or reset some.
    private func tellRecognizers(_ phase: UITouch.Phase, _ event: UIEvent, _ routing: TouchRouting,
                                 _ arena: GestureArena, _ ledger: DeliveryLedger) {
        var index = 0
        while index < arena.participants.count {
            let recognizer = arena.participants[index]
            index += 1
            switch arena.touchesToTell(recognizer, in: phase, window: self) {
            case .none:
                continue
            case .only(let touch):
                // One finger, the usual case, goes in the routing's kept one-touch set.
                ledger.tell(recognizer, phase, routing.set(of: touch), with: event)
            case .many:
                var group = routing.borrowSet()
                arena.gatherTouches(of: recognizer, in: phase, window: self, into: &group)
                ledger.tell(recognizer, phase, group, with: event)
                routing.returnSet(&group)
            }
        }
    }

    /// Gives views the held touches of this window no recognizer holds any more (<doc:Catalog#D5>, <doc:Catalog#D6>),
    /// through the application's release step, which the arena's changes outside dispatch share. With nothing held,
    /// the usual case, the pass goes on without it.
    private func releaseHeldTouches(_ application: UIApplication, _ ledger: DeliveryLedger) {
        guard !ledger.deferredTouches.isEmpty else { return }
        application.releaseHeldTouches(dispatchingWindow: self)
    }

    /// Holds back from their views the touch-downs and lifts that recognizers still decide on (<doc:Catalog#D5>,
    /// <doc:Catalog#D6>), and drops held touch-downs whose touch the host cancelled: the arena decides, the
    /// ledger carries it out.
    private func holdBackUndecidedTouches(_ routing: TouchRouting, _ arena: GestureArena, _ ledger: DeliveryLedger) {
        let decisions = arena.decisions
        let base = decisions.count
        arena.decideHolds(in: self, of: routing.activeTouches)
        guard decisions.count > base else { return }
        ledger.carryOut(decisions, from: base, dispatchingWindow: self)
        decisions.removeAll(from: base)
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
