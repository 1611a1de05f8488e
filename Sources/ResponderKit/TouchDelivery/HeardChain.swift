import Foundation

/// The responders that heard one touch, press or shake begin, each with the responder it passed it on to,
/// and which of them have heard it end: the record endings follow (C2, H3, I2).
///
/// It is written at delivery, step by step, as each default implementation of `touchesBegan`,
/// `pressesBegan` or `motionBegan` really forwards to `next`; a responder that does not call `super` passes
/// nothing on, so its ancestors are not in the record and never hear the ending. Later phases follow the
/// record, not the current `next`, so a responder that moved, left its window or was freed in between
/// changes nothing about who hears the end. Each responder appears once and passes on to a later entry, so
/// following the record always ends.
///
/// Only ``DeliveryLedger`` changes a record; the model objects carry theirs so a lookup costs nothing.
@MainActor
struct HeardChain<Reference: HearerReference> {
    struct Entry {
        var reference: Reference
        /// The index of the responder this one passed the item on to, or -1.
        var successor: Int32 = -1
        /// Whether this responder was told the item ended or was cancelled.
        var hasEnded = false
        /// Whether this responder's default began implementation ran: it passed the item on, or found no
        /// next responder.
        var calledDefault = false
    }

    private(set) var entries: [Entry] = []
    /// Whether forwarding fell off the end of the chain (or stopped at a cycle): nobody kept the item.
    var reachedEndOfChain = false

    var isEmpty: Bool { entries.isEmpty }

    /// The index of `responder`'s entry.
    func index(of responder: UIResponder) -> Int? {
        for index in entries.indices where entries[index].reference.isSame(as: responder) { return index }
        return nil
    }

    /// `responder`'s entry, added as a responder told directly when it has none.
    mutating func entry(for responder: UIResponder) -> Int {
        if let index = index(of: responder) { return index }
        if entries.capacity == 0 { entries.reserveCapacity(8) }
        entries.append(Entry(reference: Reference(responder)))
        return entries.count - 1
    }

    /// Records that the responder at `index` passed the item on to `successor`; returns `false` when the
    /// successor already heard it (a chain that came back to an earlier responder), so it is not told again.
    mutating func link(_ index: Int, to successor: UIResponder) -> Bool {
        guard self.index(of: successor) == nil else { return false }
        entries.append(Entry(reference: Reference(successor)))
        entries[index].successor = Int32(entries.count - 1)
        return true
    }

    mutating func noteDefaultCalled(_ index: Int) { entries[index].calledDefault = true }

    /// Whether the responder at `index` was told the ending already.
    func hasEnded(_ index: Int) -> Bool { entries[index].hasEnded }

    /// Whether the responder at `index` already passed the item on.
    func hasPassedOn(_ index: Int) -> Bool { entries[index].successor >= 0 }

    /// Whether the responder at `index` passed the item on to `successor`.
    func passedOn(_ index: Int, to successor: UIResponder) -> Bool {
        let next = Int(entries[index].successor)
        return next >= 0 && entries[next].reference.isSame(as: successor)
    }

    /// The index of the responder the one at `index` passed the item on to, if it still owes an ending.
    func openSuccessor(of index: Int) -> Int? {
        let next = Int(entries[index].successor)
        guard next >= 0, !entries[next].hasEnded else { return nil }
        return next
    }

    func responder(at index: Int) -> UIResponder? { entries[index].reference.responder }

    mutating func markEnded(_ index: Int) { entries[index].hasEnded = true }

    /// Forgets everything, keeping the storage for the next item.
    mutating func reset() {
        entries.removeAll(keepingCapacity: true)
        reachedEndOfChain = false
    }
}

/// How a record holds its responders.
@MainActor
protocol HearerReference {
    init(_ responder: UIResponder)
    var responder: UIResponder? { get }
    func isSame(as responder: UIResponder) -> Bool
}

/// Holds a responder that heard a touch until the touch is forgotten, as the touch holds its view: the
/// ending reaches it even if nothing else keeps it alive.
struct StrongHearer: HearerReference {
    let held: UIResponder
    init(_ responder: UIResponder) { held = responder }
    var responder: UIResponder? { held }
    func isSame(as responder: UIResponder) -> Bool { held === responder }
}

/// Holds a responder that heard a press or shake weakly: a key or shake the host never ends must not keep
/// a window, and through it the application, alive. A freed responder simply hears nothing more.
struct WeakHearer: HearerReference {
    weak var held: UIResponder?
    let identity: ObjectIdentifier
    init(_ responder: UIResponder) {
        held = responder
        identity = ObjectIdentifier(responder)
    }
    var responder: UIResponder? { held }
    func isSame(as responder: UIResponder) -> Bool { identity == ObjectIdentifier(responder) && held != nil }
}
