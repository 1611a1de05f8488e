import Foundation

// Objective-C's `responds(to:)` and `perform(_:)` ask the runtime for a class's methods by selector. Linux has no
// such runtime; the actions a class declares in `declareActions(in:)` are the methods it can be asked about, so
// both are answered from its action table and sent through the same path as a control's actions, with the
// same argument checks and diagnostics (spec <doc:Catalog#O3>, <doc:Catalog#O4>).

/// Sends selectors to objects by name, for `perform(_:)` and `responds(to:)` on ``ActionTarget``s and `NSObject`.
@MainActor
enum RuntimeMessage {
    /// Whether `object`'s class declares `selector`; `false` for an object that declares no actions.
    static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        if let responder = ResponderCast.responder(in: object) { return responder.responds(to: selector) }
        guard let target = object as? any ActionTarget else { return false }
        return ActionRegistry.table(for: type(of: target), reportingTo: application(of: object)).contains(selector)
    }

    /// Runs `object`'s method for `selector` with `first` as its sender argument and `second` as its event
    /// argument; what cannot run is recorded as a diagnostic naming `caller`, where Objective-C would raise.
    static func perform(_ selector: Selector, on object: AnyObject, with first: Any?, _ second: Any?,
                        caller: String) {
        let application = application(of: object)
        let receiver: any ActionTarget
        if let responder = ResponderCast.responder(in: object) {
            receiver = responder
        } else if let target = object as? any ActionTarget {
            receiver = target
        } else {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .invalidActionTarget,
                message: "\(caller) sent '\(selector)' to a \(type(of: object)), which declares no actions; adopt "
                    + "ActionTarget and list the method in declareActions(in:). Nothing was run."))
            return
        }
        let event = second as? UIEvent
        if second != nil, event == nil,
           let method = ActionRegistry.table(for: type(of: receiver), reportingTo: application).method(for: selector),
           method.argumentCount == 2 {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .actionArgumentMismatch,
                message: "\(caller) passed a \(type(of: second!)) as the second argument of '\(selector)' of "
                    + "\(application.describeTarget(receiver)); a declared two-argument action takes a UIEvent "
                    + "there. The method was not run."))
            return
        }
        _ = application.invokeAction(selector, on: receiver, from: first, for: event)
    }

    /// The application whose diagnostics hear about `object`: its window's, else the shared one.
    static func application(of object: AnyObject) -> UIApplication {
        (object as? UIResponder)?.owningApplication ?? UIApplication.shared
    }
}
