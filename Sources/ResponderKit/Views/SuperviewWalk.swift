import Foundation

/// Follows `superview` up from a view, as the code that gathers a touch's, press's, hover's or scroll's
/// recognizers does, and as focus and table selection do (spec <doc:Catalog#P46>).
///
/// `superview` is open, and an override may lead round in a loop that the tree itself cannot have; the walk
/// stops where the loop closes and records a diagnostic, rather than going round for ever (spec
/// <doc:Catalog#P53>). Each step reads `superview` only when asked for the next view, so what the walk's own
/// work does to the tree (a delegate removing a view) shows as it would in a plain loop. It allocates nothing:
/// the cycle check stamps the views it passes (`ChainCycleDetector`).
@MainActor
struct SuperviewWalk {
    private var last: UIView?
    private var start: UIView?
    /// The view the walk started from; the diagnostic goes to its window's application, since the view where
    /// the loop closes may be in no window.
    private var origin: UIView?
    private var detector: ChainCycleDetector?

    init(from view: UIView?) {
        start = view
    }

    mutating func next() -> UIView? {
        if let first = start {
            start = nil
            detector = ChainCycleDetector(origin: first)
            origin = first
            last = first
            return first
        }
        guard let previous = last else { return nil }
        last = previous.superview
        if let successor = last, detector?.step(to: successor) == false {
            last = nil
            Self.reportCycle(from: previous, to: successor, startingAt: origin)
        }
        return last
    }

    private static func reportCycle(from view: UIView, to superview: UIView, startingAt origin: UIView?) {
        (origin?.window?.application ?? view.window?.application ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .superviewCycle,
            message: "The superview of \(type(of: view)) leads back to \(type(of: superview)), which the walk "
                + "already passed: an override of `superview` forms a loop. The walk stopped there."))
    }
}
