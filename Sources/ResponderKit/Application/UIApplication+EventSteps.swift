import Foundation

// Every event the host sends goes through `UIApplication.sendEvent(_:)` and then `UIWindow.sendEvent(_:)`, as
// in UIKit, so an app that overrides either sees touches, presses, shakes, remote control, hover and scroll
// alike, and an override that does not call `super` stops the event. Touches carry what to do in their `UITouch` objects;
// the other kinds carry it here: the input door's step (a press began, a shake ended...) waits on a stack while
// the event travels, and the window's `sendEvent(_:)` performs it.

/// What one non-touch event asks the responders to do, performed when the event reaches its window.
enum EventStep {
    case pressBegan(UIPress)
    case pressChanged(UIPress)
    case pressEnded(UIPress, UIPress.Phase)
    case shakeBegan
    case shakeEnded(MotionHearing?, cancelled: Bool)
    case remoteControl
    case hover(HostHover)
    case scroll(HostScroll, timestamp: TimeInterval)
}

/// A step on its way through `sendEvent(_:)`: the event that carries it, the window it goes to, and whether a
/// `sendEvent(_:)` already performed it (an override that calls `super` twice must not deliver twice).
struct PendingEventStep {
    let event: UIEvent
    let step: EventStep
    /// Held strongly, though only for as long as `dispatch` runs, which the caller's own reference to the
    /// window spans anyway: a weak reference would give the window a side table and cost a weak load per step.
    let window: UIWindow?
    var isPerformed = false
}

extension UIApplication {
    /// Sends `event` through `sendEvent(_:)` to carry `step` to `window`, and returns whether it got there: an
    /// override that does not call `super` stops it. Steps nest: a callback may send more input while a step is
    /// performed, and the nested step sits on top of the stack until it is done.
    // `step` is consumed: it moves into the pending entry instead of being copied there, payloads and all.
    @discardableResult
    func dispatch(_ step: consuming EventStep, of event: UIEvent, to window: UIWindow?) -> Bool {
        pendingEventSteps.append(PendingEventStep(event: event, step: step, window: window))
        sendEvent(event)
        return pendingEventSteps.removeLast().isPerformed
    }

    /// An ending an override stopped still ends the sequence for those who heard it begin, as a cancellation,
    /// so every beginning gets exactly one ending (<doc:Catalog#C2>, <doc:Catalog#H3>); the diagnostic says why.
    func noteStoppedEnding(of what: String) {
        diagnostics.record(ResponderDiagnostic(
            kind: .endingStoppedBySendEvent,
            message: "An override of sendEvent(_:) did not call super for the end of \(what); the responders "
                + "that heard it begin were sent a cancellation instead, so none is left waiting."))
    }

    /// The application's part for an event that is not touches: hand it to its window, or perform its step
    /// here when it has no window of this application to go to.
    func sendNonTouchEvent(_ event: UIEvent) {
        // Fields read in place: copying the whole step (its enum of payloads) cost more than the rest.
        guard let last = pendingEventSteps.indices.last, pendingEventSteps[last].event === event,
              !pendingEventSteps[last].isPerformed else { return }
        if let window = pendingEventSteps[last].window, window.application === self {
            window.sendEvent(event)
        } else {
            performEventStep(of: event)
        }
    }

    /// The window's part: performs the step `event` carries, once.
    func performEventStep(of event: UIEvent) {
        guard let last = pendingEventSteps.indices.last, pendingEventSteps[last].event === event,
              !pendingEventSteps[last].isPerformed else { return }
        pendingEventSteps[last].isPerformed = true
        switch pendingEventSteps[last].step {
        case .pressBegan(let press): deliverPressBegan(press)
        case .pressChanged(let press): deliverPressChanged(press)
        case .pressEnded(let press, let phase): deliverPressEnded(press, phase: phase)
        case .shakeBegan: deliverShakeBegan(event)
        case .shakeEnded(let record, let cancelled): deliverShakeEnded(record, cancelled: cancelled, event: event)
        case .remoteControl: deliverRemoteControl(event)
        case .hover(let hover): deliverHover(hover)
        case .scroll(let scroll, let timestamp): deliverScroll(scroll, timestamp: timestamp)
        }
    }
}
