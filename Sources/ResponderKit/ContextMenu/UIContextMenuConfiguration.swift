import Foundation

/// Builds the menu of a context menu from the actions the system suggests; `nil` for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu shows as its preview; `nil` for the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu, made by the action provider when the menu opens, and its preview
/// (spec <doc:Catalog#M4>).
///
/// A delegate returns one from `contextMenuInteraction(_:configurationForMenuAtLocation:)`; the providers run
/// only when the menu opens, so the menu reflects the state at that moment.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// Tells this configuration apart from others, for the delegate; a unique one when none was given.
    public let identifier: any NSCopying
    /// Makes the preview; `nil` previews the interaction's view.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu; `nil` shows no menu, only the preview.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration; `identifier` defaults to a fresh UUID, as in UIKit. A convenience
    /// initializer, as UIKit's (a factory method in Objective-C) is.
    public convenience init(identifier: (any NSCopying)? = nil,
                            previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init(storing: identifier ?? NSUUID(), previewProvider, actionProvider)
    }

    private init(storing identifier: any NSCopying, _ previewProvider: UIContextMenuContentPreviewProvider?,
                 _ actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
