import Foundation

/// A button in a navigation bar: a title and a target-action pair, sent through the application like a
/// control's action, so a `nil` target goes up the responder chain from the first responder (spec <doc:Catalog#E7>).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The kinds of standard item.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The standard items UIKit offers; ResponderKit titles them in English.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        var title: String {
            switch self {
            case .flexibleSpace, .fixedSpace: return ""
            case .add: return "+"
            case .fastForward: return "Fast Forward"
            default: return "\(self)".prefix(1).uppercased() + "\(self)".dropFirst()
            }
        }
    }

    /// The title shown on the button.
    open var title: String?
    /// The image shown on the button; ResponderKit draws its title instead.
    open var image: UIImage?
    /// The style; only kept.
    open var style: Style = .plain
    /// The object the action goes to; `nil` sends it up the responder chain. Not retained, as in UIKit.
    open weak var target: AnyObject?
    /// The action sent when the button is tapped.
    open var action: Selector?
    /// The action run when the button is tapped, before the target-action pair.
    open var primaryAction: UIAction?
    /// Whether a tap does anything.
    open var isEnabled = true
    /// A number the app can use to tell items apart.
    open var tag = 0
    /// The button a navigation bar shows for the item, where a nil-targeted action starts when there is no
    /// first responder.
    weak var view: UIView?

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates an item titled `title` that sends `action` to `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing `image` that sends `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates one of the standard items that sends `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item that runs `primaryAction` when tapped, titled with its title unless `title` is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// Runs the item's action as a tap would, from `sender` (the bar's button).
    func trigger(from sender: UIView) {
        guard isEnabled else { return }
        primaryAction?.perform(from: self)
        if let action {
            let application = sender.window?.application ?? UIApplication.shared
            application.sendAction(action, to: target, from: self, for: nil)
        }
    }
}
