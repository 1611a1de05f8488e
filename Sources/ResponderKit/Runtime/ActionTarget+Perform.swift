import Foundation

extension ActionTarget {
    /// Runs the method this object's class declares for `aSelector`, with no arguments, as Objective-C's
    /// `perform(_:)` does (spec <doc:Catalog#O4>).
    ///
    /// The selector must be an action the class lists in `declareActions(in:)`; a method taking the sender gets
    /// `nil`. A selector the class does not declare is recorded as an ``ResponderDiagnostic/Kind/unrecognizedSelector``
    /// diagnostic naming the closest declared one, where Objective-C would raise. Returns `nil`: action methods
    /// return nothing.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: nil, nil, caller: "perform(_:)")
        return nil
    }

    /// Runs the method declared for `aSelector` with `object` as its argument (its sender, for an action),
    /// as Objective-C's `perform(_:with:)` does (spec <doc:Catalog#O4>).
    ///
    /// A method whose parameter has another type than `object` is not run and an
    /// ``ResponderDiagnostic/Kind/actionArgumentMismatch`` diagnostic is recorded. Returns `nil`.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: object, nil, caller: "perform(_:with:)")
        return nil
    }

    /// Runs the method declared for `aSelector` with two arguments, as Objective-C's `perform(_:with:with:)`
    /// does (spec <doc:Catalog#O4>).
    ///
    /// A declared two-argument action takes the sender and a `UIEvent`, so `object2` must be a `UIEvent` or
    /// `nil` for such a method; anything else is an ``ResponderDiagnostic/Kind/actionArgumentMismatch`` diagnostic
    /// and the method is not run. Methods of fewer arguments ignore the extra ones, as in Objective-C.
    /// Returns `nil`.
    @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        RuntimeMessage.perform(aSelector, on: self, with: object1, object2, caller: "perform(_:with:with:)")
        return nil
    }

    /// Whether this object's class declares `aSelector` in `declareActions(in:)`, the stand-in for
    /// Objective-C's `responds(to:)` (spec <doc:Catalog#O3>). Methods the class does not declare answer `false`.
    public func responds(to aSelector: Selector) -> Bool {
        RuntimeMessage.responds(self, to: aSelector)
    }
}
