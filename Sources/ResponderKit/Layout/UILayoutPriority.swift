import Foundation

/// How much a constraint matters when the constraints cannot all hold: `required` (1000) constraints always hold,
/// lower ones are satisfied as nearly as the higher ones allow (spec <doc:Catalog#U8>).
///
/// A `Float` wrapper as in UIKit, with the arithmetic UIKit code uses to nudge a priority (`.defaultHigh + 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority with the given value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority with the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold: 1000, the priority of a new constraint.
    public static let required = UILayoutPriority(1000)
    /// 750: how strongly a view resists being squeezed below its intrinsic size, by default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: how strongly a view resists being stretched beyond its intrinsic size, by default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` pulls toward its target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// 510: a window drag that may resize its scene wins over this.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500: the priority a scene keeps its size with.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490: a window drag that may not resize its scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// The priority `lhs` above `rhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }
    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
