import Foundation

/// Recognizers compare by identity, as `NSObject`s do in UIKit, so they can key sets and appear in reports.
extension UIGestureRecognizer: Hashable {
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
