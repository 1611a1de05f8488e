import Foundation

// Responders are equal only to themselves, as UIKit's are through NSObject, so they can be dictionary keys and
// set members — `UIControl.allTargets` is a set of them.
extension UIResponder: Hashable {
    /// Whether the two are the same responder.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the responder's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
