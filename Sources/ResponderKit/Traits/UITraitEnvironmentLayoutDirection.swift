import Foundation

/// The layout direction a trait collection carries (spec <doc:Catalog#P3>).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not given.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
