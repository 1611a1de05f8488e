import Foundation

/// The actions a swipe on a table row reveals, the first outermost (spec <doc:Catalog#R12>).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first the outermost and the one a full swipe performs.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action without a tap; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration with `actions`; an empty list means the row shows no actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
