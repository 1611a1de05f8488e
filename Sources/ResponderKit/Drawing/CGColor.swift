import Foundation

/// A color as Core Graphics hands one to layers: components and an opacity.
///
/// There is no Core Graphics on Linux, so this stands in for it with the part event code touches: it is made by
/// `UIColor.cgColor` and stored in a layer's `borderColor`, `shadowColor` or `backgroundColor`, compared, and
/// read back into a `UIColor` with `UIColor(cgColor:)`. Nothing draws with it. Two colors are equal when their
/// components are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The color's components, the opacity last: white and opacity for a gray, red, green, blue and opacity
    /// otherwise, as Core Graphics gives them for the gray and RGB spaces.
    public let components: [CGFloat]?
    /// How many components the color has, the opacity included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The opacity, 0 (clear) to 1 (opaque).
    public var alpha: CGFloat { components?.last ?? 0 }

    /// Creates a color from red, green and blue components and an opacity, as `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a gray from a white level and an opacity, as `CGColor(gray:alpha:)`.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The same color with opacity `alpha`; never `nil` here, optional as in Core Graphics.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components, components.count == 2 else {
            let rgb = components ?? [0, 0, 0, 0]
            return CGColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
        }
        return CGColor(gray: components[0], alpha: alpha)
    }

    /// The components, as Core Graphics prints them after the color space.
    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }

    /// Whether the two colors have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}
