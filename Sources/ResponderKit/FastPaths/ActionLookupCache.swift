import Foundation

/// Remembers, per class and selector, the method the class's action table lists for the selector: the answer of
/// the default `canPerformAction` at every step of a nil-targeted action's walk up the chain, and the method
/// the action then runs.
///
/// The Objective-C runtime keeps a method cache per class for the same reason. Action tables are built once
/// per class and never change, so an answer never goes stale. The cache is an open-addressing table of plain
/// values keyed by the class's metadata address and the selector's interned number, probed linearly with a
/// multiplicative hash: a lookup hashes no string, copies no table and retains nothing. Before it, each step
/// copied the class's `ActionTable` out of a dictionary and hashed the selector's name (about 2,400
/// instructions per responder of the walk). It is main-actor state read without exclusivity checks: no
/// access is held across a call, and the only call out (building a table) happens between accesses. The
/// entries are also readable from nonisolated code (`knownAnswer`), for the action walk's climb over
/// ResponderKit's own views, which main-actor code calls synchronously.
@MainActor
enum ActionLookupCache {
    struct Entry {
        var type: UInt
        var selector: Int
        var implemented: Bool
    }

    // Plain memory rather than arrays: a global whose initial value is a constant needs no `swift_once` check
    // on each access, and a pointer no bounds check or retain of a buffer. Allocated on the first answer and
    // reallocated when it doubles; never freed, as the Objective-C runtime keeps its method caches.
    @exclusivity(unchecked) nonisolated(unsafe) private static var entries: UnsafeMutablePointer<Entry>? = nil
    /// The methods, at their entries' slots; apart from the entries so that probing copies plain values only.
    @exclusivity(unchecked) private static var methods: UnsafeMutablePointer<ActionMethod?>? = nil
    @exclusivity(unchecked) nonisolated(unsafe) private static var capacity = 0
    @exclusivity(unchecked) private static var occupied = 0

    /// Whether `type`'s action table lists `selector`; builds the table on first use, reporting its
    /// declaration mistakes to `application`, which is only evaluated then.
    static func implements(_ type: any ActionTarget.Type, _ selector: Selector,
                           reportingTo application: @autoclosure () -> UIApplication?) -> Bool {
        // The autoclosure is evaluated here, not handed on: forwarding it cost a retain per lookup.
        let index = probe(type, selector) ?? fill(type, selector, reportingTo: application())
        return entries![index].implemented
    }

    /// The method `type`'s action table lists for `selector`, found as ``implements(_:_:reportingTo:)`` finds
    /// whether there is one.
    static func method(_ type: any ActionTarget.Type, _ selector: Selector,
                       reportingTo application: @autoclosure () -> UIApplication?) -> ActionMethod? {
        let index = probe(type, selector) ?? fill(type, selector, reportingTo: application())
        return methods![index]
    }

    /// The answers known now, for a climb that asks many classes in a row; valid until the next answer is
    /// added, which only main-actor code does, never during a climb.
    nonisolated static var knownAnswers: KnownActionAnswers {
        KnownActionAnswers(entries: entries, mask: capacity - 1)
    }

    @inline(__always)
    private static func probe(_ type: any ActionTarget.Type, _ selector: Selector) -> Int? {
        knownAnswers.slot(of: UInt(bitPattern: ObjectIdentifier(type)), selector)
    }

    private static func fill(_ type: any ActionTarget.Type, _ selector: Selector,
                             reportingTo application: UIApplication?) -> Int {
        let method = ActionRegistry.table(for: type, reportingTo: application).method(for: selector)
        let key = UInt(bitPattern: ObjectIdentifier(type))
        return insert(Entry(type: key, selector: selector.id, implemented: method != nil), method)
    }

    nonisolated static func slot(_ type: UInt, _ selector: Int, _ mask: Int) -> Int {
        let mixed = (type >> 4) ^ (UInt(bitPattern: selector) &* 0x9E37_79B9_7F4A_7C15)
        return Int(truncatingIfNeeded: (mixed &* 0xBF58_476D_1CE4_E5B9) >> 32) & mask
    }

    /// Adds an answer, doubling the table first when it would be more than half full; returns its slot.
    private static func insert(_ entry: Entry, _ method: ActionMethod?) -> Int {
        if (occupied + 1) * 2 > capacity {
            let oldEntries = entries, oldMethods = methods, oldCapacity = capacity
            capacity = max(256, oldCapacity * 2)
            entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            entries!.initialize(repeating: Entry(type: 0, selector: 0, implemented: false), count: capacity)
            methods = UnsafeMutablePointer<ActionMethod?>.allocate(capacity: capacity)
            methods!.initialize(repeating: nil, count: capacity)
            occupied = 0
            if let oldEntries, let oldMethods {
                for index in 0..<oldCapacity where oldEntries[index].type != 0 {
                    place(oldEntries[index], oldMethods[index])
                }
                oldEntries.deallocate()
                oldMethods.deinitialize(count: oldCapacity)
                oldMethods.deallocate()
            }
        }
        return place(entry, method)
    }

    @discardableResult
    private static func place(_ entry: Entry, _ method: ActionMethod?) -> Int {
        let mask = capacity - 1
        var index = slot(entry.type, entry.selector, mask)
        while entries![index].type != 0 {
            if entries![index].type == entry.type, entries![index].selector == entry.selector { return index }
            index = (index + 1) & mask
        }
        entries![index] = entry
        methods![index] = method
        occupied += 1
        return index
    }
}

/// The lookup cache's answers at one moment, read without the main actor (`UIView.climbForAction`).
struct KnownActionAnswers {
    let entries: UnsafeMutablePointer<ActionLookupCache.Entry>?
    let mask: Int

    /// Whether `type`'s action table lists `selector`, if the cache knows; `nil` when the table has not been
    /// asked yet, which only main-actor code can do (`ActionLookupCache.implements`).
    func answer(_ type: AnyClass, _ selector: Selector) -> Bool? {
        guard let index = slot(of: UInt(bitPattern: ObjectIdentifier(type)), selector) else { return nil }
        return entries![index].implemented
    }

    /// The slot holding the answer for the class whose metadata address is `key`, if there is one.
    @inline(__always)
    func slot(of key: UInt, _ selector: Selector) -> Int? {
        guard let entries else { return nil }
        var index = ActionLookupCache.slot(key, selector.id, mask)
        while entries[index].type != 0 {
            if entries[index].type == key, entries[index].selector == selector.id { return index }
            index = (index + 1) & mask
        }
        return nil
    }
}
