import Foundation

// Target-action, closure actions and failure requirements: members that are not meant to be overridden.

/// One action of a recognizer: a weakly held target with a method, or a closure.
struct GestureActionTarget {
    /// The target, held weakly as UIKit does; `nil` for a closure action.
    weak var target: AnyObject?
    /// Whether the action has a target, so an action whose target went away is skipped, not run.
    let hasTarget: Bool
    /// The selector of an action added by name, so `removeTarget(_:action:)` can remove it alone.
    var selector: Selector?
    /// Identifies the method so ``UIGestureRecognizer/removeTarget(_:)`` can find it; `nil` for closures.
    let run: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
}

extension UIGestureRecognizer {
    /// Creates a recognizer that calls `action` on `target` when the gesture is recognized or changes.
    ///
    /// `action` is an unapplied method reference such as `PhotoViewController.handleTap`, the Swift-native
    /// form of UIKit's `#selector(handleTap(_:))`: the method may take the recognizer as any subclass type
    /// (it is not called if the recognizer is not of that type). The target is not retained.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method without parameters on `target`, such as
    /// `PhotoViewController.didTap`; the target is not retained.
    public convenience init<Target: AnyObject>(target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a closure, called with the recognizer.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    /// Adds a target and a method taking the recognizer; both are called for began, changed, ended
    /// (recognized) and cancelled, never for failed (spec <doc:Catalog#D2>). The target is not retained.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        actionTargets.append(GestureActionTarget(target: target, hasTarget: true) { target, recognizer in
            guard let target = target as? Target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        })
    }

    /// Adds a target and a method without parameters; see `addTarget(_:action:)`.
    public func addTarget<Target: AnyObject>(_ target: Target,
                                             action: @escaping (Target) -> @MainActor () -> Void) {
        actionTargets.append(GestureActionTarget(target: target, hasTarget: true) { target, _ in
            guard let target = target as? Target else { return }
            action(target)()
        })
    }

    /// Adds a closure action, called with the recognizer whenever target actions are (<doc:Catalog#D2>).
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actionTargets.append(GestureActionTarget(target: nil, hasTarget: false) { _, recognizer in
            handler(recognizer)
        })
    }

    /// ``addTarget(_:action:)``'s work.
    func registerTarget(_ target: Any, action: Selector) {
        // A recognizer is usually made before it has a view, so the target's application hears of mistakes.
        let application = view?.window?.application ?? (target as? UIResponder)?.owningApplication
            ?? UIApplication.shared
        guard let receiver = application.actionReceiver(target, for: action) else { return }
        if !ActionRegistry.table(for: type(of: receiver), reportingTo: application).contains(action) {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .unrecognizedSelector,
                message: "\(GestureArena.describe(self)) has target \(application.describeTarget(receiver)), which "
                    + "does not implement '\(action)'; the action will do nothing."
                    + ActionRegistry.suggestion(for: action)))
        }
        guard !actionTargets.contains(where: { $0.target === receiver && $0.selector == action }) else { return }
        var entry = GestureActionTarget(target: receiver, hasTarget: true) { target, recognizer in
            guard let target else { return }
            let application = recognizer.view?.window?.application ?? UIApplication.shared
            _ = application.invokeAction(action, on: target, from: recognizer, for: nil)
        }
        entry.selector = action
        actionTargets.append(entry)
    }

    /// ``removeTarget(_:action:)``'s work.
    func unregisterTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        actionTargets.removeAll { entry in
            if object == nil, action == nil { return true }
            guard entry.hasTarget else { return false }
            if let object, entry.target !== object, entry.target != nil { return false }
            return action == nil || entry.selector == action
        }
    }

    /// Removes every action whose target is `target`; `nil` removes every action, closures included.
    ///
    /// Swift cannot compare method references, so this is how actions added as method references are
    /// removed; `removeTarget(_:action:)` removes one selector.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            actionTargets.removeAll()
            return
        }
        actionTargets.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    /// ``require(toFail:)``'s work.
    func addFailureRequirement(_ otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            GestureArena.report(.gestureFailureRequirementCycle, about: self,
                                "was asked to require its own failure; the requirement was ignored.")
            return
        }
        if otherGestureRecognizer.explicitlyRequiresFailure(of: self) {
            GestureArena.report(.gestureFailureRequirementCycle, about: self,
                                "was asked to require the failure of \(GestureArena.describe(otherGestureRecognizer)), "
                                    + "which already waits for it; the requirement was ignored.")
            return
        }
        explicitFailureRequirements.removeAll { $0.recognizer == nil }
        guard !explicitFailureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        explicitFailureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether `require(toFail:)` links the receiver to `other`, directly or through a chain.
    func explicitlyRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        var pending: [UIGestureRecognizer] = [self]
        var visited: [ObjectIdentifier] = []
        while let current = pending.popLast() {
            for link in current.explicitFailureRequirements {
                guard let required = link.recognizer else { continue }
                if required === other { return true }
                let id = ObjectIdentifier(required)
                if !visited.contains(id) {
                    visited.append(id)
                    pending.append(required)
                }
            }
        }
        return false
    }
}

extension UIGestureRecognizer.State {
    /// Whether <doc:Catalog#D1> allows going from `self` to `next` by a subclass or the dispatch.
    ///
    /// Returning to `possible` is the dispatch's alone (the reset), so it is not in this table.
    func allowsTransition(to next: UIGestureRecognizer.State) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Whether actions go out when a recognizer enters this state (<doc:Catalog#D2>).
    var sendsActions: Bool {
        switch self {
        case .began, .changed, .ended, .cancelled: return true
        case .possible, .failed: return false
        }
    }

    /// Whether the state ends a gesture: the recognizer only leaves it by resetting.
    var isFinal: Bool {
        switch self {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    /// Whether the state means the gesture was recognized, now or earlier in this gesture.
    var hasRecognized: Bool {
        switch self {
        case .began, .changed, .ended, .cancelled: return true
        case .possible, .failed: return false
        }
    }
}
