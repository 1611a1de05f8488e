import Foundation
import ResponderKit
import Testing

@Suite("UIColor")
struct UIColorTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        let ok = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return ok ? [red, green, blue, alpha] : []
    }

    @Test("init(red:green:blue:alpha:) keeps its components, which getRed(_:green:blue:alpha:) reads back")
    func rgb() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(components(color) == [0.2, 0.4, 0.6, 0.8])
    }

    @Test("init(white:alpha:) is a gray; getWhite reads it, and fails for a color with hue")
    func white() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        #expect(components(gray) == [0.25, 0.25, 0.25, 0.5])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    }

    @Test("init(hue:saturation:brightness:alpha:) converts to RGB, and getHue converts back")
    func hsb() {
        func close(_ color: UIColor, _ expected: [CGFloat]) -> Bool {
            zip(components(color), expected).allSatisfy { abs($0 - $1) < 1e-9 }
        }
        #expect(close(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), [1, 0, 0, 1]))
        #expect(close(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), [0, 1, 0, 1]))
        #expect(close(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 0.5, alpha: 1), [0, 0, 0.5, 1]))
        #expect(close(UIColor(hue: 0.5, saturation: 0, brightness: 0.7, alpha: 0.3), [0.7, 0.7, 0.7, 0.3]))
        #expect(close(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), [1, 0, 0, 1]), "hue wraps")
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.systemBlue.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        #expect(close(back, components(.systemBlue)))
    }

    @Test("The fixed colors have UIKit's components")
    func fixedColors() {
        #expect(components(.black) == [0, 0, 0, 1])
        #expect(components(.white) == [1, 1, 1, 1])
        #expect(components(.clear) == [0, 0, 0, 0])
        #expect(components(.red) == [1, 0, 0, 1])
        #expect(components(.green) == [0, 1, 0, 1])
        #expect(components(.blue) == [0, 0, 1, 1])
        #expect(components(.yellow) == [1, 1, 0, 1])
        #expect(components(.orange) == [1, 0.5, 0, 1])
        #expect(components(.purple) == [0.5, 0, 0.5, 1])
        #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(components(.cyan) == [0, 1, 1, 1])
        #expect(components(.magenta) == [1, 0, 1, 1])
        #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
        let third: CGFloat = 1.0 / 3, twoThirds: CGFloat = 2.0 / 3
        #expect(components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(components(.darkGray) == [third, third, third, 1])
    }

    @Test("The system colors are their light appearance: systemBlue is 0, 122, 255; label black on white")
    func systemColors() {
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemRed == UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
        #expect(UIColor.label == .black)
        #expect(UIColor.systemBackground == .white)
        #expect(UIColor.tintColor == .systemBlue)
        #expect(components(.secondaryLabel)[3] == 0.6)
        #expect(components(.separator)[3] == 0.29)
        let named: [UIColor] = [.systemGreen, .systemGray, .systemOrange, .systemYellow, .systemPink, .systemPurple,
                                .systemTeal, .systemIndigo, .secondarySystemBackground, .separator, .secondaryLabel]
        #expect(Set(named).count == named.count, "each system color is distinct")
    }

    @Test("withAlphaComponent(_:) changes only the opacity")
    func withAlpha() {
        let green: CGFloat = 122.0 / 255
        #expect(components(UIColor.systemBlue.withAlphaComponent(0.5)) == [0, green, 1, 0.5])
        #expect(UIColor.red.withAlphaComponent(1) == .red)
        #expect(UIColor.red.withAlphaComponent(0.5) != .red)
    }

    @Test("Colors are equal and hash alike by their components, however they were made")
    func equality() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red != UIColor.blue)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test("description reads as UIKit's: color space and components, after a system color's name")
    func description() {
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
        #expect(UIColor.systemBlue.description == "systemBlue (UIExtendedSRGBColorSpace 0 0.478 1 1)")
    }

    @Test("UIColor is Sendable: a color can cross to another task")
    func sendable() async {
        let color = UIColor.systemPink
        let copy = await Task.detached { color.withAlphaComponent(0.2) }.value
        #expect(copy == UIColor.systemPink.withAlphaComponent(0.2))
    }
}
