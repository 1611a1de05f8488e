import Foundation

/// A menu command that sends an action message up the responder chain when chosen, rather than running a
/// closure as `UIAction` does; ``UIKeyCommand`` adds a keyboard shortcut to it.
///
/// Like a nil-targeted control action (spec <doc:Catalog#E7>), the action goes to the first responder and up the chain
/// until a responder can perform it (<doc:Catalog#J4>).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The name a menu shows.
    open var title: String = ""
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?
    /// A longer name for the shortcut overlay and search; `nil` shows ``title``.
    open var discoverabilityTitle: String?
    /// How a menu shows the command; a `.disabled` command cannot be chosen, nor, for a key command, fired
    /// from the keyboard.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether a menu shows the command checked.
    open var state: UIMenuElement.State = .off
    /// The action sent up the chain from the first responder; a command without one does nothing.
    public internal(set) var action: Selector?
    /// A value that tells apart commands sharing an action, for the action method to read from its sender.
    public internal(set) var propertyList: Any?
    /// The commands chosen instead of this one while extra modifiers are held.
    public internal(set) var alternates: [UICommandAlternate] = []

    /// Creates an empty command; the convenience initializers fill it in.
    public init() {}

    /// Creates a command that sends `action`, with UIKit's defaults for everything else.
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init()
        self.title = title
        self.image = image
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }
}
