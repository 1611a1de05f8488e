import Foundation

/// How much a constraint matters, on UIKit's priority scale: 1000 is required, anything lower is optional.
///
/// Required constraints hold exactly or are rejected. Optional ones are satisfied as nearly as possible: the
/// solver minimises the sum of each optional constraint's error times its ``weight``. The weight doubles every
/// 50 priority points, so a higher priority wins over a lower one unless the lower one stands for many
/// constraints pulling together; UIKit documents only that higher priorities are satisfied first, and a purely
/// lexicographic order would need weights too far apart for floating point to add reliably.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority, from 0 to 1000.
    public let priority: Double

    /// A strength of the given priority; values outside 0...1000 are clamped.
    public init(_ priority: Double) {
        self.priority = min(max(priority, 0), 1000)
    }

    /// A constraint that must hold.
    public static let required = Strength(1000)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// What one point of error costs in the solver's objective: `2^(priority / 50)`.
    public var weight: Double { exp2(priority / 50) }

    /// Orders strengths by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}
