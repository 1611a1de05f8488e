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

    @exclusivity(unchecked) nonisolated(unsafe) private static var entries = [Entry](
        repeating: Entry(type: 0, selector: 0, implemented: false), count: 256)
    /// The methods, at their entries' slots; apart from the entries so that probing copies plain values only.
    @exclusivity(unchecked) private static var methods = [ActionMethod?](repeating: nil, count: 256)
    @exclusivity(unchecked) private static var occupied = 0

    /// Whether `type`'s action table lists `selector`; builds the table on first use, reporting its
    /// declaration mistakes to `application`, which is only evaluated then.
    static func implements(_ type: any ActionTarget.Type, _ selector: Selector,
                           reportingTo application: @autoclosure () -> UIApplication?) -> Bool {
        // The autoclosure is evaluated here, not handed on: forwarding it cost a retain per lookup.
        let index = probe(type, selector) ?? fill(type, selector, reportingTo: application())
        return entries[index].implemented
    }

    /// The method `type`'s action table lists for `selector`, found as ``implements(_:_:reportingTo:)`` finds
    /// whether there is one.
    static func method(_ type: any ActionTarget.Type, _ selector: Selector,
                       reportingTo application: @autoclosure () -> UIApplication?) -> ActionMethod? {
        let index = probe(type, selector) ?? fill(type, selector, reportingTo: application())
        return methods[index]
    }

    /// The answers known now, for a climb that asks many classes in a row: reading the table once saves the
    /// global's initialization check on every question.
    nonisolated static var knownAnswers: KnownActionAnswers { KnownActionAnswers(entries: entries) }

    @inline(__always)
    private static func probe(_ type: any ActionTarget.Type, _ selector: Selector) -> Int? {
        probe(key: UInt(bitPattern: ObjectIdentifier(type)), selector)
    }

    @inline(__always)
    private nonisolated static func probe(key: UInt, _ selector: Selector) -> Int? {
        let mask = entries.count - 1
        var index = slot(key, selector.id, mask)
        while entries[index].type != 0 {
            if entries[index].type == key, entries[index].selector == selector.id { return index }
            index = (index + 1) & mask
        }
        return nil
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
        if (occupied + 1) * 2 > entries.count {
            let oldEntries = entries, oldMethods = methods
            entries = [Entry](repeating: Entry(type: 0, selector: 0, implemented: false), count: oldEntries.count * 2)
            methods = [ActionMethod?](repeating: nil, count: oldEntries.count * 2)
            occupied = 0
            for index in oldEntries.indices where oldEntries[index].type != 0 {
                place(oldEntries[index], oldMethods[index])
            }
        }
        return place(entry, method)
    }

    @discardableResult
    private static func place(_ entry: Entry, _ method: ActionMethod?) -> Int {
        let mask = entries.count - 1
        var index = slot(entry.type, entry.selector, mask)
        while entries[index].type != 0 {
            if entries[index].type == entry.type, entries[index].selector == entry.selector { return index }
            index = (index + 1) & mask
        }
        entries[index] = entry
        methods[index] = method
        occupied += 1
        return index
    }
}

/// The lookup cache's answers at one moment, read without the main actor (`UIView.climbForAction`).
struct KnownActionAnswers {
    let entries: [ActionLookupCache.Entry]

    /// Whether `type`'s action table lists `selector`, if the cache knows; `nil` when the table has not been
    /// asked yet, which only main-actor code can do (`ActionLookupCache.implements`).
    func answer(_ type: AnyClass, _ selector: Selector) -> Bool? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let mask = entries.count - 1
        var index = ActionLookupCache.slot(key, selector.id, mask)
        while entries[index].type != 0 {
            if entries[index].type == key, entries[index].selector == selector.id {
                return entries[index].implemented
            }
            index = (index + 1) & mask
        }
        return nil
    }
}
