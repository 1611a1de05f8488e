import Foundation

/// The traits an interface is laid out for: the kind of device, the room along each axis, the scale, the
/// layout direction and the appearance (spec <doc:Catalog#P3>).
///
/// Immutable, as in UIKit. A collection made with one of the single-trait initializers leaves the others
/// unspecified, and ``init(traitsFrom:)`` combines collections, the later ones winning where they specify a
/// trait. Two collections are equal when every trait is.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The room across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The room down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    init(idiom: UIUserInterfaceIdiom = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, style: UIUserInterfaceStyle = .unspecified) {
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        layoutDirection = direction
        userInterfaceStyle = style
    }

    /// A collection with no trait specified.
    public convenience init() { self.init(idiom: .unspecified) }
    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// The traits of `collections` combined: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var idiom = UIUserInterfaceIdiom.unspecified, horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified, scale: CGFloat = 0
        var direction = UITraitEnvironmentLayoutDirection.unspecified, style = UIUserInterfaceStyle.unspecified
        for collection in collections {
            if collection.userInterfaceIdiom != .unspecified { idiom = collection.userInterfaceIdiom }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.displayScale != 0 { scale = collection.displayScale }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
        }
        self.init(idiom: idiom, horizontal: horizontal, vertical: vertical, scale: scale, direction: direction,
                  style: style)
    }

    /// Whether colors that adapt to traits would look different under `traitCollection`: whether the
    /// appearance differs.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle
    }

    /// Whether every trait of `trait` that is specified has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// The collection with `style` as its appearance, or itself when `style` is unspecified.
    func applying(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle ? self
            : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Whether every trait is equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
            && lhs.layoutDirection == rhs.layoutDirection && lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    /// The traits, for logs and test failures.
    public var description: String {
        "UITraitCollection(idiom: \(userInterfaceIdiom), horizontal: \(horizontalSizeClass), vertical: "
            + "\(verticalSizeClass), scale: \(displayScale), direction: \(layoutDirection), style: "
            + "\(userInterfaceStyle))"
    }
}
