import Foundation

/// The record of one shake: the responders that heard `motionBegan`, held weakly (<doc:Catalog#I2>).
@MainActor
final class MotionHearing {
    var hearing = HeardChain<WeakHearer>()
}

// The ledger's part of a shake's path: door -> application -> **ledger** -> first responder -> the recorded
// chain. `motionEnded` and `motionCancelled` go to the responders that got `motionBegan`, in that order,
// even if the first responder left, was freed or another became first responder in between (I2).

extension DeliveryLedger {
    /// Tells `target` and, through the default `motionBegan`, its chain that a shake began; returns the
    /// shake's record for its ending.
    func tellShakeBegan(to target: UIResponder, event: UIEvent) -> MotionHearing {
        let record = MotionHearing()
        _ = record.hearing.entry(for: target)
        event.motionHearing = record
        let traced = trace.openWalk(.motion, to: target, full: { "shake began -> \(TraceEvent.name(of: target))" },
                                  short: { "motionBegan shake" })
        ResponderChainForwarding.isolated { target.motionBegan(.motionShake, with: event) }
        trace.closeWalk(traced)
        return record
    }

    /// Tells the responders that heard the shake begin that it ended or was cancelled; returns whether it
    /// fell off the end of the chain unhandled.
    func tellShakeEnded(_ record: MotionHearing, cancelled: Bool, event: UIEvent) -> (UIResponder, Bool)? {
        guard let index = firstOpenHearer(of: record), let target = record.hearing.responder(at: index) else {
            return nil
        }
        record.hearing.markEnded(index)
        record.hearing.reachedEndOfChain = false
        event.motionHearing = record
        let traced = trace.openWalk(.motion, to: target, full: {
            "shake \(cancelled ? "cancelled" : "ended") -> \(TraceEvent.name(of: target))"
        }, short: { "motion\(cancelled ? "Cancelled" : "Ended") shake" })
        ResponderChainForwarding.isolated {
            if cancelled {
                target.motionCancelled(.motionShake, with: event)
            } else {
                target.motionEnded(.motionShake, with: event)
            }
        }
        trace.closeWalk(traced)
        return (target, record.hearing.reachedEndOfChain)
    }

    private func firstOpenHearer(of record: MotionHearing) -> Int? {
        guard !record.hearing.isEmpty else { return nil }
        var index = 0
        while true {
            if record.hearing.hasEnded(index) { return nil }
            if record.hearing.responder(at: index) != nil { return index }
            let next = Int(record.hearing[index].successor)
            guard next >= 0 else { return nil }
            index = next
        }
    }
}

extension UIResponder {
    /// What the default motion methods do: a began goes to `next`, recording the step; an ending goes to
    /// where the began went. A motion event without a record (sent by app code) just goes to `next`.
    func passOnMotion(_ motion: UIEvent.EventSubtype, _ phase: UIEvent.MotionPhase, with event: UIEvent?) {
        guard let record = event?.motionHearing else {
            switch phase {
            case .began: forwardToNext("motionBegan") { $0.motionBegan(motion, with: event) }
            case .ended: forwardToNext("motionEnded") { $0.motionEnded(motion, with: event) }
            case .cancelled: forwardToNext("motionCancelled") { $0.motionCancelled(motion, with: event) }
            }
            return
        }
        switch phase {
        case .began:
            let index = record.hearing.entry(for: self)
            guard !record.hearing.hasEnded(index), !record.hearing.hasPassedOn(index) else { return }
            let passed = forwardToNext("motionBegan") { successor in
                guard record.hearing.link(index, to: successor) else { return }
                successor.motionBegan(motion, with: event)
            }
            if !passed { record.hearing.reachedEndOfChain = true }
        case .ended, .cancelled:
            guard let index = record.hearing.index(of: self) else { return }
            // A freed responder hears nothing; the record's next live one, the one it passed the shake to, does.
            guard let next = record.hearing.openSuccessor(of: index),
                  let successor = record.hearing.responder(at: next) else {
                if record.hearing.runsOffEnd(from: index) {
                    record.hearing.reachedEndOfChain = true
                    if EventTrace.anyActive { EventTrace.noteWalkEnded(.fellOffTheChain) }
                }
                return
            }
            record.hearing.markEnded(next)
            if EventTrace.anyActive { traceForwarding(phase == .ended ? "motionEnded" : "motionCancelled", to: successor) }
            if phase == .ended {
                successor.motionEnded(motion, with: event)
            } else {
                successor.motionCancelled(motion, with: event)
            }
        }
    }
}

extension UIEvent {
    /// The phases of a motion, for the default motion methods.
    enum MotionPhase {
        case began, ended, cancelled
    }
}
