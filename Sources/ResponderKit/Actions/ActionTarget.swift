import Foundation

/// An object that can receive action messages: it lists the actions it implements in
/// ``declareActions(in:)``.
///
/// Every `UIResponder` is one; its subclasses override ``UIResponder/declareActions(in:)``. Adopt the protocol
/// in an object that is not a responder (a coordinator, a model controller) to make it the explicit target of
/// `addTarget(_:action:for:)` or `sendAction(_:to:from:for:)`, as any object can be in UIKit.
///
/// ```swift
/// final class Coordinator: ActionTarget {
///     static func declareActions(in table: inout ActionTable) {
///         table.add(.showDetail, Coordinator.showDetail)
///     }
///     func showDetail(_ sender: Any?) { ... }
/// }
/// ```
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
    /// Adds an entry to `table` for each action instances of this type implement.
    ///
    /// Called once per class, the first time an action is looked up on one of its instances; the result is
    /// kept, so the list must not depend on instance state (override `canPerformAction(_:withSender:)` for
    /// that).
    static func declareActions(in table: inout ActionTable)
}
