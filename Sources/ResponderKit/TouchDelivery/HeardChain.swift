import Foundation

/// The responders that heard one touch, press or shake begin, each with the responder it passed it on to,
/// and which of them have heard it end: the record endings follow (<doc:Catalog#C2>, <doc:Catalog#H3>, <doc:Catalog#I2>).
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

    // The first responder told (the touched view, the press's responder) is kept inline: a touch whose view
    // handles it without `super` (a button) then needs no array at all. The rest follow in `rest`.
    private var head: Entry?
    private var rest: [Entry] = []
    /// Whether forwarding fell off the end of the chain (or stopped at a cycle): nobody kept the item.
    var reachedEndOfChain = false

    var isEmpty: Bool { head == nil }
    /// How many responders heard the item begin.
    var count: Int { head == nil ? 0 : rest.count + 1 }
    /// Whether the record grew beyond its first responder, so it holds storage worth reusing.
    var hasStorage: Bool { rest.capacity > 0 }

    /// The entry at `index`: 0 is the first responder told, the others in the order they were told.
    subscript(index: Int) -> Entry {
        get { index == 0 ? head! : rest[index - 1] }
        set {
            if index == 0 { head = newValue } else { rest[index - 1] = newValue }
        }
    }

    /// The index of `responder`'s entry.
    func index(of responder: UIResponder) -> Int? {
        guard let head else { return nil }
        if head.reference.isSame(as: responder) { return 0 }
        for index in rest.indices where rest[index].reference.isSame(as: responder) { return index + 1 }
        return nil
    }

    /// `responder`'s entry, added as a responder told directly when it has none.
    mutating func entry(for responder: UIResponder) -> Int {
        if let index = index(of: responder) { return index }
        append(Entry(reference: Reference(responder)))
        return count - 1
    }

    private mutating func append(_ entry: Entry) {
        if head == nil {
            head = entry
            return
        }
        if rest.capacity == 0 { rest.reserveCapacity(8) }
        rest.append(entry)
    }

    /// Records that the responder at `index` passed the item on to `successor`; returns `false` when the
    /// successor already heard it (a chain that came back to an earlier responder), so it is not told again.
    mutating func link(_ index: Int, to successor: UIResponder) -> Bool {
        guard self.index(of: successor) == nil else { return false }
        append(Entry(reference: Reference(successor)))
        self[index].successor = Int32(count - 1)
        return true
    }

    mutating func noteDefaultCalled(_ index: Int) { self[index].calledDefault = true }

    /// Whether the responder at `index` was told the ending already.
    func hasEnded(_ index: Int) -> Bool { self[index].hasEnded }

    /// Whether the responder at `index` already passed the item on.
    func hasPassedOn(_ index: Int) -> Bool { self[index].successor >= 0 }

    /// Whether the responder at `index` passed the item on to `successor`.
    func passedOn(_ index: Int, to successor: UIResponder) -> Bool {
        let next = Int(self[index].successor)
        return next >= 0 && self[next].reference.isSame(as: successor)
    }

    /// The index of the responder the one at `index` passed the item on to, if it still owes an ending.
    ///
    /// A successor freed since the began (a weakly held press or shake hearer) can hear nothing, but the
    /// responders it passed the item on to still owe their ending: it is skipped, and the first live one
    /// after it answers, so freeing one link never cuts the rest of the recorded chain off (<doc:Catalog#H3>, <doc:Catalog#I2>).
    func openSuccessor(of index: Int) -> Int? {
        var next = Int(self[index].successor)
        while next >= 0, !self[next].hasEnded {
            if self[next].reference.responder != nil { return next }
            next = Int(self[next].successor)
        }
        return nil
    }

    /// Whether following the record on from `index` past responders that owe an ending reaches its end:
    /// nobody after `index` is left to hear the ending, and nobody there heard it already.
    func runsOffEnd(from index: Int) -> Bool {
        var next = Int(self[index].successor)
        while next >= 0 {
            if self[next].hasEnded { return false }
            next = Int(self[next].successor)
        }
        return true
    }

    func responder(at index: Int) -> UIResponder? { self[index].reference.responder }

    mutating func markEnded(_ index: Int) { self[index].hasEnded = true }

    /// Forgets everything, keeping the storage for the next item.
    mutating func reset() {
        head = nil
        rest.removeAll(keepingCapacity: true)
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

/// Holds a responder that heard a press or shake without keeping it alive: a key or shake the host never
/// ends must not keep a window, and through it the application, alive. A freed responder simply hears nothing
/// more. It holds the responder's `ResponderLifetime` rather than a weak reference, which would give every
/// responder of the chain a side table and slow each later retain of it.
struct WeakHearer: HearerReference {
    let lifetime: ResponderLifetime
    init(_ responder: UIResponder) { lifetime = responder.responderLifetime }
    var responder: UIResponder? { lifetime.responder }
    // A responder made later at a freed one's address has a token of its own (or none), so it is not taken
    // for the freed one.
    func isSame(as responder: UIResponder) -> Bool { responder.existingResponderLifetime === lifetime }
}
