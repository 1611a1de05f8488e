import Foundation

/// A touch or press: an item whose record of hearers the ledger keeps on the item itself.
@MainActor
protocol HeardItem: AnyObject, Hashable {
    associatedtype Reference: HearerReference
    var hearing: HeardChain<Reference> { get set }
}

extension UITouch: HeardItem {}
extension UIPress: HeardItem {}

extension DeliveryLedger {
    // The default `touchesBegan`, `pressesBegan` and the rest forward through these two functions, so the
    // record of who heard a began is written exactly where the began really travels, and every later phase
    // goes exactly where the began went.

    /// Passes a began from `responder` to its `next`, recording the step; returns `false` when it fell off
    /// the end of the chain (or stopped at a cycle), which the items' records remember too.
    ///
    /// Items whose ending `responder` was already told (a handler that removed its own view before calling
    /// `super`), or that it passed on already, are not passed on again.
    @discardableResult
    static func forwardBegan<Item: HeardItem>(_ items: Set<Item>, from responder: UIResponder,
                                              method: StaticString,
                                              _ deliver: (UIResponder, Set<Item>) -> Void) -> Bool {
        var needsFilter = false
        for item in items {
            let index = item.hearing.entry(for: responder)
            if item.hearing.hasEnded(index) || item.hearing.hasPassedOn(index) { needsFilter = true }
            item.hearing.noteDefaultCalled(index)
        }
        let live = needsFilter ? items.filter { item in
            let index = item.hearing.entry(for: responder)
            return !item.hearing.hasEnded(index) && !item.hearing.hasPassedOn(index)
        } : items
        guard !live.isEmpty else { return true }
        let passed = responder.forwardToNext(method) { successor in
            var alreadyHeard = false
            for item in live {
                let index = item.hearing.entry(for: responder)
                if !item.hearing.link(index, to: successor) { alreadyHeard = true }
            }
            let told = alreadyHeard ? live.filter { item in
                item.hearing.index(of: responder).map { item.hearing.passedOn($0, to: successor) } ?? false
            } : live
            if !told.isEmpty { deliver(successor, told) }
        }
        if !passed {
            for item in live { item.hearing.reachedEndOfChain = true }
        }
        return passed
    }

    /// Passes a later phase from `responder` to the responder it passed the began to, for the items whose
    /// successor has not heard an ending; an ending marks the successor's entry first, so a handler that
    /// changes the world cannot make it hear one twice.
    ///
    /// In the usual case every item goes to the same successor and `items` is passed on as it came, so a
    /// move allocates nothing.
    static func forwardLater<Item: HeardItem>(_ items: Set<Item>, ending: Bool, from responder: UIResponder,
                                              method: StaticString,
                                              _ deliver: (UIResponder, Set<Item>) -> Void) {
        var target: UIResponder?
        var uniform = true
        for item in items {
            guard let index = item.hearing.index(of: responder), let next = item.hearing.openSuccessor(of: index),
                  let successor = item.hearing.responder(at: next) else {
                uniform = false
                continue
            }
            if let target {
                if target !== successor { uniform = false }
            } else {
                target = successor
            }
        }
        guard let target else {
            if EventTrace.anyActive { EventTrace.noteWalkEnded(.fellOffTheChain) }
            return
        }
        if uniform {
            if ending { markSuccessorsEnded(of: responder, items) }
            if EventTrace.anyActive { responder.traceForwarding(method, to: target) }
            deliver(target, items)
            return
        }
        var groups: [(UIResponder, Set<Item>)] = []
        for item in items {
            guard let index = item.hearing.index(of: responder), let next = item.hearing.openSuccessor(of: index),
                  let successor = item.hearing.responder(at: next) else { continue }
            if let group = groups.firstIndex(where: { $0.0 === successor }) {
                groups[group].1.insert(item)
            } else {
                groups.append((successor, [item]))
            }
        }
        for (successor, group) in groups {
            if ending { markSuccessorsEnded(of: responder, group) }
            if EventTrace.anyActive { responder.traceForwarding(method, to: successor) }
            deliver(successor, group)
        }
    }

    private static func markSuccessorsEnded<Item: HeardItem>(of responder: UIResponder, _ items: Set<Item>) {
        for item in items {
            guard let index = item.hearing.index(of: responder), let next = item.hearing.openSuccessor(of: index)
            else { continue }
            item.hearing.markEnded(next)
        }
    }
}

extension UIResponder {
    /// What the default touch methods do with `touches` in `phase`: pass them to the next responder, a
    /// began through `next` (recording the step), every later phase to where the began went (<doc:Catalog#C2>, <doc:Catalog#C3>).
    /// Controls that pass on some touches themselves (a text field that is not editing) call it too.
    func passOn(_ touches: Set<UITouch>, _ phase: UITouch.Phase, with event: UIEvent?) {
        switch phase {
        case .began:
            DeliveryLedger.forwardBegan(touches, from: self, method: "touchesBegan") {
                $0.touchesBegan($1, with: event)
            }
        case .moved:
            DeliveryLedger.forwardLater(touches, ending: false, from: self, method: "touchesMoved") {
                $0.touchesMoved($1, with: event)
            }
        case .ended:
            DeliveryLedger.forwardLater(touches, ending: true, from: self, method: "touchesEnded") {
                $0.touchesEnded($1, with: event)
            }
        case .cancelled:
            DeliveryLedger.forwardLater(touches, ending: true, from: self, method: "touchesCancelled") {
                $0.touchesCancelled($1, with: event)
            }
        case .stationary:
            break
        }
    }

    /// What the default press methods do with `presses` in `phase`, as ``passOn(_:_:with:)-touches`` does
    /// for touches (<doc:Catalog#H3>).
    func passOn(_ presses: Set<UIPress>, _ phase: UIPress.Phase, with event: UIPressesEvent?) {
        switch phase {
        case .began:
            DeliveryLedger.forwardBegan(presses, from: self, method: "pressesBegan") {
                $0.pressesBegan($1, with: event)
            }
        case .changed:
            DeliveryLedger.forwardLater(presses, ending: false, from: self, method: "pressesChanged") {
                $0.pressesChanged($1, with: event)
            }
        case .ended:
            DeliveryLedger.forwardLater(presses, ending: true, from: self, method: "pressesEnded") {
                $0.pressesEnded($1, with: event)
            }
        case .cancelled:
            DeliveryLedger.forwardLater(presses, ending: true, from: self, method: "pressesCancelled") {
                $0.pressesCancelled($1, with: event)
            }
        case .stationary:
            break
        }
    }
}
