import Foundation

/// The scroll types a pan gesture recognizer follows (``UIPanGestureRecognizer/allowedScrollTypesMask``).
///
/// Empty by default, so a pan written for fingers does not start moving when someone turns a wheel over
/// it; a scroll view opts in with `.all` (spec <doc:Catalog#M3>).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// One bit per ``UIScrollType``.
    public let rawValue: Int

    /// Creates a mask from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Wheel notches (``UIScrollType/discrete``).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolls (``UIScrollType/continuous``).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask admits scrolls of `type`.
    func admits(_ type: UIScrollType) -> Bool {
        contains(UIScrollTypeMask(rawValue: 1 << type.rawValue))
    }
}
