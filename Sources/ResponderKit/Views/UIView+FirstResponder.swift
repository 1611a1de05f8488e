import Foundation

extension UIView {
    /// Makes the first responder inside this view's subtree resign; returns whether one did (spec <doc:Catalog#F6>).
    ///
    /// With `force` the first responder loses its status even if it refuses, and a diagnostic says so.
    /// Returns `false` when no first responder is inside the subtree.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let current = window.firstResponder,
              let anchor = current.anchorView, anchor.isDescendant(of: self) else { return false }
        if force {
            window.forceResignation(of: current, reason: "endEditing(true) was called on an ancestor")
            return true
        }
        return current.resignFirstResponder()
    }
}
