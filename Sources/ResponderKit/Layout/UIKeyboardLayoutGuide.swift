import Foundation

/// A layout guide that follows the keyboard in its owning view (iOS 15): while input views are shown its top is
/// their top edge, in the owning view's coordinates, and it reaches to the view's bottom; while they are hidden it
/// covers the bottom of the view's safe area, or is empty at the bottom edge when ``usesBottomSafeArea`` is false.
/// Views pinned to it move at the layout pass after the keyboard's frame changes (spec <doc:Catalog#U23>). As a
/// ``UITrackingLayoutGuide`` it also switches constraints as the keyboard nears or leaves the view's edges
/// (spec <doc:Catalog#U43>).
///
/// Get it from ``UIView/keyboardLayoutGuide``.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a keyboard that is undocked or floating; kept, since ResponderKit's keyboard
    /// is always docked at the bottom of the screen.
    open var followsUndockedKeyboard = false
    /// The space above the keyboard that counts as the keyboard when a scroll view dismisses it interactively
    /// (iOS 17); 0 by default. Kept: ResponderKit's keyboard is not dragged away.
    open var keyboardDismissPadding: CGFloat = 0
    /// Whether the guide's top is the bottom of the owning view's safe area while the keyboard is hidden, rather
    /// than the view's bottom edge; `true` by default.
    open var usesBottomSafeArea: Bool {
        get { settings.usesBottomSafeArea }
        set {
            settings.usesBottomSafeArea = newValue
            owningView?.setNeedsLayout()
        }
    }

    /// The settings the frame is worked out from, shared with the closure the guide's owning view calls.
    private let settings: Settings

    /// Creates a guide that follows the keyboard in whatever view it is added to.
    public override init() {
        let settings = Settings()
        self.settings = settings
        super.init(identifier: "UIViewKeyboardLayoutGuide") { view in
            UIKeyboardLayoutGuide.frame(in: view, usesBottomSafeArea: settings.usesBottomSafeArea)
        }
    }

    /// Creates a guide as ``init()`` does; the coder is not read.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Where the keyboard is in `view`: from the top of the shown input views to the view's bottom, or the
    /// bottom of its safe area while they are hidden.
    static func frame(in view: UIView, usesBottomSafeArea: Bool) -> CGRect {
        let bounds = view.bounds
        if let keyboard = view.window?.application?.storedInputSystem?.frame {
            let top = min(max(view.convertFromScreen(keyboard.origin).y, bounds.minY), bounds.maxY)
            return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        }
        let inset = usesBottomSafeArea ? min(view.safeAreaInsets.bottom, bounds.height) : 0
        return CGRect(x: bounds.minX, y: bounds.maxY - inset, width: bounds.width, height: inset)
    }

    @MainActor
    private final class Settings {
        var usesBottomSafeArea = true
    }
}
