import Foundation

// `perform(_:with:afterDelay:)` (spec O2): the Objective-C runtime would look the selector up when the timer fires;
// here the selector must be a declared action (`declareActions(in:)`), sent through the same action machinery as
// a control's actions, so argument checks and diagnostics behave the same way.

extension ActionTarget {
    /// Sends `aSelector` to this object after `delay` seconds on its application's clock, with `anArgument` as
    /// the action's sender argument (spec <doc:Catalog#O2>).
    ///
    /// The object and the argument are kept until the action is sent or cancelled with
    /// ``UIResponder/cancelPreviousPerformRequests(withTarget:)``, as in UIKit. The selector must be one the
    /// class lists in `declareActions(in:)`; one it does not list is reported at once as an
    /// ``ResponderDiagnostic/Kind/unrecognizedSelector`` diagnostic naming the closest declared action, and
    /// nothing is scheduled.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let application = (self as? UIResponder)?.owningApplication ?? UIApplication.shared
        guard ActionRegistry.table(for: Self.self, reportingTo: application).contains(aSelector) else {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .unrecognizedSelector,
                message: "\(application.describeTarget(self)) does not declare '\(aSelector)', so "
                    + "perform(_:with:afterDelay:) scheduled nothing." + ActionRegistry.suggestion(for: aSelector)))
            return
        }
        PendingPerformRequests.schedule(aSelector, on: self, with: anArgument, after: delay, in: application)
    }
}

extension UIResponder {
    /// Cancels every `perform(_:with:afterDelay:)` request still waiting for `aTarget` (spec <doc:Catalog#O2>).
    ///
    /// UIKit declares this on `NSObject`, which `UIResponder` is not a subclass of here, so it is declared on
    /// both; either cancels requests of any ``ActionTarget``.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PendingPerformRequests.cancel(target: aTarget, selector: nil, argument: nil)
    }

    /// Cancels the `perform(_:with:afterDelay:)` requests waiting for `aTarget` with this selector and an equal
    /// argument (spec <doc:Catalog#O2>): equal by `==` for hashable values, the same object for other objects, and `nil`
    /// matches `nil`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        PendingPerformRequests.cancel(target: aTarget, selector: aSelector, argument: .some(anArgument))
    }
}

/// The `perform(_:with:afterDelay:)` requests not yet sent, so they can be cancelled by target. Cancelling is a
/// class method with no application to ask, so the list is shared by every application.
@MainActor
enum PendingPerformRequests {
    private struct Request {
        let target: ObjectIdentifier
        let selector: Selector
        let argument: Any?
        let work: ScheduledWork
    }

    private static var requests: [Request] = []

    static func schedule(_ selector: Selector, on target: any ActionTarget, with argument: Any?,
                         after delay: TimeInterval, in application: UIApplication) {
        var scheduled: ScheduledWork?
        scheduled = application.clock.schedule(after: delay) {
            requests.removeAll { $0.work === scheduled }
            _ = application.invokeAction(selector, on: target, from: argument, for: nil)
        }
        guard let scheduled else { return }
        requests.append(Request(target: ObjectIdentifier(target), selector: selector, argument: argument,
                                work: scheduled))
    }

    /// Cancels the requests for `target`; with a selector, only those with it and an equal argument (the
    /// outer optional of `argument` says whether to compare arguments at all).
    static func cancel(target: Any, selector: Selector?, argument: Any??) {
        guard let object = target as? any ActionTarget else { return }
        let id = ObjectIdentifier(object)
        requests.removeAll { request in
            guard request.target == id else { return false }
            if let selector, request.selector != selector { return false }
            if let argument, !sameArgument(request.argument, argument) { return false }
            request.work.cancel()
            return true
        }
    }

    private static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        default: return false
        }
    }
}

extension NSObject {
    /// Cancels every `perform(_:with:afterDelay:)` request still waiting for `aTarget` (spec <doc:Catalog#O2>), so the
    /// usual UIKit spelling `NSObject.cancelPreviousPerformRequests(withTarget: self)` compiles and works.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PendingPerformRequests.cancel(target: aTarget, selector: nil, argument: nil)
    }

    /// Cancels the matching `perform(_:with:afterDelay:)` requests waiting for `aTarget`, as
    /// ``UIResponder/cancelPreviousPerformRequests(withTarget:selector:object:)`` does (spec <doc:Catalog#O2>).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector,
                                                    object anArgument: Any?) {
        PendingPerformRequests.cancel(target: aTarget, selector: aSelector, argument: .some(anArgument))
    }
}
