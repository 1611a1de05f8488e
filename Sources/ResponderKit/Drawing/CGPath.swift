import Foundation

/// A shape as Core Graphics holds one: subpaths of lines and cubic curves.
///
/// There is no Core Graphics on Linux, so this stands in for the part event code touches: `UIBezierPath.cgPath`
/// makes one, a layer's `shadowPath` stores one, and ``contains(_:using:transform:)`` answers whether a point is
/// inside it, which is what a round button's hit test asks (spec <doc:Catalog#P43>). Nothing draws with it.
public final class CGPath: Hashable, Sendable {
    /// The path's pieces in order.
    let elements: [CGPathPiece]

    /// Creates a path of `elements`.
    init(elements: [CGPathPiece]) {
        self.elements = elements
    }

    /// Whether the path has no pieces.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last piece; `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { CGPathPiece.currentPoint(of: elements) ?? .zero }

    /// The smallest rectangle holding every point of the path, curves' control points included, as Core
    /// Graphics computes it; `CGRect.null` for an empty path.
    public var boundingBox: CGRect { CGPathPiece.boundingBox(of: elements) }

    /// Whether `point`, moved by `transform`'s inverse, is inside the path under `rule`; each open subpath
    /// counts as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        CGPathPiece.contains(point.applying(transform.inverted()), in: elements, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy; the path itself, as nothing can change it.
    public func copy() -> CGPath? { self }

    /// Whether the two paths have the same pieces.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    /// Hashes the pieces, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}

/// Which points count as inside a path whose outline crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the outline winds around the point a nonzero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd = 1
}
