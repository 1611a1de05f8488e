import Foundation

/// The one owner of what every responder has heard of each touch, press and shake, and the only code that
/// calls responders' touch, press and motion methods.
///
/// The window decides which touches reach which views, and the gesture arena decides what recognizers
/// hold back or claim (``ArenaDecision`` values, which the window's pass and the application's steps hand
/// over); the ledger carries the decisions out and tells the responders, and never asks the arena anything.
/// The ledger keeps, per item, the
/// state of its view or first responder (`ViewDelivery`, `PressDelivery`) and the record of the chain
/// that heard it begin (`HeardChain`), and holds three rules (<doc:Catalog#C2>, <doc:Catalog#H3>, <doc:Catalog#I2>):
///
/// - a responder hears an item's began before anything else of it, and exactly one ending after;
/// - endings and later phases follow the record written at delivery, not the current `next`, so what moved,
///   left, was freed or changed windows in between changes nothing about who hears the end;
/// - in every touch callback, a responder's or a recognizer's, the touches read that callback's phase
///   (`present(_:as:original:_:)`, <doc:Catalog#C13>); the finger's own state (`physicalPhase`, location,
///   time) is only ever what the host said, never set for a call and restored after it, so input applied
///   from inside a callback is never undone.
///
/// Files: this one (state and the tracking rules), `DeliveryLedger+Touches.swift` (telling views, removal),
/// `DeliveryLedger+HeldTouches.swift` (what recognizers hold back or claim), `DeliveryLedger+Forwarding.swift`
/// (the default `touchesBegan`... up the recorded chain), `DeliveryLedger+Presses.swift` and
/// `DeliveryLedger+Motion.swift`.
///
/// The boundary of unchecked access: the ledger's and the touches' hot fields are
/// `@exclusivity(unchecked)`, as are `TouchRouting`'s. Everything runs on the main actor and no `inout`
/// access to them is held across a call that can reach them again; BENCHMARKS.md gives the measured cost
/// of the checks.
@MainActor
final class DeliveryLedger {
    // Unowned as the arena's is: the application owns the ledger and outlives every call into it. Set right
    // after the application's own initialization, before any input can arrive.
    unowned var owner: UIApplication?
    var application: UIApplication { owner! }
    let routing: TouchRouting
    // Held directly: reaching it through the unowned `application` costs a checked retain per callback.
    let trace: EventTrace
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    /// Touches whose view delivery is held back or awaits a cancellation (`heldBegan`, `heldEnded`,
    /// `cancellationPending`).
    var deferredTouches: [UITouch] {
        get { hot.value.deferredTouches }
        _modify { yield &hot.value.deferredTouches }
    }
    /// Record storage given back by forgotten touches, reused by new ones so taps allocate no records.
    private var spareRecords: [HeardChain<StrongHearer>] {
        get { hot.value.spareRecords }
        _modify { yield &hot.value.spareRecords }
    }
    /// How many touch callbacks are running; a record is only taken back when none is, since a callback
    /// that ended its own touch (a lift sent from `touchesBegan`) still reads the record when it calls `super`.
    var callbackDepth: Int {
        get { hot.value.callbackDepth }
        _modify { yield &hot.value.callbackDepth }
    }
    /// What the touches of the callbacks running showed before their current callback, innermost last
    /// (`present(_:as:original:_:)`).
    var savedPresentations: [TouchPresentation?] {
        get { hot.value.savedPresentations }
        _modify { yield &hot.value.savedPresentations }
    }
    /// Forgotten touches whose records wait for the running callbacks to return.
    private var recordsToRecycle: [UITouch] {
        get { hot.value.recordsToRecycle }
        _modify { yield &hot.value.recordsToRecycle }
    }

    init(routing: TouchRouting, trace: EventTrace) {
        self.routing = routing
        self.trace = trace
        deferredTouches.reserveCapacity(8)
        savedPresentations.reserveCapacity(16)
    }

    // MARK: The view's state of a touch

    /// Puts `touch` in `delivery`, keeping the view's and window's tracking counts current, so admitting a
    /// new touch costs the same with ten thousand fingers down as with one (<doc:Catalog#C4>, <doc:Catalog#C5>).
    func setDelivery(_ touch: UITouch, _ delivery: ViewDelivery) {
        let wasTracked = touch.viewDelivery.isTrackedByView, isTracked = delivery.isTrackedByView
        touch.viewDelivery = delivery
        guard wasTracked != isTracked, let view = touch.view, let window = touch.window else { return }
        if isTracked {
            view.trackedTouchCount += 1
            if view.trackedTouchCount == 1 { window.viewsTrackingTouches.append(view) }
        } else {
            view.trackedTouchCount -= 1
            if view.trackedTouchCount == 0 { window.viewsTrackingTouches.removeAll { $0 === view } }
        }
    }

    /// Gives a new touch record storage a forgotten touch left behind.
    func prepareRecord(of touch: UITouch) {
        if let spare = spareRecords.popLast() { touch.hearing = spare }
    }

    /// Takes back the record of a touch the application forgets, once no callback runs; the responders it
    /// held are let go.
    func recycleRecord(of touch: UITouch) {
        guard callbackDepth == 0 else {
            recordsToRecycle.append(touch)
            return
        }
        recycleNow(touch)
    }

    /// Called as the outermost touch callback returns.
    func callbacksDidReturn() {
        guard !recordsToRecycle.isEmpty else { return }
        let touches = recordsToRecycle
        recordsToRecycle.removeAll()
        for touch in touches { recycleNow(touch) }
    }

    private func recycleNow(_ touch: UITouch) {
        guard touch.hearing.hasStorage else { return }
        var record = HeardChain<StrongHearer>()
        swap(&record, &touch.hearing)
        record.reset()
        if spareRecords.count < 64 { spareRecords.append(record) }
    }
}

extension DeliveryLedger {
    /// The hot state of `DeliveryLedger`, in one value (`UncheckedState`).
    struct HotState {
        var deferredTouches: [UITouch] = []
        var spareRecords: [HeardChain<StrongHearer>] = []
        var callbackDepth: Int = 0
        var savedPresentations: [TouchPresentation?] = []
        var recordsToRecycle: [UITouch] = []
    }
}
