import Foundation

extension UIView {
    /// ``endEditing(_:)``'s work (spec <doc:Catalog#F6>).
    func endEditingInSubtree(force: Bool) -> Bool {
        guard let window, let current = window.firstResponder,
              let anchor = current.anchorView, anchor.isDescendant(of: self) else { return false }
        if force {
            window.forceResignation(of: current, reason: "endEditing(true) was called on an ancestor")
            return true
        }
        return current.resignFirstResponder()
    }
}
