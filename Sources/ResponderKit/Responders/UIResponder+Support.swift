import Foundation

// The responder's storage and the helpers of its class body that no subclass overrides.
extension UIResponder {
    /// The step for ResponderKit's own classes, known to override none of what the walk does for them; any
    /// other class's step comes from what its method table shows it inherits (`InheritedMembers`).
    static var classActionWalkStep: ActionWalkStep {
        let own = ownClassActionWalkStep
        guard own == .asked else { return own }
        if self is UIView.Type, InheritedMembers.actionClimb.areInherited(by: self, from: UIView.self) {
            return .inlineView
        }
        return InheritedMembers.actionTarget.areInherited(by: self, from: UIResponder.self) ? .inline : .asked
    }

    /// The step for the receiver if it is one of ResponderKit's own classes, whose overrides are known;
    /// `.asked` for any other class.
    static var ownClassActionWalkStep: ActionWalkStep {
        if self == UIView.self || self == UILabel.self || self == UIControl.self || self == UIButton.self
            || self == UIScrollView.self {
            return .inlineView
        }
        let builtIn = self == UITextField.self || self == UIWindow.self || self == UIViewController.self
            || self == UINavigationController.self || self == UITabBarController.self || self == UIApplication.self
        return builtIn ? .inline : .asked
    }

    var chainWalkStamp: UInt64 {
        get { responderHot.value.chainWalkStamp }
        set { responderHot.value.chainWalkStamp = newValue }
    }
    nonisolated final var existingResponderLifetime: ResponderLifetime? {
        get { responderHot.value.lifetime }
        set { responderHot.value.lifetime = newValue }
    }

    func noteFirstResponderOutcome(_ refusal: FirstResponderRefusal?, becoming: Bool) {
        firstResponderRefusal = refusal
        guard let refusal else { return }
        let application = owningApplication ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .firstResponderRefused,
            message: "\(ResponderChainForwarding.describe(self)) could not \(becoming ? "become" : "resign") "
                + "first responder: \(refusal)."))
    }

    /// Why the last attempt failed, or `nil` when it succeeded.
    func attemptToBecomeFirstResponder() -> FirstResponderRefusal? {
        guard let application = owningApplication else { return .notInWindow }
        return application.deferringInputRefresh { switchFirstResponder() }
    }

    private func switchFirstResponder() -> FirstResponderRefusal? {
        guard let window = responderWindow else { return .notInWindow }
        if window.firstResponder === self { return nil }
        guard canBecomeFirstResponder else { return .cannotBecomeFirstResponder }
        if let current = window.firstResponder {
            guard current.canResignFirstResponder else { return .currentRefusedToResign }
            guard current.resignFirstResponder() else { return .currentRefusedToResign }
            guard responderWindow === window else { return .notInWindow }
        }
        window.changeFirstResponder(to: self)
        return nil
    }
}

/// A responder's hot state (`UIResponder.responderHot`).
struct ResponderHotState {
    var chainWalkStamp: UInt64 = 0
    var lifetime: ResponderLifetime?
}
