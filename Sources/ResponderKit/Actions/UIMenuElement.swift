import Foundation

/// Something a menu lists: a command, an action, or a submenu (``UICommand``, ``UIKeyCommand``, `UIAction`,
/// ``UIMenu``).
///
/// UIKit makes this a class that those types inherit from. ResponderKit makes it a protocol they conform to,
/// so that `UIAction`, which is a separate final class here, can stand in the same `[UIMenuElement]` arrays:
/// `UIMenu(children: suggestedActions + [UIAction(title: "Share") { _ in }])` compiles as in UIKit. Code that
/// names the type, its `Attributes` and `State`, casts elements (`as? UIAction`) or builds menus reads the
/// same; only subclassing `UIMenuElement` itself, which UIKit code has no reason to do, differs.
@preconcurrency @MainActor
public protocol UIMenuElement: AnyObject {
    /// How a menu shows an element (disabled, destructive, hidden, keeps the menu open); UIKit's
    /// `UIMenuElement.Attributes`, the same type as `UIAction.Attributes`.
    typealias Attributes = UIAction.Attributes
    /// Whether a menu shows an element checked; UIKit's `UIMenuElement.State`, the same type as
    /// `UIAction.State`.
    typealias State = UIAction.State

    /// The element's name as a menu shows it.
    var title: String { get }
    /// A second line under the title; `nil` when there is none.
    var subtitle: String? { get }
    /// The image shown beside the title; `nil` when there is none.
    var image: UIImage? { get }
}

extension UIMenuElement {
    /// No second line, for elements that do not have one.
    public var subtitle: String? { nil }
    /// No image, for elements that do not have one.
    public var image: UIImage? { nil }
}

/// Actions are menu elements, as in UIKit, so they can be children of a ``UIMenu``.
extension UIAction: UIMenuElement {}
