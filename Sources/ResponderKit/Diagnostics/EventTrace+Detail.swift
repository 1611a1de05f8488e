import Foundation

extension EventTrace {
    /// How a subscriber sees an event's walk up the responder chain (<doc:Catalog#A11>, <doc:Catalog#A12>).
    ///
    /// When a responder does not handle a touch, press or motion event, its default implementation (the
    /// `super` call in an override) passes the event to its `next` responder, and so on up to the application
    /// delegate. ``short`` shows that walk the way you would describe it, one event per delivery:
    ///
    /// ```
    /// touchDelivery: touchesEnded: UIView[0.0] "topBackground" -> UIView[0] "root" -> DemoViewController[0] -> UIWindow[w0] "window" -> UIApplication -> DemoAppDelegate (nobody handled it)
    /// ```
    ///
    /// ``full`` shows the delivery and then every step as its own ``TraceEvent/Kind/forwarding`` event, which
    /// is what the JSON form (``TraceEvent/jsonLine``) and tools want.
    public enum Detail: String, Sendable, CaseIterable {
        /// Each walk up the responder chain is one event: the method, the responders it reached in order, and
        /// how it ended, `(handled by X)` or `(nobody handled it)`.
        ///
        /// - `handled by X`: X got the event and did not pass it on: its override did not call `super`.
        /// - `nobody handled it`: the last responder passed it on and had no next responder, so the event fell
        ///   off the end of the chain.
        /// - `stopped: the chain loops back to X`: an override of `next` made a cycle, and the walk stopped at
        ///   X (<doc:Catalog#A10>).
        ///
        /// The event has the kind of the delivery that started the walk (`touchDelivery`, `pressDelivery` or
        /// `motion`) and its timestamp; `forwarding` events appear only for steps outside any walk (app code
        /// calling another responder's event method itself). Events traced while the walk runs, such as a
        /// first-responder change or an action a handler sent, come right after its line. Responders a walk
        /// skips without a step (an override that calls `next?.touchesBegan` itself instead of `super`) start
        /// a new stretch after a `;`.
        case short
        /// Every step is its own event: the delivery (`ended x1 -> UIView[0.0] "topBackground"`), then one
        /// ``TraceEvent/Kind/forwarding`` event per step up the chain (`touchesEnded UIView[0.0] "topBackground" ->
        /// UIView[0] "root"`), each as it happens.
        case full
    }
}
