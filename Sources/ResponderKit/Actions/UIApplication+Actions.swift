import Foundation

// How an action message travels: control -> `sendAction(_:to:for:)` -> **application** -> the explicit
// target, or `target(forAction:withSender:)` from the first responder up -> the method its class declared.

extension UIApplication {
    /// The default `sendAction(_:to:from:for:)`: direct to `target`, or up the chain for a nil target (<doc:Catalog#E5>-<doc:Catalog#E7>).
    func deliverAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        #if DEBUG
        TouchPathLog.note("deliverAction: to the target, or up the chain")
        #endif
        // A switch, not `if let`: unwrapping copies the `Any` through its value witnesses even when it is nil.
        switch target {
        case .some(let target): return invokeAction(action, on: target, from: sender, for: event)
        case .none: break
        }
        guard let start = startOfNilTargetedAction(from: sender) else {
            reportUnhandled(action, from: nil)
            return false
        }
        guard let found = start.target(forAction: action, withSender: sender) else {
            reportUnhandled(action, from: start)
            return false
        }
        return invokeAction(action, on: found, from: sender, for: event)
    }

    /// Where a nil-targeted action starts (<doc:Catalog#E7>): the first responder of the sender's window, or of the key
    /// window when the sender is in none; the sender itself when that window has no first responder. A bar button
    /// item stands for the button the bar shows for it.
    func startOfNilTargetedAction(from sender: Any?) -> UIResponder? {
        let (responder, barButtonItem) = ResponderCast.sender(in: sender)
        let senderResponder = responder ?? barButtonItem?.view
        if let window = senderResponder?.responderWindow {
            return window.firstResponder ?? senderResponder
        }
        return keyWindow?.firstResponder ?? senderResponder
    }

    /// Runs the method `target`'s class declared for `action`; reports and returns `false` when there is none.
    func invokeAction(_ action: Selector, on target: Any, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let receiver = actionReceiver(target, for: action) else { return false }
        guard let method = ActionLookupCache.method(type(of: receiver), action, reportingTo: self) else {
            diagnostics.record(ResponderDiagnostic(
                kind: .unrecognizedSelector,
                message: "\(describeTarget(receiver)) does not implement '\(action)'; the action was dropped."
                    + ActionRegistry.suggestion(for: action)))
            return false
        }
        eventTrace.emit(.action) {
            "'\(action)' -> \(DiagnosticFormat.name(receiver))"
        }
        guard method.invoke(receiver, sender, event) else {
            diagnostics.record(ResponderDiagnostic(
                kind: .actionArgumentMismatch,
                message: "'\(action)' of \(describeTarget(receiver)) takes a sender of another type than "
                    + "\(sender.map { "\(type(of: $0))" } ?? "nil"); the method was not run."))
            return false
        }
        return true
    }

    /// `target` as an object that can receive actions, or `nil` after reporting why it cannot.
    func actionReceiver(_ target: Any, for action: Selector) -> (any ActionTarget)? {
        // Most targets are responders, which this finds without the runtime's cast to a protocol.
        if let responder = ResponderCast.responder(in: target) { return responder }
        if let receiver = target as? any ActionTarget { return receiver }
        diagnostics.record(ResponderDiagnostic(
            kind: .invalidActionTarget,
            message: "A \(type(of: target)) cannot receive '\(action)': action targets are UIResponder "
                + "subclasses or classes adopting ActionTarget."))
        return nil
    }

    func describeTarget(_ target: any ActionTarget) -> String {
        DiagnosticFormat.name(target)
    }

    /// A nil-targeted action nobody handled is normal (an edit action with nothing selected); one whose
    /// selector no class declares is almost always a typo, so only that is reported.
    private func reportUnhandled(_ action: Selector, from start: UIResponder?) {
        guard !ActionRegistry.isDeclared(action) else { return }
        let origin = start.map { " from \(ResponderChainForwarding.describe($0))" } ?? ""
        diagnostics.record(ResponderDiagnostic(
            kind: .unrecognizedSelector,
            message: "No responder\(origin) up the chain handles '\(action)', and no class declares it."
                + ActionRegistry.suggestion(for: action)))
    }
}
