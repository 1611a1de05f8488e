import Foundation

extension UIWindow {
    /// The responder in this window that gets keyboard input, edit-menu and nil-targeted actions first (<doc:Catalog#F8>).
    ///
    /// `nil` when there is none; a responder that has since left the window does not count.
    public var firstResponder: UIResponder? {
        guard let stored = storedFirstResponder, stored.responderWindow === self else { return nil }
        return stored
    }

    /// Posted on the application's notification center after a window's first responder changed; `object` is
    /// the window.
    nonisolated public static let firstResponderDidChangeNotification =
        Notification.Name("ResponderKitWindowFirstResponderDidChange")

    func changeFirstResponder(to responder: UIResponder?) {
        guard storedFirstResponder !== responder else { return }
        let previous = storedFirstResponder
        application?.eventTrace.emit(.firstResponder) {
            "\(TraceEvent.name(of: previous)) -> \(TraceEvent.name(of: responder))"
        }
        storedFirstResponder = responder
        previous?.firstResponderStatusDidChange()
        responder?.firstResponderStatusDidChange()
        application?.notificationCenter.post(name: UIWindow.firstResponderDidChangeNotification, object: self)
        if isKeyWindow { application?.refreshInputViews() }
    }

    /// Makes the first responder resign when it is inside `view`'s subtree, even if it refuses (<doc:Catalog#F9>).
    func resignFirstResponder(ifInside view: UIView) {
        guard let current = firstResponder, let anchor = current.anchorView, anchor.isDescendant(of: view) else {
            return
        }
        forceResignation(of: current, reason: "it left the window")
    }

    /// Asks `responder` to resign and takes the status away if it refuses; a refusal is reported.
    func forceResignation(of responder: UIResponder, reason: String) {
        if responder.resignFirstResponder(), storedFirstResponder !== responder { return }
        guard storedFirstResponder === responder else { return }
        changeFirstResponder(to: nil)
        (application ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .forcedResignation,
            message: "\(ResponderChainForwarding.describe(responder)) refused to resign first responder but lost "
                + "it anyway because \(reason)."))
    }
}
