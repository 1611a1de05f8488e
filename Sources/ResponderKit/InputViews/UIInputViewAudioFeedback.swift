import Foundation

/// Adopted by a custom input or accessory view that wants the keyboard's click sound when its keys are
/// tapped.
///
/// ResponderKit plays no sound and has no `UIDevice.playInputClick()`, so nothing reads the property; the
/// protocol exists so that a custom keyboard view declaring it compiles unchanged, and a host that plays clicks
/// can ask the shown input view (``InputSystem/shownInputView``) whether it wants them.
@preconcurrency @MainActor
public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether taps in this view, while it is shown, may play input clicks. Default: `false`, as in UIKit.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// No clicks.
    public var enableInputClicksWhenVisible: Bool { false }
}
