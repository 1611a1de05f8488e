import Foundation

/// What kind of element assistive technology is looking at, combined as a set (spec <doc:Catalog#P20>).
///
/// The raw values are those UIKit's constants hold at run time; its headers declare the constants without values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// UIKit's raw value.
    public let rawValue: UInt64
    /// Creates traits from UIKit's raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: UIAccessibilityTraits = []
    /// A button: activating it does something.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link that opens something.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected, like the current tab.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Disabled: activating it does nothing.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// A value that changes often, like a timer.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted with increment and decrement, like a slider.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly, like a piano keyboard.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
