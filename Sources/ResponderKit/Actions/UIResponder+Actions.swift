import Foundation

extension UIResponder: ActionTarget {}

extension UIResponder {
    /// Whether the class's action table lists `action`; the default answer of `canPerformAction` (<doc:Catalog#E9>).
    func implementsAction(_ action: Selector) -> Bool {
        ActionLookupCache.implements(type(of: self), action, reportingTo: owningApplication)
    }

    /// Reports a standard edit action that reached `UIResponder`'s empty body.
    func standardEditActionNotOverridden(_ action: Selector) {
        let declared = implementsAction(action)
        (owningApplication ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .unrecognizedSelector,
            message: "'\(action)' reached UIResponder's empty implementation on "
                + "\(ResponderChainForwarding.describe(self)), so nothing happened: "
                + (declared
                    ? "its class lists the action in declareActions(in:) but does not override the method."
                    : "its class does not implement it; send it with a nil target to let the chain find one.")))
    }
}
