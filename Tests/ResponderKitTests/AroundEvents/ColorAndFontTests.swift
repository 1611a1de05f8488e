import Foundation
import ResponderKit
import Testing

/// Colors convert to and from the layer's color type (P40); fonts carry the system font's names, sizes and
/// metrics, and text views store them (P41).
@MainActor @Suite("UIColor.cgColor and the system colors real code uses; UIFont and the text views' font members")
struct ColorAndFontTests {
    @Test("P40: cgColor carries the color's components, and init(cgColor:) reads them back into an equal color")
    func cgColorRoundTrip() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.cgColor.numberOfComponents == 4)
        #expect(color.cgColor.alpha == 0.8)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor.red.cgColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(UIColor.red.cgColor != UIColor.blue.cgColor)
    }

    @Test("P40: a gray's cgColor has white and opacity, as Core Graphics gives a gray; copy(alpha:) changes only the opacity")
    func grayCGColor() throws {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        #expect(gray.cgColor.components == [0.25, 0.5])
        #expect(UIColor(cgColor: gray.cgColor) == gray)
        #expect(UIColor.black.cgColor == CGColor(gray: 0, alpha: 1))
        let faded = try #require(UIColor.red.cgColor.copy(alpha: 0.3))
        #expect(faded.components == [1, 0, 0, 0.3])
    }

    @Test("P40: groupTableViewBackground is systemGroupedBackground's color; withAlphaComponent keeps the hue")
    func systemColors() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        #expect(UIColor.groupTableViewBackground == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(UIColor.darkText == UIColor.black)
        #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6))
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.systemBlue.withAlphaComponent(0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [0, 122 / 255, 1, 0.5])
    }

    @Test("P41: the system fonts have iOS's names, the given size, and San Francisco's line height")
    func systemFonts() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.fontName == ".SFUI-Regular")
        #expect(body.familyName == ".AppleSystemUIFont")
        #expect(body.pointSize == 17)
        #expect(abs(body.lineHeight - 20.287109375) < 1e-9)
        #expect(abs(body.ascender - 16.1865234375) < 1e-9)
        #expect(abs(body.descender + 4.1005859375) < 1e-9)
        #expect(UIFont.boldSystemFont(ofSize: 20).fontName == ".SFUI-Semibold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == ".SFUI-Medium")
        #expect(UIFont.systemFont(ofSize: 12, weight: .light).fontName == ".SFUI-Light")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == ".SFUI-Black")
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
    }

    @Test("P41: withSize keeps the face; preferredFont gives each text style its default size; equal by name and size")
    func sizesAndStyles() throws {
        let medium = UIFont.systemFont(ofSize: 12, weight: .medium).withSize(30)
        #expect(medium.fontName == ".SFUI-Medium" && medium.pointSize == 30)
        #expect(abs(medium.lineHeight - 30 * 2444 / 2048) < 1e-9)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        let named = try #require(UIFont(name: "Avenir-Heavy", size: 14))
        #expect(named.fontName == "Avenir-Heavy" && named.familyName == "Avenir" && named.pointSize == 14)
        #expect(named.withSize(20).familyName == "Avenir")
    }

    @Test("P41: a label starts with the 17-point system font, label color, natural alignment and tail truncation; nil resets")
    func labelDefaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .systemRed
        label.textAlignment = .center
        label.lineBreakMode = .byWordWrapping
        #expect(label.font.fontName == ".SFUI-Semibold" && label.font.pointSize == 22)
        #expect(label.textColor == .systemRed)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(NSTextAlignment.center.rawValue == 1 && NSTextAlignment.natural.rawValue == 4)
    }

    @Test("P41: a button's title label, a text field and a text view store their font, color and alignment")
    func controlsStoreFonts() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
        #expect(try #require(button.titleLabel).font.pointSize == 13)
        let field = UITextField()
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == nil && field.textAlignment == .natural)
        field.font = .preferredFont(forTextStyle: .footnote)
        field.textColor = .secondaryLabel
        field.textAlignment = .right
        #expect(field.font?.pointSize == 13 && field.textColor == .secondaryLabel && field.textAlignment == .right)
        let textView = UITextView()
        #expect(textView.font == nil && textView.textAlignment == .natural)
        textView.font = .systemFont(ofSize: 15)
        textView.textAlignment = .justified
        #expect(textView.font?.pointSize == 15 && textView.textAlignment == .justified)
    }
}
