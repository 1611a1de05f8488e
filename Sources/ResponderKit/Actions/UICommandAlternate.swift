import Foundation

/// Another action a menu command performs when the user holds extra modifier keys while choosing it, as
/// Option-clicking a menu item does on the Mac.
///
/// ResponderKit keeps alternates so `UICommand` and `UIKeyCommand` initializers that take them compile and
/// keep what they were given; key-command matching (spec <doc:Catalog#H4>) uses a key command's own modifiers, not its
/// alternates', as UIKit's hardware-keyboard shortcuts do.
@preconcurrency @MainActor
open class UICommandAlternate {
    /// The name a menu shows while the modifiers are held.
    public let title: String
    /// The action sent instead of the command's.
    public let action: Selector
    /// The modifiers that select this alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate that sends `action` when `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
