import Foundation

/// Who an action would reach, and why, without sending it.
///
/// Answers "why didn't my nil-targeted action fire?": it lists the responder the search starts at and every
/// responder asked, with its `canPerformAction(_:withSender:)` answer, up to the one that would handle the
/// action. Build one with ``UIApplication/actionResolutionReport(for:to:from:)``.
@preconcurrency @MainActor
public struct ActionResolutionReport: @MainActor CustomStringConvertible {
    /// Where the search for a receiver began (spec <doc:Catalog#E7>).
    public enum Start: Equatable {
        /// The target was given, so the action goes straight to it.
        case explicitTarget
        /// The first responder of the sender's window (or of the key window).
        case firstResponder(UIResponder)
        /// The sender itself, because its window has no first responder.
        case sender(UIResponder)
        /// Nowhere: there is no first responder and the sender is not a responder.
        case nowhere
    }

    /// One responder asked whether it performs the action.
    public struct Answer {
        /// The responder asked.
        public let responder: UIResponder
        /// Its `canPerformAction(_:withSender:)` answer.
        public let canPerform: Bool
    }

    /// The action looked up.
    public let action: Selector
    /// Where the search began.
    public let start: Start
    /// Every responder asked, in order.
    public let answers: [Answer]
    /// Who would receive the action: the explicit target, the first responder up the chain that can perform
    /// it, or `nil` when nobody would.
    public let receiver: AnyObject?
    /// Whether the walk stopped at a loop in the chain.
    public let hitCycle: Bool

    public var description: String {
        var lines = ["Action '\(action)':"]
        switch start {
        case .explicitTarget: lines.append("  sent straight to its target")
        case .firstResponder(let responder):
            lines.append("  starts at the first responder \(ResponderChainForwarding.describe(responder))")
        case .sender(let responder):
            lines.append("  starts at the sender \(ResponderChainForwarding.describe(responder)) (no first responder)")
        case .nowhere: lines.append("  has nowhere to start: no first responder and no responder sender")
        }
        for answer in answers {
            lines.append("  \(ResponderChainForwarding.describe(answer.responder)): "
                + (answer.canPerform ? "can perform it" : "cannot"))
        }
        if hitCycle { lines.append("  the chain loops; the search stopped") }
        lines.append(receiver == nil ? "  nobody handles it" : "  handled by \(DiagnosticFormat.name(receiver))")
        return lines.joined(separator: "\n")
    }
}

extension UIApplication {
    /// Explains where `sendAction(action, to: target, from: sender, for: nil)` would deliver, without sending.
    public func actionResolutionReport(for action: Selector, to target: AnyObject? = nil,
                                       from sender: Any? = nil) -> ActionResolutionReport {
        if let target {
            return ActionResolutionReport(action: action, start: .explicitTarget, answers: [], receiver: target,
                                          hitCycle: false)
        }
        guard let first = startOfNilTargetedAction(from: sender) else {
            return ActionResolutionReport(action: action, start: .nowhere, answers: [], receiver: nil,
                                          hitCycle: false)
        }
        let start: ActionResolutionReport.Start = first === (sender as? UIResponder) && first.isFirstResponder == false
            ? .sender(first) : .firstResponder(first)
        var answers: [ActionResolutionReport.Answer] = []
        var iterator = first.responderChain.makeIterator()
        while let responder = iterator.next() {
            let canPerform = responder.canPerformAction(action, withSender: sender)
            answers.append(.init(responder: responder, canPerform: canPerform))
            if canPerform {
                return ActionResolutionReport(action: action, start: start, answers: answers, receiver: responder,
                                              hitCycle: false)
            }
        }
        return ActionResolutionReport(action: action, start: start, answers: answers, receiver: nil,
                                      hitCycle: iterator.cycleDetected)
    }
}
