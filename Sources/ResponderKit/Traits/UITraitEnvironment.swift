import Foundation

/// An object with a trait collection that tells it when the collection changes: views, view controllers,
/// windows and screens (spec <doc:Catalog#P3>, <doc:Catalog#P4>).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called when ``traitCollection`` changed, with the collection the object had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
