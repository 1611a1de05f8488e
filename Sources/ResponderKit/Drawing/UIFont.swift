import Foundation

/// A font, as UIKit code names one: a name, a size and the metrics layout reads.
///
/// ResponderKit draws no text, so a font is what code stores in a label's or field's `font` and reads back:
/// its ``fontName``, ``pointSize`` and line metrics, enough for code that sizes views from a font's line height
/// to compute what it does on iOS. The system font's names are those iOS 13 and later report (`.SFUI-Regular`),
/// and its metrics are San Francisco's (spec <doc:Catalog#P41>). Fonts are equal when name and size are.
open class UIFont: NSObject, @unchecked Sendable {
    // Immutable after creation, which is what makes the class safe to share between threads.
    /// The font's full name, such as `.SFUI-Regular` for the regular system font.
    public let fontName: String
    /// The font's family name; `.AppleSystemUIFont` for the system font.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight, which the system font's name follows.
    let weight: Weight

    /// Creates a font named `fontName` at `fontSize` points.
    ///
    /// There are no font files to look in, so every name gives a font (UIKit answers `nil` for a name it does
    /// not know); it carries the name and size, with the system font's metrics. A size of 0 or less gives 17,
    /// the system's default size, as it does in UIKit.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        familyName = fontName.split(separator: "-").first.map(String.init) ?? fontName
        pointSize = fontSize > 0 ? fontSize : UIFont.defaultSize
        weight = .regular
    }

    /// Creates a font from all its parts; the system font's family unless one is given.
    init(systemSize size: CGFloat, weight: Weight, name: String, family: String = ".AppleSystemUIFont") {
        fontName = name
        familyName = family
        pointSize = size
        self.weight = weight
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points; iOS's is the system font's semibold face, named
    /// `.SFUI-Semibold`, with a bold weight.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: .bold, name: ".SFUI-Semibold")
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: .regular, name: ".SFUI-RegularItalic")
    }

    /// The system font of `weight` at `fontSize` points, named after its face (`.SFUI-Medium`).
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight, name: ".SFUI-" + weight.faceName)
    }

    /// The monospaced-digit system font of `weight` at `fontSize` points; the same metrics here.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for `style` at the default (large) content size, as iOS gives it: body 17 points, headline 17
    /// semibold, caption1 12... Dynamic Type does not change it, as there is no user setting on Linux.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    /// The same font at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(systemSize: fontSize, weight: weight, name: fontName, family: familyName)
    }

    /// The system's default text size, 17 points.
    static let defaultSize: CGFloat = 17
    /// San Francisco's ascender and descender in font units of a 2048-unit em, from which iOS's line metrics come.
    private static let unitsPerEm: CGFloat = 2048
    private static let ascenderUnits: CGFloat = 1950
    private static let descenderUnits: CGFloat = 494

    /// The distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { pointSize * UIFont.ascenderUnits / UIFont.unitsPerEm }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative as in UIKit.
    open var descender: CGFloat { -pointSize * UIFont.descenderUnits / UIFont.unitsPerEm }
    /// The space between lines of text: ascender plus descender, the system font having no line gap
    /// (20.29 points for 17-point text, as on iOS).
    open var lineHeight: CGFloat { ascender - descender }
    /// The extra space between lines; 0 for the system font.
    open var leading: CGFloat { 0 }

    /// Whether `object` is a font with the same name and size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The font's name and size, as UIKit prints them.
    open override var description: String {
        "font-family: \"\(fontName)\"; font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}
