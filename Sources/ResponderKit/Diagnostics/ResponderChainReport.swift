import Foundation

/// The responder chain from one responder, each step with the rule that produced it.
///
/// Answers "where does an event go if nobody handles it?" and "why does my chain skip my controller?".
/// Build one with ``UIResponder/responderChainReport()``; a loop built by overriding `next` ends the report
/// with ``Rule/cycle`` instead of going round forever (spec <doc:Catalog#A10>).
@preconcurrency @MainActor
public struct ResponderChainReport: @MainActor CustomStringConvertible {
    /// Why a responder's `next` is what it is.
    public enum Rule: Equatable {
        /// A view that is a controller's root view passes to the controller (<doc:Catalog#A2>).
        case rootViewToController
        /// Any other view passes to its superview (<doc:Catalog#A3>).
        case viewToSuperview
        /// A controller passes to the superview of its root view: the window, or a parent's view (<doc:Catalog#A4>, <doc:Catalog#A6>).
        case controllerToSuperviewOfItsView
        /// A presented controller passes to its presenting controller (<doc:Catalog#A5>).
        case presentedToPresenting
        /// A window passes to the application (<doc:Catalog#A7>).
        case windowToApplication
        /// The application passes to its delegate, a plain responder (<doc:Catalog#A8>).
        case applicationToDelegate
        /// An override of `next` chose this responder instead of UIKit's rule (<doc:Catalog#A9>).
        case overriddenNext
        /// The chain came back to a responder it had already passed; the walk stops (<doc:Catalog#A10>).
        case cycle
    }

    /// One link of the chain: from a responder to the next, and the rule that linked them.
    public struct Step {
        /// The responder whose `next` this step follows.
        public let from: UIResponder
        /// Its next responder.
        public let to: UIResponder
        /// Why `to` is `from`'s next responder.
        public let rule: Rule
    }

    /// The responder the chain starts at.
    public let origin: UIResponder
    /// The links, in order; empty when the origin has no next responder.
    public let steps: [Step]

    /// The responders of the chain in order, starting with the origin and stopping before a repeated one.
    public var responders: [UIResponder] {
        [origin] + steps.filter { $0.rule != .cycle }.map(\.to)
    }

    /// Whether the chain loops back on itself.
    public var hasCycle: Bool { steps.last?.rule == .cycle }

    /// One line per link, naming the rule.
    public var description: String {
        var lines = ["Responder chain from \(ResponderChainForwarding.describe(origin)):"]
        for step in steps {
            lines.append("  -> \(ResponderChainForwarding.describe(step.to))  [\(step.rule)]")
        }
        if steps.isEmpty || !hasCycle { lines.append("  (end of chain)") }
        return lines.joined(separator: "\n")
    }
}

extension UIResponder {
    /// The responder chain from this responder with the rule behind each step (spec <doc:Catalog#A1>-<doc:Catalog#A10>).
    public func responderChainReport() -> ResponderChainReport {
        var steps: [ResponderChainReport.Step] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var current: UIResponder = self
        while let successor = current.next {
            guard visited.insert(ObjectIdentifier(successor)).inserted else {
                steps.append(.init(from: current, to: successor, rule: .cycle))
                break
            }
            steps.append(.init(from: current, to: successor, rule: current.rule(leadingTo: successor)))
            current = successor
        }
        return ResponderChainReport(origin: self, steps: steps)
    }

    /// The UIKit rule that gives `successor` as this responder's next, or `.overriddenNext` when none does.
    private func rule(leadingTo successor: UIResponder) -> ResponderChainReport.Rule {
        switch self {
        case let window as UIWindow:
            return successor === window.application ? .windowToApplication : .overriddenNext
        case let view as UIView:
            if let controller = view.owningViewController, controller.viewIfLoaded === view {
                return successor === controller ? .rootViewToController : .overriddenNext
            }
            return successor === view.storedSuperview ? .viewToSuperview : .overriddenNext
        case let controller as UIViewController:
            if let presenting = controller.presentingViewController {
                return successor === presenting ? .presentedToPresenting : .overriddenNext
            }
            return successor === controller.viewIfLoaded?.storedSuperview ? .controllerToSuperviewOfItsView : .overriddenNext
        case let application as UIApplication:
            return successor === (application.delegate as? UIResponder) ? .applicationToDelegate : .overriddenNext
        default:
            return .overriddenNext
        }
    }
}
