import Foundation

// Objective-C's runtime questions, answered from what Swift knows: the class hierarchy and the action table.

extension UIResponder {
    /// Whether the responder is an instance of `aClass` or of one of its subclasses, as Objective-C's
    /// `isKind(of:)` answers; ported code uses it where Swift code would write `is`.
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self)
        while let type = current {
            if type == aClass { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// Whether the responder's class implements `selector`, whatever ``canPerformAction(_:withSender:)`` says
    /// now; the stand-in for Objective-C's `responds(to:)`.
    ///
    /// Swift has no runtime list of a class's methods, so only actions the class (or a superclass) declares in
    /// `declareActions(in:)` count, with the standard edit actions it overrides: any other method it does not
    /// declare answers `false` even though it exists.
    public func responds(to selector: Selector) -> Bool {
        implementsAction(selector)
    }
}
