import Foundation

/// The object that chooses what an ``UIEditMenuInteraction`` shows and hears when its menu comes and goes.
///
/// Every method is optional, as in UIKit: the defaults show the suggested actions at the configuration's
/// source point and do nothing else.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`.
    ///
    /// `suggestedActions` are the standard edit commands some responder from the first responder upward can
    /// perform (spec <doc:Catalog#J2>, <doc:Catalog#J3>); include them in the menu you return. Return `nil` for the suggested actions
    /// alone, or an empty menu to show nothing.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?

    /// The rectangle, in the interaction's view, the menu points at; `.null` for the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect

    /// Tells the delegate the menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)

    /// Tells the delegate the menu is about to go away.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// The suggested actions alone.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }

    /// The source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        .null
    }

    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}

    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}
