import Foundation

/// One button of an alert: a title, a style and the handler run when it is chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is shown and what Escape does with it.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default`
        /// The action that cancels; an alert has at most one, and Escape chooses it.
        case cancel
        /// An action that destroys data.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    /// Called when ``isEnabled`` changes, so the alert's button follows it.
    var enabledDidChange: (() -> Void)?

    /// Whether the action can be chosen; a disabled action's button does nothing.
    open var isEnabled = true {
        didSet { enabledDidChange?() }
    }

    /// Creates an action; `handler` runs after the alert is dismissed, as in UIKit.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
