import Foundation

/// Failure requirements (<doc:Catalog#D9>): a recognizer that must wait for others to fail before it leaves
/// `possible`, and the waits settled as the others decide.
extension GestureArena {
    /// What a recognizer's failure requirements allow now: go ahead, wait, or fail because one it required
    /// recognized.
    enum RequirementOutcome {
        case satisfied
        case waiting
        case requiredRecognized(UIGestureRecognizer)
    }

    /// Whether `recognizer` may go ahead given the recognizers it must wait for.
    ///
    /// A required recognizer that is not taking part counts as failed. One that waits, directly or through a
    /// chain, for `recognizer` itself would never resolve; that link is ignored and reported.
    func requirementOutcome(for recognizer: UIGestureRecognizer) -> RequirementOutcome {
        var waiting = false
        for other in participants where other !== recognizer {
            guard other.isContending || other.storedState.hasRecognized,
                  requires(recognizer, toFail: other) else { continue }
            reportDraft?.relate(.requiresFailure(recognizer, of: other))
            if other.storedState.hasRecognized { return .requiredRecognized(other) }
            guard other.storedState == .possible, other.isContending else { continue }
            if waits(other, on: recognizer) {
                GestureArena.report(.gestureFailureRequirementCycle, about: recognizer,
                                    "and \(GestureArena.describe(other)) wait for each other to fail; "
                                        + "\(GestureArena.describe(recognizer)) stopped waiting.")
                continue
            }
            waiting = true
        }
        return waiting ? .waiting : .satisfied
    }

    /// Whether `recognizer` must wait for `other` to fail, by `require(toFail:)`, a subclass hook or a
    /// delegate (<doc:Catalog#D9>).
    func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer.explicitFailureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether `waiter` waits, directly or through waiting recognizers, for `target`.
    func waits(_ waiter: UIGestureRecognizer, on target: UIGestureRecognizer) -> Bool {
        var pending: [UIGestureRecognizer] = [waiter]
        var visited: [ObjectIdentifier] = [ObjectIdentifier(waiter)]
        while let current = pending.popLast() {
            guard case .waitingForFailure = current.arenaStatus else { continue }
            for candidate in participants where candidate !== current && candidate.storedState == .possible
                && candidate.isContending && requires(current, toFail: candidate) {
                if candidate === target { return true }
                let id = ObjectIdentifier(candidate)
                if !visited.contains(id) {
                    visited.append(id)
                    pending.append(candidate)
                }
            }
        }
        return false
    }

    /// Lets recognizers waiting for failures go ahead, or fail, until nothing more changes; handles chains.
    func resolveWaitingRecognizers() {
        guard !isResolving else {
            needsAnotherResolvePass = true
            return
        }
        isResolving = true
        defer { isResolving = false }
        repeat {
            needsAnotherResolvePass = false
            var index = 0
            while index < participants.count {
                let recognizer = participants[index]
                index += 1
                guard case .waitingForFailure(let wanted) = recognizer.arenaStatus,
                      recognizer.storedState == .possible else { continue }
                switch requirementOutcome(for: recognizer) {
                case .waiting: continue
                case .requiredRecognized(let required):
                    reportDraft?.willLose(recognizer, because: .requiredRecognizerRecognized(required))
                    apply(.failed, to: recognizer)
                case .satisfied:
                    recognizer.arenaStatus = .tracking
                    // Through the open property, so a subclass's `state` override sees the state it asked
                    // for arrive now that the wait is over (spec <doc:Catalog#P7>).
                    recognizer.state = wanted
                }
            }
        } while needsAnotherResolvePass
    }
}
