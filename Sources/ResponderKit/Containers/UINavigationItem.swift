import Foundation

/// What a navigation bar shows for one controller: a title and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The controller whose item this is, for its title when ``title`` was never set.
    weak var owner: UIViewController?
    private var storedTitle: String?

    /// Creates an item showing `title`.
    public init(title: String) {
        storedTitle = title.isEmpty ? nil : title
        super.init()
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown in the bar; the owning controller's title unless set.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            owner?.titleDidChange()
        }
    }

    /// The button at the bar's leading edge, in place of the back button.
    open var leftBarButtonItem: UIBarButtonItem? {
        didSet { owner?.titleDidChange() }
    }

    /// The button at the bar's trailing edge.
    open var rightBarButtonItem: UIBarButtonItem? {
        didSet { owner?.titleDidChange() }
    }

    /// The title of the back button the next controller's bar shows; this item's title when `nil`.
    open var backButtonTitle: String?

    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false
}
