import Foundation

/// The application's referee between gesture recognizers, and between recognizers and views.
///
/// It decides which recognizers receive a touch (<doc:Catalog#D3>, <doc:Catalog#D10>), applies every state change (<doc:Catalog#D1>), sends actions on
/// the next turn of the run loop (<doc:Catalog#D2>), makes recognizers on the same touches exclude each other (<doc:Catalog#D8>) or wait
/// for each other (<doc:Catalog#D9>), and decides which touches recognizers hold back from views or claim (<doc:Catalog#D4>-<doc:Catalog#D7>).
/// It only decides: its decisions are ``ArenaDecision`` values, which `DeliveryLedger`, the owner of what every
/// responder heard, carries out; the arena never calls the ledger, nor the ledger the arena.
///
/// Files: this one (state changes and arbitration), `GestureArena+Gathering.swift` (who takes part),
/// `GestureArena+FailureRequirements.swift`, `GestureArena+HeldTouches.swift` (decisions on the views' touches),
/// `ArenaDecision.swift`,
/// `GestureArena+Presses.swift`, `GestureArena+Pointer.swift`, `GestureArena+NextTurn.swift` (actions,
/// cancellations and resets).
///
/// The steady-state path (fingers moving under recognizers that are already tracking them) allocates
/// nothing: recognizers and touches keep their lists from touch-down, sets are borrowed from the touch
/// routing, and next-turn work is a queue of enum values flushed by one closure made once.
@MainActor
final class GestureArena {
    /// What the arena does on the next turn, in order: a recognizer's actions, then the cancellation of the
    /// view touches it claimed (<doc:Catalog#D14>), then, once its touches ended, its reset (<doc:Catalog#D1>).
    enum Work {
        /// Run the recognizer's actions with ``UIGestureRecognizer/state`` reading `state`.
        case sendActions(UIGestureRecognizer, state: UIGestureRecognizer.State)
        /// Send `touchesCancelled` for a claimed touch to its view, grouped with neighbours on the same view.
        case cancelViewTouch(UITouch)
        /// Send `pressesCancelled` to the responders of a press a recognizer claimed (spec <doc:Catalog#H2>, <doc:Catalog#H3>).
        case cancelPress(UIPress)
        /// Reset the recognizer to `possible`.
        case reset(UIGestureRecognizer)
    }

    // Unretained: the application owns the arena, and the arena is reached only through the application or
    // through holders that check the application's lifetime token first (a recognizer's `arena`,
    // `flushWork`); a checked unowned read cost a retain on every state change and turn.
    private let unretainedApplication: Unretained<UIApplication>
    var application: UIApplication { unretainedApplication.object }
    // Held directly: reaching it through the unowned `application` costs a checked retain per state change.
    let trace: EventTrace
    // Every touch event goes through the arena's state, and a runtime exclusivity check costs more than the
    // access: together such checks were a quarter of a move event's instructions. All access is on the main
    // actor and nothing holds an `inout` access to one of them across a call that could reach it again.
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    /// Recognizers taking part in the current touches, in the order they joined: for one touch, the hit-test
    /// view's recognizers first, then each ancestor's up to the window's, each view's in insertion order.
    var participants: [UIGestureRecognizer] {
        get { hot.value.participants }
        _modify { yield &hot.value.participants }
    }
    var work: [Work] {
        get { hot.value.work }
        _modify { yield &hot.value.work }
    }
    var isFlushScheduled: Bool {
        get { hot.value.isFlushScheduled }
        _modify { yield &hot.value.isFlushScheduled }
    }
    /// Runs the queued work on the next turn; skipped when the application was freed in between, since the
    /// clock, which the host owns, can outlive it.
    lazy var flushWork: @MainActor () -> Void = { [arena = Unretained(self), lifetime = application.lifetime] in
        guard lifetime.isAlive else { return }
        arena.object.flush()
    }
    /// Whether touch dispatch is running; held touches are then released by the window's view step.
    var isDispatching: Bool {
        get { hot.value.isDispatching }
        _modify { yield &hot.value.isDispatching }
    }
    var isResolving: Bool {
        get { hot.value.isResolving }
        _modify { yield &hot.value.isResolving }
    }
    var needsAnotherResolvePass: Bool {
        get { hot.value.needsAnotherResolvePass }
        _modify { yield &hot.value.needsAnotherResolvePass }
    }
    /// Called with every state change of every recognizer in this application; see
    /// `UIApplication.gestureRecognizerStateObserver`.
    var stateObserver: (@MainActor (UIGestureRecognizer, UIGestureRecognizer.State, UIGestureRecognizer.State) -> Void)?
    /// The decisions on the views' touches waiting for the ledger (`ArenaDecision`), in storage kept across events.
    let decisions = ArenaDecisions()
    /// Where reports go while someone records them; `nil` (the usual case) makes every report hook a no-op.
    var reportLog: GestureArenaLog?
    var reportDraft: ArenaReportDraft? { reportLog?.draft }

    init(application: UIApplication) {
        unretainedApplication = Unretained(application)
        trace = application.eventTrace
        participants.reserveCapacity(8)
        work.reserveCapacity(16)
    }

    // MARK: Step 2: recognizers see the touches (D3)

    /// Which of `recognizer`'s touches are in `phase` in `window`, so the window's recognizer step tells it
    /// about them in one call: none, one (the usual case, `only`), or several (`many`, gathered by
    /// ``gatherTouches(of:in:window:into:)``).
    func touchesToTell(_ recognizer: UIGestureRecognizer, in phase: UITouch.Phase, window: UIWindow) -> TouchesToTell {
        guard recognizer.receivesTouches else { return .none }
        var first: UITouch?
        for touch in recognizer.trackedTouches
        where touch.physicalPhase == phase && !touch.isRetired && touch.isIn(window) {
            if first != nil { return .many }
            first = touch
        }
        guard let first else { return .none }
        return .only(first)
    }

    /// Puts `recognizer`'s touches in `phase` in `window` into `group`.
    func gatherTouches(of recognizer: UIGestureRecognizer, in phase: UITouch.Phase, window: UIWindow,
                       into group: inout Set<UITouch>) {
        for touch in recognizer.trackedTouches
        where touch.physicalPhase == phase && !touch.isRetired && touch.isIn(window) {
            group.insert(touch)
        }
    }

    /// The recognizers whose touches all ended and that finished queue their resets (<doc:Catalog#D1>); the
    /// application's last step of a touch event.
    func queueResetsOfFinishedRecognizers() {
        #if DEBUG
        TouchPathLog.note("queueResetsOfFinishedRecognizers")
        #endif
        for recognizer in participants { queueResetIfDone(recognizer) }
    }

    // MARK: State changes (D1, D2, D8, D9, D10)

    /// Applies a state a recognizer (or its subclass) asks for, refusing what <doc:Catalog#D1> does not allow.
    static func requestTransition(of recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        let current = recognizer.storedState
        if current == .possible, target == .possible { return }
        guard current.allowsTransition(to: target) else {
            report(.illegalGestureStateTransition, about: recognizer,
                   "tried to go from \(current) to \(target), which a gesture recognizer may not do; "
                       + "the state stays \(current).")
            return
        }
        guard let arena = recognizer.arena ?? recognizer.view?.window?.application?.gestureArena else {
            recognizer.storedState = target
            return
        }
        if current == .possible, target != .failed {
            if case .waitingForFailure = recognizer.arenaStatus { return }
            arena.attemptToLeavePossible(recognizer, to: target)
        } else {
            arena.apply(target, to: recognizer)
        }
    }

    /// Lets a recognizer go to began or recognized if nothing stops it: an active recognizer that prevents it
    /// (<doc:Catalog#D8>), a failure requirement (<doc:Catalog#D9>), or a view or delegate that says no (<doc:Catalog#D10>).
    func attemptToLeavePossible(_ recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        if let preventing = preventingRecognizer(of: recognizer) {
            reportDraft?.willLose(recognizer, because: .prevented(by: preventing))
            apply(.failed, to: recognizer)
            return
        }
        switch requirementOutcome(for: recognizer) {
        case .requiredRecognized(let required):
            reportDraft?.willLose(recognizer, because: .requiredRecognizerRecognized(required))
            apply(.failed, to: recognizer)
        case .waiting:
            recognizer.arenaStatus = .waitingForFailure(wanted: target)
        case .satisfied:
            let refusal = beginRefusal(of: recognizer)
            // A view or delegate asked may have disabled or removed the recognizer, which already failed it
            // (D1, D12): it must not then go on to recognize.
            guard recognizer.storedState == .possible, recognizer.isContending else { return }
            if let refusal {
                reportDraft?.willLose(recognizer, because: refusal)
                apply(.failed, to: recognizer)
            } else {
                apply(target, to: recognizer)
            }
        }
    }

    /// Puts `state` in place and does what it implies. Only legal transitions reach it.
    func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let previous = recognizer.storedState
        recognizer.storedState = state
        if case .waitingForFailure = recognizer.arenaStatus { recognizer.arenaStatus = .tracking }
        stateObserver?(recognizer, previous, state)
        traceTransition(of: recognizer, from: previous, to: state)
        reportDraft?.transition(recognizer, to: state)
        if state.sendsActions { enqueue(.sendActions(recognizer, state: state)) }
        let leftPossible = previous == .possible && state.hasRecognized
        if leftPossible {
            excludeOthers(for: recognizer)
            if recognizer.cancelsTouchesInView {
                claimViewTouches(of: recognizer)
                claimPresses(of: recognizer)
            }
        }
        if state.isFinal {
            recognizer.arenaStatus = .finished(resetQueued: false)
            queueResetIfDone(recognizer)
        }
        if state == .failed || leftPossible { resolveWaitingRecognizers() }
        settleAfterChange()
    }

    /// Fails (<doc:Catalog#D8>) the undecided recognizers that share a touch with `winner`, unless either delegate allows
    /// simultaneous recognition or `canPrevent` / `canBePrevented` say otherwise.
    private func excludeOthers(for winner: UIGestureRecognizer) {
        var index = 0
        while index < participants.count {
            let other = participants[index]
            index += 1
            guard other !== winner, other.storedState == .possible, other.isContending,
                  sharesTouch(winner, other), !recognizeSimultaneously(winner, other),
                  winner.canPrevent(other), other.canBePrevented(by: winner),
                  // The delegates and overrides just asked may have ended `other`'s part (disabled or removed
                  // it, or taken its view away): a recognizer already final is not failed twice (D1).
                  other.storedState == .possible else { continue }
            if let reportDraft {
                let waitedForWinner = requires(other, toFail: winner)
                reportDraft.willLose(other, because: waitedForWinner ? .requiredRecognizerRecognized(winner) : .excluded(by: winner))
            }
            apply(.failed, to: other)
        }
    }

    /// An active (began or changed) recognizer on the same touches that keeps `recognizer` from beginning.
    private func preventingRecognizer(of recognizer: UIGestureRecognizer) -> UIGestureRecognizer? {
        participants.first { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && sharesTouch(recognizer, other) && !recognizeSimultaneously(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
    }

    /// Whether the two recognizers receive a common touch or press, so they compete (<doc:Catalog#D8>).
    ///
    /// Each touch lists its few recognizers, so the question costs the touches times the recognizers, not the
    /// touches squared; the list can still name a recognizer that has since reset, so a hit is confirmed.
    private func sharesTouch(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.trackedTouches.contains { touch in
            touch.recognizerStorage.contains { $0 === second } && second.isTracking(touch)
        }
            || first.trackedPresses.contains { press in second.trackedPresses.contains { $0 === press } }
    }

    private func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        let together = first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
        if together { reportDraft?.relate(.simultaneous(first, second)) }
        return together
    }

    /// Asks the views whose touches the recognizer would cancel, then its delegate (<doc:Catalog#D10>, <doc:Catalog#D11>); returns who
    /// refused, or `nil` when it may begin.
    private func beginRefusal(of recognizer: UIGestureRecognizer) -> GestureArenaReport.Loss? {
        if recognizer.cancelsTouchesInView {
            let touches = recognizer.trackedTouches
            for (index, touch) in touches.enumerated() where touch.viewDelivery.wouldBeClaimed {
                guard let view = touch.view else { continue }
                let askedAlready = touches[..<index].contains { $0.view === view && $0.viewDelivery.wouldBeClaimed }
                if !askedAlready, !view.gestureRecognizerShouldBegin(recognizer) { return .refusedByView(view) }
            }
            // The focused view is asked as a touched view is, so a focused button refuses an ancestor's tap.
            for press in recognizer.trackedPresses where press.responderDelivery.wouldBeClaimed {
                if let view = press.responder as? UIView, !view.gestureRecognizerShouldBegin(recognizer) {
                    return .refusedByView(view)
                }
            }
        }
        let delegateAgrees = recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        return delegateAgrees ? nil : .refusedByDelegate
    }

    // MARK: Disabling and removal (D12)

    /// Cancels a recognizer that began, or fails one still deciding, because it was disabled (<doc:Catalog#D12>).
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        endParticipation(of: recognizer)
    }

    /// Ends a recognizer's part in the current touches: it cancels if it began, fails if it had not.
    func endParticipation(of recognizer: UIGestureRecognizer) {
        switch recognizer.arenaStatus {
        case .outside, .finished: return
        case .tracking, .waitingForFailure: break
        }
        reportDraft?.willLose(recognizer, because: .disabledOrRemoved)
        switch recognizer.storedState {
        case .began, .changed: apply(.cancelled, to: recognizer)
        case .possible: apply(.failed, to: recognizer)
        case .ended, .cancelled, .failed: break
        }
    }

    /// Takes a recognizer out of the current touches for good, because it left its view or its view left
    /// the window: it ends its part, stops holding touches back, and resets once its actions went out.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        guard recognizer.arenaStatus != .outside else { return }
        endParticipation(of: recognizer)
        for touch in recognizer.trackedTouches {
            touch.recognizerStorage.removeAll { $0 === recognizer }
        }
        recognizer.trackedTouches.removeAll(keepingCapacity: true)
        recognizer.currentRoundStart = 0
        for press in recognizer.trackedPresses {
            press.recognizerStorage.removeAll { $0 === recognizer }
        }
        recognizer.trackedPresses.removeAll()
        queueResetIfDone(recognizer)
        settleAfterChange()
    }

    /// Withdraws every recognizer taking part: the application resigns active or terminates (<doc:Catalog#N2>).
    func withdrawAll() {
        for recognizer in participants { withdraw(recognizer) }
    }

    /// Withdraws the recognizers attached to `view` or its descendants (spec <doc:Catalog#C8> for recognizers).
    func withdrawRecognizers(inside view: UIView) {
        var index = 0
        while index < participants.count {
            let recognizer = participants[index]
            index += 1
            if let attached = recognizer.view, attached.isDescendant(of: view) { withdraw(recognizer) }
        }
    }

    // MARK: Diagnostics

    func traceTransition(of recognizer: UIGestureRecognizer, from previous: UIGestureRecognizer.State,
                                 to state: UIGestureRecognizer.State) {
        trace.emit(.recognizerState) {
            "\(DiagnosticFormat.name(recognizer)): \(previous) -> \(state)"
        }
    }

    static func report(_ kind: ResponderDiagnostic.Kind, about recognizer: UIGestureRecognizer, _ text: String) {
        let application = recognizer.arena?.application ?? recognizer.view?.window?.application ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(kind: kind, message: "\(describe(recognizer)) \(text)"))
    }

    static func describe(_ recognizer: UIGestureRecognizer) -> String {
        DiagnosticFormat.name(recognizer)
    }
}

/// Which touches of a recognizer the window's recognizer step tells it about in one phase.
enum TouchesToTell {
    case none
    case only(UITouch)
    case many
}

extension ViewDelivery {
    /// Whether a recognizer recognizing now would take this touch from its view: the view has it, or will.
    var wouldBeClaimed: Bool {
        switch self {
        case .delivering, .heldBegan, .heldEnded: return true
        case .undecided, .cancellationPending, .withheld, .finished: return false
        }
    }
}

extension PressDelivery {
    /// Whether a recognizer recognizing now would take this press from its responders.
    var wouldBeClaimed: Bool {
        self == .undecided || self == .delivering
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer still competes for the current touches: tracking or waiting, not finished.
    var isContending: Bool {
        switch arenaStatus {
        case .tracking, .waitingForFailure: return true
        case .outside, .finished: return false
        }
    }
}

extension GestureArena {
    /// The hot state of `GestureArena`, in one value (`UncheckedState`).
    struct HotState {
        var participants: [UIGestureRecognizer] = []
        var work: [Work] = []
        var isFlushScheduled: Bool = false
        var isDispatching: Bool = false
        var isResolving: Bool = false
        var needsAnotherResolvePass: Bool = false
    }
}
