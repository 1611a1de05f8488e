import Foundation

// What the arena does on the next turn of the run loop: actions (D2), the view cancellations that follow
// them (D14), and resets (D1).

extension GestureArena {
    // MARK: The next turn (D2, D14)

    func enqueue(_ item: Work) {
        work.append(item)
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        application.clock.performOnNextTurn(flushWork)
    }

    func queueResetIfDone(_ recognizer: UIGestureRecognizer) {
        guard recognizer.arenaStatus == .finished(resetQueued: false), !recognizer.hasTouchesDown,
              recognizer.pressesDownCount == 0 else { return }
        recognizer.arenaStatus = .finished(resetQueued: true)
        enqueue(.reset(recognizer))
    }

    /// Runs the work queued before this turn: actions, the view cancellations that follow them, resets.
    /// Work queued by the actions themselves waits for the following turn.
    func flush() {
        isFlushScheduled = false
        let count = work.count
        var index = 0
        while index < count {
            let item = work[index]
            index += 1
            switch item {
            case .sendActions(let recognizer, let state):
                sendActions(of: recognizer, for: state)
            case .cancelViewTouch(let touch):
                index = cancelClaimedTouches(startingWith: touch, at: index, upTo: count)
            case .cancelPress(let press):
                application.cancelClaimedPress(press)
            case .reset(let recognizer):
                resetRecognizer(recognizer)
            }
        }
        // Most turns run everything queued (one action, for a finger moving a pan): taking the items off the end
        // one by one skips the general range replacement and its generic destruction, 160 instructions a turn.
        if count == work.count {
            while !work.isEmpty { work.removeLast() }
        } else {
            work.removeFirst(count)
        }
        if !work.isEmpty, !isFlushScheduled {
            isFlushScheduled = true
            application.clock.performOnNextTurn(flushWork)
        }
    }

    func sendActions(of recognizer: UIGestureRecognizer, for state: UIGestureRecognizer.State) {
        let saved = recognizer.stateSeenByActions
        recognizer.stateSeenByActions = state
        defer { recognizer.stateSeenByActions = saved }
        var index = 0
        while index < recognizer.actionTargets.count {
            // Read field by field: copying the whole entry copies its weak reference too.
            let hasTarget = recognizer.actionTargets[index].hasTarget
            let run = recognizer.actionTargets[index].run
            let target = hasTarget ? recognizer.actionTargets[index].target : nil
            index += 1
            if hasTarget, target == nil { continue }
            run(target, recognizer)
        }
    }

    /// Decides the cancellations of the claimed touches queued next to each other on one view, which the ledger
    /// sends in one `touchesCancelled` (<doc:Catalog#D14>); returns the index after the last item used.
    func cancelClaimedTouches(startingWith first: UITouch, at index: Int, upTo end: Int) -> Int {
        let base = decisions.count
        var next = index
        let view = first.view
        if first.viewDelivery == .cancellationPending { decisions.append(.cancelClaimed(first)) }
        while next < end, case .cancelViewTouch(let touch) = work[next], touch.isOn(view) {
            if touch.viewDelivery == .cancellationPending { decisions.append(.cancelClaimed(touch)) }
            next += 1
        }
        if decisions.count > base { application.carryOutArenaDecisions(from: base) }
        return next
    }

    func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.arenaStatus == .finished(resetQueued: true) else { return }
        let previous = recognizer.storedState
        recognizer.storedState = .possible
        recognizer.trackedTouches.removeAll(keepingCapacity: true)
        recognizer.trackedPresses.removeAll(keepingCapacity: true)
        recognizer.currentRoundStart = 0
        recognizer.arenaStatus = .outside
        recognizer.pointerInput = nil
        participants.removeAll { $0 === recognizer }
        stateObserver?(recognizer, previous, .possible)
        traceTransition(of: recognizer, from: previous, to: .possible)
        recognizer.reset()
    }
}
