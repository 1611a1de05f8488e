import Foundation

/// The kinds of scroll input a pointing device makes (spec <doc:Catalog#M3>).
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel's notches: separate steps with no phases.
    case discrete
    /// A trackpad's two-finger scroll: a stream of small deltas between a begin and an end.
    case continuous
}
