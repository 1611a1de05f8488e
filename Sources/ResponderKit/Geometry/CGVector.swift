import Foundation

// swift-corelibs-foundation defines CGPoint, CGSize and CGRect but not CGVector, which CoreGraphics gives UIKit
// code (gesture velocities, physics offsets, `NSValue(cgVector:)`). This fills the gap with CoreGraphics' shape.

/// A two-dimensional vector: a direction and a length, as CoreGraphics defines it.
///
/// Encoded as CoreGraphics encodes it, an unkeyed pair `[dx, dy]`, so archives written by either side read
/// back on the other.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() {
        dx = 0
        dy = 0
    }

    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from `Double` components, as CoreGraphics' Swift overlay allows.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components, as CoreGraphics' Swift overlay allows.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    /// Reads the unkeyed pair `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        dx = try container.decode(CGFloat.self)
        dy = try container.decode(CGFloat.self)
    }

    /// Writes the unkeyed pair `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
