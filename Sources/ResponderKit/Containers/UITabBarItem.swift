import Foundation

/// What a tab shows for a controller: a title, an image and a tag.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The controller whose item this is, for its title when ``title`` was never set.
    weak var owner: UIViewController?
    private var storedTitle: String?

    /// The title under the tab; the owning controller's title unless set.
    open var title: String? {
        get { storedTitle ?? owner?.title }
        set {
            storedTitle = newValue
            owner?.tabBarController?.tabBar.refreshTitles()
        }
    }

    /// The tab's image; ResponderKit draws the title instead.
    open var image: UIImage?
    /// The image shown while the tab is selected.
    open var selectedImage: UIImage?
    /// A number the app can use to tell tabs apart.
    open var tag = 0
    /// A badge shown on the tab, such as an unread count.
    open var badgeValue: String?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        storedTitle = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// Creates an item with a title, an image and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        storedTitle = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init()
    }
}
