import Foundation

extension UIFont {
    /// A font's weight, with UIKit's values: from -0.8 (ultra light) through 0 (regular) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat

        /// A weight from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The thinnest weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight.
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight.
        public static let light = Weight(rawValue: -0.4)
        /// The weight of body text.
        public static let regular = Weight(rawValue: 0)
        /// A medium weight.
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// A bold weight.
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight.
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight.
        public static let black = Weight(rawValue: 0.62)

        /// The system font's face for the weight, the nearest named one at or below it.
        var faceName: String {
            let faces: [(Weight, String)] = [
                (.black, "Black"), (.heavy, "Heavy"), (.bold, "Bold"), (.semibold, "Semibold"), (.medium, "Medium"),
                (.regular, "Regular"), (.light, "Light"), (.thin, "Thin"),
            ]
            return faces.first { rawValue >= $0.0.rawValue }?.1 ?? "Ultralight"
        }
    }

    /// A Dynamic Type text style, with UIKit's raw values (`UICTFontTextStyleBody`...).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// A style from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The largest title, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// A heading, 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// A subheading, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text, 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes, 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions, 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight iOS gives the style at the default content size.
        var defaultSizeAndWeight: (CGFloat, Weight) {
            let sizes: [TextStyle: CGFloat] = [
                .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
                .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
            ]
            return (sizes[self] ?? UIFont.defaultSize, self == .headline ? .semibold : .regular)
        }
    }
}
