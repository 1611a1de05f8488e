import Foundation

/// A color, as UIKit code names one: components in the extended sRGB space and an opacity.
///
/// ResponderKit draws nothing, so a color is its components: enough for code that sets
/// `backgroundColor` or `tintColor`, compares colors, or reads their components, to compile and behave. Colors
/// are equal when their components are, as `UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1)` is in
/// UIKit. There is no CoreGraphics on Linux: `cgColor` and `init(cgColor:)` convert to and from the ``CGColor``
/// stand-in that layers store. There is no dark mode: the dynamic system colors (`.label`,
/// `.systemBackground`...) are their light appearance.
open class UIColor: NSObject, @unchecked Sendable {
    // Immutable after creation, which is what makes the class safe to share between threads.
    /// The red, green and blue components, which may leave 0...1 in the extended sRGB space, and the opacity,
    /// 0 (clear) to 1 (opaque). Named apart from the parameters so `UIColor.red` always means the color.
    let redComponent, greenComponent, blueComponent, alphaComponent: CGFloat
    /// The system name of a named color (`systemBlue`), for its description.
    let systemName: String?
    /// Whether the color was made from a white level, so it describes itself in the gray space as UIKit does.
    let isGray: Bool

    /// Creates a color from red, green and blue components and an opacity, each usually 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
        systemName = nil
        isGray = false
    }

    /// Creates a gray from a white level (0 black, 1 white) and an opacity.
    public init(white: CGFloat, alpha: CGFloat) {
        redComponent = white
        greenComponent = white
        blueComponent = white
        alphaComponent = alpha
        systemName = nil
        isGray = true
    }

    /// Creates a color from hue, saturation and brightness, each 0...1, and an opacity.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        redComponent = rgb.red
        greenComponent = rgb.green
        blueComponent = rgb.blue
        alphaComponent = alpha
        systemName = nil
        isGray = false
    }

    /// Creates one of the named system colors from 0...255 components.
    init(systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        redComponent = red / 255
        greenComponent = green / 255
        blueComponent = blue / 255
        alphaComponent = alpha
        self.systemName = systemName
        isGray = false
    }

    /// Creates one of the named fixed colors (`black`, `lightGray`...) from a white level.
    init(systemName: String, white: CGFloat, alpha: CGFloat = 1) {
        redComponent = white
        greenComponent = white
        blueComponent = white
        alphaComponent = alpha
        self.systemName = systemName
        isGray = true
    }

    /// Creates one of the named fixed colors (`red`, `orange`...) from 0...1 components.
    init(systemName: String, unitRed red: CGFloat, green: CGFloat, blue: CGFloat) {
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = 1
        self.systemName = systemName
        isGray = false
    }

    // MARK: Reading components

    /// The same color with opacity `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
    }

    /// Writes the red, green, blue and opacity components into the pointers given (`nil` ones are skipped)
    /// and returns `true`: every ResponderKit color is in an RGB-compatible space.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// Writes the white level and opacity and returns `true` for a gray; returns `false` and writes nothing for
    /// a color with hue, as UIKit does for colors outside the gray space.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard redComponent == greenComponent, greenComponent == blueComponent else { return false }
        white?.pointee = redComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// Writes the hue, saturation, brightness and opacity components and returns `true`.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (red, green, blue) = (redComponent, greenComponent, blueComponent)
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        let chroma = maximum - minimum
        var value: CGFloat = 0
        if chroma > 0 {
            switch maximum {
            case red: value = (green - blue) / chroma
            case green: value = (blue - red) / chroma + 2
            default: value = (red - green) / chroma + 4
            }
            value /= 6
            if value < 0 { value += 1 }
        }
        hue?.pointee = value
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = alphaComponent
        return true
    }

    // MARK: Equality and description

    /// Whether `object` is a color with the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return redComponent == other.redComponent && greenComponent == other.greenComponent
            && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
    }

    /// A hash of the components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
        return hasher.finalize()
    }

    /// The color space and components as UIKit prints them (`UIExtendedSRGBColorSpace 1 0 0 1`), after the
    /// name of a system color.
    open override var description: String {
        let numbers = (isGray ? [redComponent, alphaComponent]
            : [redComponent, greenComponent, blueComponent, alphaComponent]).map { UIColor.format($0) }
        let space = isGray ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        let components = ([space] + numbers).joined(separator: " ")
        return systemName.map { "\($0) (\(components))" } ?? components
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Converts hue, saturation and brightness (0...1) to red, green and blue.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
