extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (spec <doc:Catalog#D1>).
    ///
    /// A discrete gesture goes from ``possible`` to ``recognized`` (the same as ``ended``) or ``failed``. A
    /// continuous one goes from ``possible`` to ``began``, any number of ``changed``, then ``ended`` or
    /// ``cancelled``, or from ``possible`` to ``failed``. Every final state returns to ``possible`` once all
    /// the recognizer's touches have ended.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the state every recognizer starts and resets to.
        case possible
        /// A continuous gesture started; its actions went out.
        case began
        /// A continuous gesture went on; its actions went out again.
        case changed
        /// A continuous gesture finished, or a discrete one was recognized.
        case ended
        /// A continuous gesture was interrupted, for example by ``isEnabled`` becoming `false`.
        case cancelled
        /// The touches are not this gesture; no actions are sent.
        case failed

        /// The state of a recognized discrete gesture: the same value as ``ended``.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }
}
