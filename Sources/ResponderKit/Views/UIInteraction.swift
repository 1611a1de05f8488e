import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, such as an ``UIEditMenuInteraction``.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to; `nil` before it is added or after it is removed.
    var view: UIView? { get }
    /// Tells the interaction it is about to move to `view` (`nil` when being removed).
    func willMove(to view: UIView?)
    /// Tells the interaction it moved to `view` (`nil` when removed); it keeps the view from here.
    func didMove(to view: UIView?)
}
