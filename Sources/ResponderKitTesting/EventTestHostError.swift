import Foundation
import ResponderKit

/// A helper of ``EventTestHost`` was called with arguments that do not describe real input.
public enum EventTestHostError: Error, Equatable, CustomStringConvertible {
    /// `move(_:to:)` needs exactly one point per finger.
    case mismatchedCounts(fingers: Int, points: Int)
    /// A target search found no visible view; it names what was searched for.
    case noView(String)
    /// A target search found several visible views; it names what was searched for and each view found.
    case severalViews(String, found: [String])
    /// `press(key:modifiers:)` was given a character no key of a US keyboard types.
    case noKeyTypes(Character)
    /// A count or duration that no real gesture has (a tap count below 1, a negative duration).
    case invalidGesture(String)
    /// A gesture aimed at a view that a touch would not reach (spec T1, T2): the message names the view, the
    /// point, the view that would get the touch instead and why, then the hit-test report and where the
    /// recording of the test's input is (T10). Nothing was sent.
    case notHittable(String)
    /// A gesture aimed at a view that is off screen, or clipped by a scroll view, and could not be scrolled
    /// into view (spec T6); nothing was sent.
    case offScreen(String)
    /// A wait on the virtual clock ran out (spec T7, T8): what was waited for, the timeout and what is still
    /// scheduled.
    case timedOut(String)
    /// View controllers, views or windows still alive after the host tore its windows down (spec T9), one
    /// name each.
    case leaked([String])

    public var description: String {
        switch self {
        case .mismatchedCounts(let fingers, let points):
            return "move(_:to:) got \(fingers) fingers but \(points) points; give one point per finger."
        case .noView(let target):
            return "No visible view is \(target); check the view is in a shown window and not hidden."
        case .severalViews(let target, let found):
            return "\(found.count) visible views are \(target): \(found.joined(separator: "; ")). "
                + "Give one of them a unique accessibilityIdentifier, or pass the view itself."
        case .noKeyTypes(let character):
            return "No key of a US keyboard types \"\(character)\"; use press(key:modifiers:) with a "
                + "UIKeyboardHIDUsage, or type(_:) for text."
        case .invalidGesture(let problem), .notHittable(let problem), .offScreen(let problem),
             .timedOut(let problem):
            return problem
        case .leaked(let names):
            return "\(names.count) object\(names.count == 1 ? " is" : "s are") still alive after the test's windows "
                + "were torn down: \(names.joined(separator: "; ")). Something still holds "
                + "\(names.count == 1 ? "it" : "them"): a closure capturing self strongly, a delegate that is not "
                + "weak, a timer, or a property of the test case."
        }
    }
}
