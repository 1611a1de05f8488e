import Foundation

/// The application's live touches and the reusable objects that carry them, so that a touch event in
/// steady state (fingers moving) allocates nothing.
@MainActor
final class TouchRouting {
    // Touch dispatch reads and writes these on every event, and a runtime exclusivity check costs more than the
    // access: together such checks were a quarter of a move event's instructions. All access is on the main
    // actor and nothing holds an `inout` access to one of them across a call that could reach it again.
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    /// Live touches in the order they went down; the order views are told in.
    var activeTouches: [UITouch] {
        get { hot.value.activeTouches }
        _modify { yield &hot.value.activeTouches }
    }
    /// Live touches by the host's finger id.
    var touchesByHostID: [Int: UITouch] {
        get { hot.value.touchesByHostID }
        _modify { yield &hot.value.touchesByHostID }
    }
    /// The one touch event, reused for every touch dispatch as UIKit does.
    let event = UIEvent(type: .touches)
    /// A set lent to each view callback and taken back after, so its storage is reused.
    private var spareSet: Set<UITouch> {
        get { hot.value.spareSet }
        _modify { yield &hot.value.spareSet }
    }
    /// Numbers each grouping pass, so a touch delivered in this pass is not grouped twice.
    private(set) var pass: Int {
        get { hot.value.pass }
        _modify { yield &hot.value.pass }
    }
    var tapHistory: TapHistory {
        get { hot.value.tapHistory }
        _modify { yield &hot.value.tapHistory }
    }

    func nextPass() -> Int {
        pass &+= 1
        return pass
    }

    /// The set most touch callbacks carry: one finger, the same one event after event. It is handed over as it
    /// is while its touch stays the same, so a moving finger hashes and fills no set per callback. A callback
    /// that keeps the set keeps a copy: the set is rebuilt in place only while nobody else holds it, and
    /// otherwise copied, as any value is.
    private var oneTouchSet: Set<UITouch> {
        get { hot.value.oneTouchSet }
        _modify { yield &hot.value.oneTouchSet }
    }
    private var oneTouchSetMember: UITouch? {
        get { hot.value.oneTouchSetMember }
        _modify { yield &hot.value.oneTouchSetMember }
    }

    /// Lends the reusable set, empty; give it back with ``returnSet(_:)``.
    ///
    /// Swapping rather than copying keeps the storage uniquely referenced, so emptying it never copies.
    func borrowSet() -> Set<UITouch> {
        var set: Set<UITouch> = []
        swap(&set, &spareSet)
        return set
    }

    /// Takes back a lent set, emptied; storage a handler kept a copy of is left to the handler.
    func returnSet(_ set: inout Set<UITouch>) {
        set.removeAll(keepingCapacity: true)
        swap(&set, &spareSet)
    }

    /// A set holding `touch` alone, the same storage as the last time it was asked for the same touch.
    ///
    /// A retired touch (its held `touchesEnded` released after it was forgotten, as when a double tap fails on
    /// its timer) gets a set of its own: nothing would clear the kept set of it again, and it would keep its
    /// view, window and application alive.
    func set(of touch: UITouch) -> Set<UITouch> {
        if touch.isRetired { return [touch] }
        if oneTouchSetMember !== touch {
            oneTouchSet.removeAll(keepingCapacity: true)
            oneTouchSet.insert(touch)
            oneTouchSetMember = touch
        }
        return oneTouchSet
    }

    /// The live touch the host calls `id`. A few fingers are searched in place, which costs less than hashing
    /// the id; the dictionary keeps a lookup among thousands of fingers constant.
    func touch(withHostID id: Int) -> UITouch? {
        guard activeTouches.count <= 8 else { return touchesByHostID[id] }
        for touch in activeTouches where touch.hostID == id { return touch }
        return nil
    }

    func add(_ touch: UITouch) {
        activeTouches.append(touch)
        touchesByHostID[touch.hostID] = touch
        event.touchStorage.insert(touch)
    }

    /// Forgets touches whose fingers lifted or were cancelled by the host, after their event was delivered.
    ///
    /// Most events end no touch, so the check runs first, as a plain loop: a closure handed to `contains(where:)`
    /// from main-actor code checks its executor at run time, which cost 220 instructions on every move.
    func retireFinishedTouches(ledger: DeliveryLedger) {
        guard hasFinishedTouch else { return }
        for touch in activeTouches where touch.physicalPhase == .ended || touch.physicalPhase == .cancelled {
            touch.isRetired = true
            ledger.forget(touch)
            touchesByHostID[touch.hostID] = nil
            event.touchStorage.remove(touch)
            // The kept one-touch set lets go of a touch that is over, and of the view the touch holds.
            if oneTouchSetMember === touch {
                oneTouchSetMember = nil
                oneTouchSet.removeAll(keepingCapacity: true)
            }
        }
        activeTouches.removeAll { $0.physicalPhase == .ended || $0.physicalPhase == .cancelled }
    }

    private var hasFinishedTouch: Bool {
        for touch in activeTouches where !touch.isDown { return true }
        return false
    }
}

/// What tap counting remembers of the last touch-down (spec <doc:Catalog#C6>).
///
/// It tells the last touch-down's touch by a serial number, not a weak reference: a weak reference gives the
/// touch a side table, which sends each of the dozen retains and releases of a touch per move event down the
/// runtime's slow path.
@MainActor
struct TapHistory {
    var lastSerial: UInt64 = 0
    var lastDownLocation: CGPoint = .zero
    var lastDownTime: TimeInterval = -.infinity
    var lastCount = 0
    var lastStayedPut = false

    /// The tap count of a touch going down at `location` and `time`, and remembers it as the last one.
    mutating func countTap(of touch: UITouch, at location: CGPoint, time: TimeInterval,
                          settings: TouchSettings) -> Int {
        let dx = location.x - lastDownLocation.x, dy = location.y - lastDownLocation.y
        let isRepeat = lastStayedPut
            && time - lastDownTime <= settings.multipleTapInterval
            && (dx * dx + dy * dy).squareRoot() <= settings.multipleTapRadius
        let count = isRepeat ? lastCount + 1 : 1
        lastSerial &+= 1
        touch.tapSerial = lastSerial
        lastDownLocation = location
        lastDownTime = time
        lastCount = count
        lastStayedPut = true
        return count
    }

    /// Whether a move of `touch` could still make it a drag: it is the last touch-down's and has stayed put.
    func watchesMoves(of touch: UITouch) -> Bool {
        lastStayedPut && touch.tapSerial == lastSerial
    }

    /// A touch that wanders off its down point is a drag, not a tap, and starts no multiple tap.
    mutating func noteMove(of touch: UITouch, to location: CGPoint, settings: TouchSettings) {
        guard watchesMoves(of: touch) else { return }
        let dx = location.x - lastDownLocation.x, dy = location.y - lastDownLocation.y
        if (dx * dx + dy * dy).squareRoot() > settings.multipleTapRadius { lastStayedPut = false }
    }
}

extension TouchRouting {
    /// The hot state of `TouchRouting`, in one value (`UncheckedState`).
    struct HotState {
        var tapHistory = TapHistory()
        var activeTouches: [UITouch] = []
        var touchesByHostID: [Int: UITouch] = [:]
        var spareSet: Set<UITouch> = []
        var pass: Int = 0
        var oneTouchSet: Set<UITouch> = []
        var oneTouchSetMember: UITouch? = nil
    }
}
