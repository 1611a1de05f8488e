import Foundation

/// The responders from one responder up through `next`, as a sequence that always ends.
///
/// Iterating stops at the end of the chain or where it loops back on itself (spec <doc:Catalog#A10>); in that case
/// ``ResponderChain/Iterator/cycleDetected`` becomes true and the application records a diagnostic.
@preconcurrency @MainActor
public struct ResponderChain: @MainActor Sequence {
    /// The responder the walk starts at; it is the first element.
    public let origin: UIResponder

    /// Creates the chain that starts at `origin`.
    public init(from origin: UIResponder) {
        self.origin = origin
    }

    public func makeIterator() -> Iterator {
        Iterator(origin: origin)
    }

    /// Walks `next` one responder at a time, watching for a cycle without remembering every responder.
    @preconcurrency @MainActor
    public struct Iterator: @MainActor IteratorProtocol {
        private var pending: UIResponder?
        private var detector: ChainCycleDetector
        /// Whether the walk stopped because the chain came back to a responder it had visited.
        public private(set) var cycleDetected = false

        init(origin: UIResponder) {
            pending = origin
            detector = ChainCycleDetector(origin: origin)
        }

        public mutating func next() -> UIResponder? {
            guard let current = pending else { return nil }
            if let successor = current.next {
                if detector.step(to: successor) {
                    pending = successor
                } else {
                    cycleDetected = true
                    ResponderChainForwarding.reportCycle(at: successor, origin: detector.origin)
                    pending = nil
                }
            } else {
                pending = nil
            }
            return current
        }
    }
}

extension UIResponder {
    /// The responder chain starting at this responder: itself, then `next`, and so on, stopping at a cycle.
    public var responderChain: ResponderChain { ResponderChain(from: self) }
}

/// Detects a loop in a walk along `next` exactly at the first repeated responder, without allocating.
///
/// Each walk takes a fresh number and stamps every responder it reaches; meeting its own stamp again means a
/// cycle. A nested walk can overwrite stamps of the outer one, so Brent's algorithm (one remembered
/// checkpoint, doubling laps) runs beside it and guarantees every cycle is found within a few laps.
@MainActor
struct ChainCycleDetector {
    // Unchecked (`UncheckedState`), as is `ResponderChainForwarding.activeWalk`: every event's walk up the chain
    // touches them, and the only `inout` access (`step(to:)`) calls nothing that reaches them.
    private static let walkCounterHolder = UncheckedState<UInt64>(0)
    private static var walkCounter: UInt64 {
        get { walkCounterHolder.value }
        set { walkCounterHolder.value = newValue }
    }

    let origin: UIResponder
    private let walkID: UInt64
    /// `nil` while the checkpoint is still the origin, which saves retaining the origin twice per walk.
    private var laterCheckpoint: UIResponder?
    private var lapLimit = 1
    private var stepsSinceCheckpoint = 0

    init(origin: UIResponder) {
        ChainCycleDetector.walkCounter &+= 1
        walkID = ChainCycleDetector.walkCounter
        self.origin = origin
        origin.chainWalkStamp = walkID
    }

    /// Records a step to `successor`; returns `false` when the step closes a cycle.
    mutating func step(to successor: UIResponder) -> Bool {
        if successor.chainWalkStamp == walkID || successor === (laterCheckpoint ?? origin) { return false }
        successor.chainWalkStamp = walkID
        stepsSinceCheckpoint += 1
        if stepsSinceCheckpoint == lapLimit {
            laterCheckpoint = successor
            lapLimit *= 2
            stepsSinceCheckpoint = 0
        }
        return true
    }
}

/// Guards the recursive forwarding of events and actions along `next` against cycles (spec <doc:Catalog#A10>).
///
/// Default event methods forward by calling the same method on `next`, which recurses. The outermost call
/// starts a walk and every nested forward is one step of it, so a cycle stops the recursion instead of
/// overflowing the stack. Dispatch starts a fresh walk for each delivery with ``isolated(_:)``.
@MainActor
enum ResponderChainForwarding {
    private static let activeWalkHolder = UncheckedState<ChainCycleDetector?>(nil)
    private static var activeWalk: ChainCycleDetector? {
        get { activeWalkHolder.value }
        _modify { yield &activeWalkHolder.value }
    }

    /// Runs `body` with no walk in progress, restoring the enclosing walk afterwards.
    static func isolated<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = activeWalk
        activeWalk = nil
        defer { activeWalk = saved }
        return try body()
    }

    /// Hands `responder.next` to `body` unless there is none or the step closes a cycle; returns whether
    /// it did, so the caller learns that the event fell off the end of the chain without a shared flag.
    static func forward(from responder: UIResponder, _ body: (UIResponder) -> Void) -> Bool {
        guard let successor = responder.next else { return false }
        let startsWalk = activeWalk == nil
        if startsWalk { activeWalk = ChainCycleDetector(origin: responder) }
        defer { if startsWalk { activeWalk = nil } }
        guard activeWalk!.step(to: successor) else {
            reportCycle(at: successor, origin: activeWalk!.origin)
            if EventTrace.anyActive { EventTrace.noteWalkEnded(.cycle(describe(successor))) }
            return false
        }
        body(successor)
        return true
    }

    static func reportCycle(at responder: UIResponder, origin: UIResponder) {
        let application = origin.owningApplication ?? responder.owningApplication ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .responderChainCycle,
            message: "The responder chain from \(describe(origin)) loops back to \(describe(responder)); "
                + "the walk stopped there. Check overrides of `next`."))
    }

    static func describe(_ responder: UIResponder) -> String {
        DiagnosticFormat.name(responder)
    }
}

extension UIResponder {
    /// Forwards to `next` through the cycle guard; the default event methods use it.
    ///
    /// `method` names the event method for the event trace, which records each step up the chain.
    /// Returns whether there was a next responder to forward to.
    @discardableResult
    func forwardToNext(_ method: StaticString, _ body: (UIResponder) -> Void) -> Bool {
        if EventTrace.anyActive { traceForwarding(method) }
        return ResponderChainForwarding.forward(from: self, body)
    }

    /// Out of line so that, with nobody tracing, the forwarding above stays small enough to inline: with the
    /// trace's work in it, a move event cost 6% more with the trace off.
    @inline(never)
    private func traceForwarding(_ method: StaticString) {
        guard let next else {
            EventTrace.noteWalkEnded(.fellOffTheChain)
            return
        }
        traceForwarding(method, to: next)
    }

    /// Records one step of forwarding, to `next` or along a recorded chain, in the event trace: the trace of
    /// the walk in progress, or, for a step outside any (app code calling an event method itself), the trace
    /// of the application the responders belong to.
    @inline(never)
    func traceForwarding(_ method: StaticString, to next: UIResponder) {
        guard let trace = EventTrace.walking ?? (owningApplication ?? next.owningApplication)?.eventTrace else {
            return
        }
        trace.hop(method, from: self, to: next)
    }
}
