import Foundation

/// A registration of ``UIApplication/observeActions(_:)``; pass it to
/// ``UIApplication/stopObservingActions(_:)`` to end it.
@preconcurrency @MainActor
public final class ActionObservation {
    let handler: @MainActor (ActionResolutionReport, Bool) -> Void

    init(handler: @escaping @MainActor (ActionResolutionReport, Bool) -> Void) {
        self.handler = handler
    }
}

extension UIApplication {
    /// Calls `handler` after every action sent through ``sendAction(_:to:from:for:)`` with where it went (the
    /// report is made just before delivery, so it shows the chain the action walked) and whether it was
    /// handled; what a test host uses to answer "which object received the last action".
    ///
    /// With no observer, sending an action does no extra work.
    @discardableResult
    public func observeActions(_ handler: @escaping @MainActor (ActionResolutionReport, Bool) -> Void)
        -> ActionObservation {
        let observation = ActionObservation(handler: handler)
        actionObservations.append(observation)
        return observation
    }

    /// Ends an ``observeActions(_:)`` registration.
    public func stopObservingActions(_ observation: ActionObservation) {
        actionObservations.removeAll { $0 === observation }
    }
}
