import Foundation

// The colors UIKit names. The fixed ones (`red`, `lightGray`...) have UIKit's components; the system ones
// (`systemBlue`, `label`...) are dynamic in UIKit, and here take the values of their light appearance in the
// default contrast, since ResponderKit has no dark mode. Each is a class property, as in UIKit, `public` where
// UIKit's is `open` because a property declared in an extension cannot be overridden; each read makes a new,
// equal color.

extension UIColor {
    /// Pure black.
    public class var black: UIColor { UIColor(systemName: "black", white: 0) }
    /// Pure white.
    public class var white: UIColor { UIColor(systemName: "white", white: 1) }
    /// Gray: white level 0.5.
    public class var gray: UIColor { UIColor(systemName: "gray", white: 0.5) }
    /// Light gray: white level 2.0 / 3.
    public class var lightGray: UIColor { UIColor(systemName: "lightGray", white: 2.0 / 3) }
    /// Dark gray: white level 1.0 / 3.
    public class var darkGray: UIColor { UIColor(systemName: "darkGray", white: 1.0 / 3) }
    /// Fully transparent black.
    public class var clear: UIColor { UIColor(systemName: "clear", white: 0, alpha: 0) }
    /// Fixed red: red 1, green 0, blue 0.
    public class var red: UIColor { UIColor(systemName: "red", unitRed: 1, green: 0, blue: 0) }
    /// Fixed green: red 0, green 1, blue 0.
    public class var green: UIColor { UIColor(systemName: "green", unitRed: 0, green: 1, blue: 0) }
    /// Fixed blue: red 0, green 0, blue 1.
    public class var blue: UIColor { UIColor(systemName: "blue", unitRed: 0, green: 0, blue: 1) }
    /// Fixed yellow: red 1, green 1, blue 0.
    public class var yellow: UIColor { UIColor(systemName: "yellow", unitRed: 1, green: 1, blue: 0) }
    /// Fixed orange: red 1, green 0.5, blue 0.
    public class var orange: UIColor { UIColor(systemName: "orange", unitRed: 1, green: 0.5, blue: 0) }
    /// Fixed purple: red 0.5, green 0, blue 0.5.
    public class var purple: UIColor { UIColor(systemName: "purple", unitRed: 0.5, green: 0, blue: 0.5) }
    /// Fixed brown: red 0.6, green 0.4, blue 0.2.
    public class var brown: UIColor { UIColor(systemName: "brown", unitRed: 0.6, green: 0.4, blue: 0.2) }
    /// Fixed cyan: red 0, green 1, blue 1.
    public class var cyan: UIColor { UIColor(systemName: "cyan", unitRed: 0, green: 1, blue: 1) }
    /// Fixed magenta: red 1, green 0, blue 1.
    public class var magenta: UIColor { UIColor(systemName: "magenta", unitRed: 1, green: 0, blue: 1) }

    /// The system's blue, the default tint.
    public class var systemBlue: UIColor { UIColor(systemName: "systemBlue", red: 0, green: 122, blue: 255) }
    /// The system's red, for destructive actions and errors.
    public class var systemRed: UIColor { UIColor(systemName: "systemRed", red: 255, green: 59, blue: 48) }
    /// The system's green.
    public class var systemGreen: UIColor { UIColor(systemName: "systemGreen", red: 52, green: 199, blue: 89) }
    /// The system's orange.
    public class var systemOrange: UIColor { UIColor(systemName: "systemOrange", red: 255, green: 149, blue: 0) }
    /// The system's yellow.
    public class var systemYellow: UIColor { UIColor(systemName: "systemYellow", red: 255, green: 204, blue: 0) }
    /// The system's pink.
    public class var systemPink: UIColor { UIColor(systemName: "systemPink", red: 255, green: 45, blue: 85) }
    /// The system's purple.
    public class var systemPurple: UIColor { UIColor(systemName: "systemPurple", red: 175, green: 82, blue: 222) }
    /// The system's teal.
    public class var systemTeal: UIColor { UIColor(systemName: "systemTeal", red: 48, green: 176, blue: 199) }
    /// The system's indigo.
    public class var systemIndigo: UIColor { UIColor(systemName: "systemIndigo", red: 88, green: 86, blue: 214) }
    /// The system's cyan.
    public class var systemCyan: UIColor { UIColor(systemName: "systemCyan", red: 50, green: 173, blue: 230) }
    /// The system's mint.
    public class var systemMint: UIColor { UIColor(systemName: "systemMint", red: 0, green: 199, blue: 190) }
    /// The system's brown.
    public class var systemBrown: UIColor { UIColor(systemName: "systemBrown", red: 162, green: 132, blue: 94) }
    /// The system's base gray.
    public class var systemGray: UIColor { UIColor(systemName: "systemGray", red: 142, green: 142, blue: 147) }
    /// A second-level shade of the system gray.
    public class var systemGray2: UIColor { UIColor(systemName: "systemGray2", red: 174, green: 174, blue: 178) }
    /// A third-level shade of the system gray.
    public class var systemGray3: UIColor { UIColor(systemName: "systemGray3", red: 199, green: 199, blue: 204) }
    /// A fourth-level shade of the system gray.
    public class var systemGray4: UIColor { UIColor(systemName: "systemGray4", red: 209, green: 209, blue: 214) }
    /// A fifth-level shade of the system gray.
    public class var systemGray5: UIColor { UIColor(systemName: "systemGray5", red: 229, green: 229, blue: 234) }
    /// A sixth-level shade of the system gray.
    public class var systemGray6: UIColor { UIColor(systemName: "systemGray6", red: 242, green: 242, blue: 247) }
    /// The tint a view shows when it has none of its own: the system blue.
    public class var tintColor: UIColor { UIColor(systemName: "tintColor", red: 0, green: 122, blue: 255) }
    /// The color of primary text.
    public class var label: UIColor { UIColor(systemName: "label", red: 0, green: 0, blue: 0) }
    /// The color of secondary text.
    public class var secondaryLabel: UIColor {
        UIColor(systemName: "secondaryLabel", red: 60, green: 60, blue: 67, alpha: 0.6)
    }
    /// The color of tertiary text.
    public class var tertiaryLabel: UIColor {
        UIColor(systemName: "tertiaryLabel", red: 60, green: 60, blue: 67, alpha: 0.3)
    }
    /// The color of quaternary text.
    public class var quaternaryLabel: UIColor {
        UIColor(systemName: "quaternaryLabel", red: 60, green: 60, blue: 67, alpha: 0.18)
    }
    /// The color of placeholder text in fields.
    public class var placeholderText: UIColor {
        UIColor(systemName: "placeholderText", red: 60, green: 60, blue: 67, alpha: 0.3)
    }
    /// The color of links.
    public class var link: UIColor { UIColor(systemName: "link", red: 0, green: 122, blue: 255) }
    /// The background of the main interface.
    public class var systemBackground: UIColor {
        UIColor(systemName: "systemBackground", red: 255, green: 255, blue: 255)
    }
    /// The background of content layered on the main background.
    public class var secondarySystemBackground: UIColor {
        UIColor(systemName: "secondarySystemBackground", red: 242, green: 242, blue: 247)
    }
    /// The background of content layered on the secondary background.
    public class var tertiarySystemBackground: UIColor {
        UIColor(systemName: "tertiarySystemBackground", red: 255, green: 255, blue: 255)
    }
    /// The background of a grouped interface.
    public class var systemGroupedBackground: UIColor {
        UIColor(systemName: "systemGroupedBackground", red: 242, green: 242, blue: 247)
    }
    /// The background of content in a grouped interface.
    public class var secondarySystemGroupedBackground: UIColor {
        UIColor(systemName: "secondarySystemGroupedBackground", red: 255, green: 255, blue: 255)
    }
    /// The background of content layered in a grouped interface.
    public class var tertiarySystemGroupedBackground: UIColor {
        UIColor(systemName: "tertiarySystemGroupedBackground", red: 242, green: 242, blue: 247)
    }
    /// The color of thin lines between content, which lets content show through.
    public class var separator: UIColor { UIColor(systemName: "separator", red: 60, green: 60, blue: 67, alpha: 0.29) }
    /// The color of thin lines between content, opaque.
    public class var opaqueSeparator: UIColor { UIColor(systemName: "opaqueSeparator", red: 198, green: 198, blue: 200) }
    /// The fill of thin and small shapes.
    public class var systemFill: UIColor {
        UIColor(systemName: "systemFill", red: 120, green: 120, blue: 128, alpha: 0.2)
    }
    /// The fill of medium-size shapes.
    public class var secondarySystemFill: UIColor {
        UIColor(systemName: "secondarySystemFill", red: 120, green: 120, blue: 128, alpha: 0.16)
    }
    /// The fill of large shapes.
    public class var tertiarySystemFill: UIColor {
        UIColor(systemName: "tertiarySystemFill", red: 118, green: 118, blue: 128, alpha: 0.12)
    }
    /// The fill of large areas with complex content.
    public class var quaternarySystemFill: UIColor {
        UIColor(systemName: "quaternarySystemFill", red: 116, green: 116, blue: 128, alpha: 0.08)
    }
    /// The grouped table view background of iOS 12 and before; deprecated in UIKit, where it now gives
    /// ``systemGroupedBackground``'s color, which it gives here.
    public class var groupTableViewBackground: UIColor {
        UIColor(systemName: "groupTableViewBackground", red: 242, green: 242, blue: 247)
    }
    /// Text on a light background, black; deprecated in favour of ``label`` in UIKit and kept for older code.
    public class var darkText: UIColor { UIColor(systemName: "darkText", white: 0) }
    /// Text on a dark background, white at 60% opacity; kept for older code as in UIKit.
    public class var lightText: UIColor { UIColor(systemName: "lightText", white: 1, alpha: 0.6) }
}
