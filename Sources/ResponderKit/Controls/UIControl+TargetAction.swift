import Foundation

extension UIControl {
    // MARK: Targets and actions

    /// ``addTarget(_:action:for:)``'s work.
    func registerTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let application = owningApplication ?? UIApplication.shared
        var receiver: (any ActionTarget)?
        if let target {
            guard let checked = application.actionReceiver(target, for: action) else { return }
            receiver = checked
            if !ActionRegistry.table(for: type(of: checked), reportingTo: application).contains(action) {
                application.diagnostics.record(ResponderDiagnostic(
                    kind: .unrecognizedSelector,
                    message: "\(application.describeTarget(checked)) does not implement '\(action)', registered "
                        + "on \(ResponderChainForwarding.describe(self)); sending it will do nothing."
                        + ActionRegistry.suggestion(for: action)))
            }
        } else if !action.isWellFormed {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .unrecognizedSelector,
                message: "'\(action)', registered on \(ResponderChainForwarding.describe(self)), is not a "
                    + "well-formed selector name; no responder can implement it."
                    + ActionRegistry.suggestion(for: action)))
        }
        dropHandlersOfDeadTargets()
        let pair = TargetActionPair(target: receiver, isNilTarget: target == nil, action: action)
        if let index = eventHandlers.firstIndex(where: { $0.targetAction?.isSameRegistration(as: pair) ?? false }) {
            eventHandlers[index].events.formUnion(controlEvents)
        } else if !controlEvents.isEmpty {
            eventHandlers.append(ControlEventHandler(kind: .targetAction(pair), events: controlEvents))
        }
    }

    /// ``removeTarget(_:action:for:)``'s work.
    func unregisterTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.flatMap { $0 as? any ActionTarget }
        removeEvents(controlEvents) { handler in
            guard let pair = handler.targetAction else { return false }
            if target != nil, pair.isNilTarget || pair.target !== object { return false }
            return action == nil || pair.action == action
        }
    }

    /// ``allTargets``' answer.
    var registeredTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for handler in eventHandlers {
            guard let pair = handler.targetAction, pair.isLive else { continue }
            if let target = pair.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            } else {
                targets.insert(AnyHashable(nilTargetMarker))
            }
        }
        return targets
    }

    /// ``allControlEvents``' answer.
    var registeredControlEvents: Event {
        eventHandlers.reduce(into: []) { events, handler in
            if handler.isLive { events.formUnion(handler.events) }
        }
    }

    /// ``actions(forTarget:forControlEvent:)``'s answer.
    func registeredActionNames(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.flatMap { $0 as? any ActionTarget }
        let names = eventHandlers.compactMap { handler -> String? in
            guard let pair = handler.targetAction, pair.isLive, !handler.events.isDisjoint(with: controlEvent),
                  target == nil ? pair.isNilTarget : (!pair.isNilTarget && pair.target === object) else {
                return nil
            }
            return pair.action.name
        }
        return names.isEmpty ? nil : names
    }

    // MARK: Closure actions

    /// ``addAction(_:for:)``'s work.
    func registerAction(_ action: UIAction, for controlEvents: Event) {
        unregisterAction(identifiedBy: action.identifier, for: controlEvents)
        guard !controlEvents.isEmpty else { return }
        eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
    }


    /// ``removeAction(identifiedBy:for:)``'s work.
    func unregisterAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == identifier }
    }

    // MARK: Sending


    /// Sends the registrations for `controlEvents` with `event`, each once, in registration order.
    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        #if DEBUG
        TouchPathLog.note("sendActions(for:)")
        #endif
        // Iterates a snapshot: an action may add or remove registrations while it runs.
        let handlers = eventHandlers
        for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case .targetAction(let pair):
                if pair.isNilTarget {
                    sendAction(pair.action, to: nil, for: event)
                } else if let target = pair.target {
                    sendAction(pair.action, to: target, for: event)
                }
            case .action(let action):
                sendAction(action)
            }
        }
    }

    private func removeEvents(_ controlEvents: Event, where matches: (ControlEventHandler) -> Bool) {
        for index in eventHandlers.indices where matches(eventHandlers[index]) {
            eventHandlers[index].events.subtract(controlEvents)
        }
        eventHandlers.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    private func dropHandlersOfDeadTargets() {
        eventHandlers.removeAll { !$0.isLive }
    }
}

/// The one `NSNull` that stands for nil targets in `allTargets`, so the set holds at most one.
@MainActor private let nilTargetMarker = NSNull()

/// One registration on a control: a target-action pair or a closure action, and the events it is for.
struct ControlEventHandler {
    enum Kind {
        case targetAction(TargetActionPair)
        case action(UIAction)
    }

    var kind: Kind
    var events: UIControl.Event

    var targetAction: TargetActionPair? {
        if case .targetAction(let pair) = kind { return pair }
        return nil
    }

    var action: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }

    var isLive: Bool { targetAction?.isLive ?? true }
}

/// A target, held weakly as UIKit does (<doc:Catalog#E9>), and the action to send it.
struct TargetActionPair {
    weak var target: (any ActionTarget)?
    /// Registered with a nil target: the action goes up the responder chain.
    let isNilTarget: Bool
    let action: Selector

    /// Whether the registration can still send: it is for the chain, or its target still exists.
    var isLive: Bool { isNilTarget || target != nil }

    func isSameRegistration(as other: TargetActionPair) -> Bool {
        isNilTarget == other.isNilTarget && target === other.target && action == other.action
    }
}
