import Foundation

// Foundation's `NSObject` on Linux has no `responds(to:)` or `perform(_:)`: it has no Objective-C runtime to ask.
// These answer for an `NSObject` subclass that adopts `ActionTarget`, from the actions it declares, and record
// a diagnostic for one that declares none, where Objective-C would raise "unrecognized selector".

extension NSObject {
    /// Whether the object's class declares `aSelector`, as Objective-C's `responds(to:)` answers
    /// (spec <doc:Catalog#O3>).
    ///
    /// Only a class adopting ``ActionTarget`` declares methods, in `declareActions(in:)`; any other `NSObject`
    /// answers `false`, whatever methods it has.
    @preconcurrency @MainActor
    public func responds(to aSelector: Selector) -> Bool {
        RuntimeMessage.responds(self, to: aSelector)
    }

    /// Runs the method the object's class declares for `aSelector`, as Objective-C's `perform(_:)` does
    /// (spec <doc:Catalog#O4>); see ``ActionTarget/perform(_:)``. Returns `nil`.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: nil, nil, caller: "perform(_:)")
        return nil
    }

    /// Runs the method declared for `aSelector` with `object` as its argument, as Objective-C's
    /// `perform(_:with:)` does (spec <doc:Catalog#O4>); see ``ActionTarget/perform(_:with:)``. Returns `nil`.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: object, nil, caller: "perform(_:with:)")
        return nil
    }

    /// Runs the method declared for `aSelector` with two arguments, as Objective-C's `perform(_:with:with:)`
    /// does (spec <doc:Catalog#O4>); see ``ActionTarget/perform(_:with:with:)``. Returns `nil`.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: object1, object2, caller: "perform(_:with:with:)")
        return nil
    }
}
