import Foundation

/// One step of event dispatch, as the event trace records it.
///
/// Responders are named by ``TraceEvent/name(of:)``: a view's `accessibilityIdentifier` when it has one,
/// otherwise its type and its index path from the window, so two runs of the same input give the same trace.
public struct TraceEvent: Sendable, Equatable, CustomStringConvertible {
    /// The families of steps, for filtering.
    public enum Kind: String, Sendable, CaseIterable {
        /// Host input accepted by the input door.
        case input
        /// Host input the door rejected.
        case inputRejected
        /// The view a new touch was hit-tested to.
        case hitTest
        /// A touch callback sent to a touch's view; in the short form (``EventTrace/Detail/short``), with the
        /// walk up the responder chain that followed.
        case touchDelivery
        /// A default event method passing the event to the next responder (spec <doc:Catalog#C3>, <doc:Catalog#H3>, <doc:Catalog#I2>).
        ///
        /// Subscribers of ``EventTrace/Detail/full`` get one per step; those of ``EventTrace/Detail/short`` get
        /// the steps of a walk folded into the walk's delivery event, and this kind only for a step outside any.
        case forwarding
        /// A gesture recognizer changed state.
        case recognizerState
        /// An action message delivered to its receiver.
        case action
        /// A window's first responder changed.
        case firstResponder
        /// Input views appeared, changed or disappeared.
        case inputViews
        /// A press callback sent to the first responder of a press; in the short form, with its walk up the chain.
        case pressDelivery
        /// A shake or remote-control event sent to its first responder; in the short form, with its walk up the
        /// chain.
        case motion
    }

    /// Which family the step belongs to.
    public let kind: Kind
    /// When it happened, on the application's clock.
    public let timestamp: TimeInterval
    /// What happened, in words, naming the objects involved.
    public let detail: String

    /// Creates a trace event; ResponderKit emits them, tests and tools may build their own to compare.
    public init(kind: Kind, timestamp: TimeInterval, detail: String) {
        self.kind = kind
        self.timestamp = timestamp
        self.detail = detail
    }

    public var description: String {
        "[\(String(format: "%.3f", timestamp))] \(kind.rawValue): \(detail)"
    }

    /// The name traces and reports give a responder: its type, a short id that stays the same from run to run
    /// (a view's path of subview indexes from its window), and its accessibility identifier or title when it
    /// has one, such as `UIButton[0.2.1] "play"`; see the article "Explaining events".
    @preconcurrency @MainActor
    public static func name(of responder: UIResponder?) -> String {
        DiagnosticFormat.name(responder)
    }
}

/// A structured record of every dispatch step of one application, for anyone who subscribes.
///
/// With no subscriber, dispatch checks one stored flag and builds nothing, so tracing costs nothing when off.
/// Subscribe with a filter to see only some kinds; print events for a readable log. Each subscriber chooses a
/// ``Detail``: by default a walk up the responder chain is one event; ``Detail/full`` gives every step.
///
/// ```swift
/// let trace = application.eventTrace.record()                 // one line per walk up the chain
/// let everyStep = application.eventTrace.record(detail: .full) // the delivery, then each step
/// ```
@preconcurrency @MainActor
public final class EventTrace {
    /// A subscription; keep it to stay subscribed and pass it to ``unsubscribe(_:)`` to stop.
    public final class Subscription {
        let kinds: Set<TraceEvent.Kind>?
        let detail: Detail
        let handler: @MainActor (TraceEvent) -> Void

        init(kinds: Set<TraceEvent.Kind>?, detail: Detail, handler: @escaping @MainActor (TraceEvent) -> Void) {
            self.kinds = kinds
            self.detail = detail
            self.handler = handler
        }

        func wants(_ event: TraceEvent) -> Bool { kinds?.contains(event.kind) ?? true }
    }

    // Dispatch reads this flag several times per event, and a runtime exclusivity check would cost more than
    // the read: it is held in `UncheckedState`.
    private let activeFlag = UncheckedState(false)
    /// Whether anyone is listening; dispatch reads it before building an event.
    public private(set) var isActive: Bool {
        get { activeFlag.value }
        set {
            if newValue != activeFlag.value { EventTrace.activeTraceCount += newValue ? 1 : -1 }
            activeFlag.value = newValue
        }
    }
    /// How many applications' traces have subscribers; lets code that does not know its application (a
    /// responder forwarding an event) skip all tracing work with one check.
    private static var activeTraceCount = 0
    static var anyActive: Bool { activeTraceCount > 0 }
    private var subscriptions: [Subscription] = []
    private var hasShortSubscriber = false
    private var walks = ChainWalkFolder()
    // The clock rather than the application, so the application can create its trace in its initializer and
    // hand it out without a lazy property's check or an unowned reference's retain on every event.
    private let clock: EventClock

    init(clock: EventClock) {
        self.clock = clock
    }

    isolated deinit {
        if isActive { EventTrace.activeTraceCount -= 1 }
    }

    /// Calls `handler` with every trace event of the given kinds (all kinds when `nil`), each walk up the
    /// responder chain as one event (`.short`, the default) or every step of it as its own (`.full`).
    @discardableResult
    public func subscribe(to kinds: Set<TraceEvent.Kind>? = nil, detail: Detail = .short,
                          _ handler: @escaping @MainActor (TraceEvent) -> Void) -> Subscription {
        let subscription = Subscription(kinds: kinds, detail: detail, handler: handler)
        subscriptions.append(subscription)
        noteSubscriptionsChanged()
        return subscription
    }

    /// Stops a subscription.
    public func unsubscribe(_ subscription: Subscription) {
        subscriptions.removeAll { $0 === subscription }
        noteSubscriptionsChanged()
    }

    private func noteSubscriptionsChanged() {
        isActive = !subscriptions.isEmpty
        hasShortSubscriber = subscriptions.contains { $0.detail == .short }
    }

    /// Collects every event of the given kinds until the returned recorder is stopped, in the form `detail`
    /// asks for; handy in tests.
    public func record(_ kinds: Set<TraceEvent.Kind>? = nil, detail: Detail = .short) -> TraceRecorder {
        TraceRecorder(trace: self, kinds: kinds, detail: detail)
    }

    /// The traces of the walks up the chain in progress, innermost last: a walk's steps and its ending go to the
    /// last. Empty when no walk is traced.
    private static var walkingTraces: [EventTrace] = []

    /// The trace of the innermost walk up the chain in progress, if it is traced.
    static var walking: EventTrace? { walkingTraces.last }

    /// Traces the delivery of an event to `receiver`, the start of a walk up the responder chain: subscribers
    /// of ``Detail/full`` get `full()` now, those of ``Detail/short`` one event for the whole walk when it
    /// closes, headed `short()` (the method, and what it carries when that says more than the kind). Returns
    /// whether the walk is traced, for ``closeWalk(_:)``.
    ///
    /// Inlined so that with no subscriber a delivery costs one load and one branch here and one in
    /// ``closeWalk(_:)``; a flag rather than a token holding a reference, which would be released per event.
    @inline(__always)
    func openWalk(_ kind: TraceEvent.Kind, to receiver: UIResponder, full: () -> String,
                  short: () -> String) -> Bool {
        guard isActive else { return false }
        beginWalk(kind, receiver, full, short)
        return true
    }

    /// Closes the walk ``openWalk(_:to:full:short:)`` opened, when it was traced.
    @inline(__always)
    func closeWalk(_ traced: Bool) {
        if traced { finishWalk() }
    }

    @inline(never)
    private func beginWalk(_ kind: TraceEvent.Kind, _ receiver: UIResponder, _ full: () -> String,
                           _ short: () -> String) {
        let timestamp = clock.now
        if subscriptions.contains(where: { $0.detail == .full }) {
            deliver(TraceEvent(kind: kind, timestamp: timestamp, detail: full()), to: .full)
        }
        // Folded whoever listens, so that a walk opened is always closed, even if subscribers change inside it.
        walks.open(kind, at: timestamp, header: short(), receiver: TraceEvent.name(of: receiver))
        EventTrace.walkingTraces.append(self)
    }

    @inline(never)
    private func finishWalk() {
        EventTrace.walkingTraces.removeLast()
        for event in walks.close() { deliver(event, to: .short) }
    }

    /// Traces one step of forwarding from `responder` to `next`: a `forwarding` event for ``Detail/full``, a
    /// link of the open walk's line for ``Detail/short`` (a step outside any walk is an event of its own).
    func hop(_ method: StaticString, from responder: UIResponder, to next: UIResponder) {
        guard isActive else { return }
        let from = TraceEvent.name(of: responder), to = TraceEvent.name(of: next)
        let event = TraceEvent(kind: .forwarding, timestamp: clock.now, detail: "\(method) \(from) -> \(to)")
        deliver(event, to: .full)
        if !walks.hop(from: from, to: to) { deliver(event, to: .short) }
    }

    /// Notes that the walk in progress ended without anyone keeping the event, for its short line's ending.
    static func noteWalkEnded(_ ending: ChainWalkFolder.Ending) {
        walking?.walks.end(ending)
    }

    /// Emits an event built by `detail`, which only runs when someone listens.
    ///
    /// Inlined so that with no subscriber a hook is one load and one branch at its call site.
    @inline(__always)
    func emit(_ kind: TraceEvent.Kind, _ detail: () -> String) {
        guard isActive else { return }
        publish(kind, detail())
    }

    @inline(never)
    private func publish(_ kind: TraceEvent.Kind, _ detail: String) {
        let event = TraceEvent(kind: kind, timestamp: clock.now, detail: detail)
        deliver(event, to: .full)
        if hasShortSubscriber && walks.isOpen {
            walks.hold(event)
        } else {
            deliver(event, to: .short)
        }
    }

    private func deliver(_ event: TraceEvent, to detail: Detail) {
        // A handler may subscribe or unsubscribe; the loop goes over the subscriptions as they were.
        for subscription in subscriptions where subscription.detail == detail && subscription.wants(event) {
            subscription.handler(event)
        }
    }
}

/// Collects trace events into an array while it is recording.
@preconcurrency @MainActor
public final class TraceRecorder {
    /// The events collected so far, oldest first.
    public private(set) var events: [TraceEvent] = []
    private let trace: EventTrace
    private var subscription: EventTrace.Subscription?

    init(trace: EventTrace, kinds: Set<TraceEvent.Kind>?, detail: EventTrace.Detail) {
        self.trace = trace
        subscription = trace.subscribe(to: kinds, detail: detail) { [weak self] in self?.events.append($0) }
    }

    /// Stops collecting; the events gathered stay.
    public func stop() {
        if let subscription { trace.unsubscribe(subscription) }
        subscription = nil
    }

    /// The collected events, one per line.
    public var text: String { events.map(\.description).joined(separator: "\n") }
}
