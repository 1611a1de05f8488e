import Foundation

/// Folds each walk up the responder chain into one trace event, for subscribers of ``EventTrace/Detail/short``.
///
/// A walk opens where dispatch hands an event to its first responder and closes when that call returns; the
/// steps up the chain in between are its hops. Events traced while a walk is open (a first-responder change
/// made by a handler, an action it sent) are held and come after the walk's line, so the short form reads
/// cause first, then effects, in the order they happened. It only ever runs while someone subscribes.
struct ChainWalkFolder {
    /// How a walk ended, when it was not simply kept by its last responder.
    enum Ending {
        /// The last responder passed the event on and there was no next responder.
        case fellOffTheChain
        /// The chain looped back to the named responder, and the walk stopped there (<doc:Catalog#A10>).
        case cycle(String)
    }

    private struct Walk {
        let kind: TraceEvent.Kind
        let timestamp: TimeInterval
        var text: String
        var last: String
        var ending: Ending?
        /// Where the walk's line goes among the held events.
        let slot: Int
    }

    private var walks: [Walk] = []
    private var held: [TraceEvent?] = []

    /// Whether a walk is open, so that events must wait for its line.
    var isOpen: Bool { !walks.isEmpty }

    /// Opens a walk: `header` says what was sent (`touchesEnded`), `receiver` names who got it first.
    mutating func open(_ kind: TraceEvent.Kind, at timestamp: TimeInterval, header: String, receiver: String) {
        walks.append(Walk(kind: kind, timestamp: timestamp, text: "\(header): \(receiver)", last: receiver,
                          ending: nil, slot: held.count))
        held.append(nil)
    }

    /// Adds a step from `from` to `to` to the innermost walk; returns `false` when no walk is open.
    ///
    /// A step that does not start where the last one ended (app code that called another responder's method
    /// itself) starts a new stretch after a `;`, so the line never claims a link it did not see.
    mutating func hop(from: String, to: String) -> Bool {
        guard !walks.isEmpty else { return false }
        let index = walks.count - 1
        walks[index].text += from == walks[index].last ? " -> \(to)" : "; \(from) -> \(to)"
        walks[index].last = to
        walks[index].ending = nil
        return true
    }

    /// Notes that the innermost walk ended without anyone keeping the event.
    mutating func end(_ ending: Ending) {
        guard !walks.isEmpty else { return }
        walks[walks.count - 1].ending = ending
    }

    /// Keeps `event` until the outermost walk closes.
    mutating func hold(_ event: TraceEvent) {
        held.append(event)
    }

    /// Closes the innermost walk; returns the events to deliver now, in order: none while an outer walk is
    /// still open, else the held events with every walk's line in its place.
    mutating func close() -> [TraceEvent] {
        guard let walk = walks.popLast() else { return [] }
        let outcome: String
        switch walk.ending {
        case nil: outcome = "handled by \(walk.last)"
        case .fellOffTheChain: outcome = "nobody handled it"
        case .cycle(let name): outcome = "stopped: the chain loops back to \(name)"
        }
        held[walk.slot] = TraceEvent(kind: walk.kind, timestamp: walk.timestamp, detail: "\(walk.text) (\(outcome))")
        guard walks.isEmpty else { return [] }
        defer { held.removeAll(keepingCapacity: true) }
        return held.compactMap { $0 }
    }
}
