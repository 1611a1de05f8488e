import Foundation

/// One action a swipe on a table row reveals (spec <doc:Catalog#R12>).
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal
        /// An action that deletes or otherwise destroys; a full swipe on it removes the row at once in UIKit.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that showed it and a completion handler to
    /// call with `true` once the action is performed (which closes the row) or `false` if it was not.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The title of the action's button.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's background color.
    open var backgroundColor: UIColor!
    /// What runs when the action is chosen.
    public let handler: Handler

    /// Creates an action with a style, a title and the handler that runs when it is chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
