import Foundation

extension UIViewController {
    /// ``transition(from:to:duration:options:animations:completion:)``'s work, which the open member calls.
    func performTransition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard fromViewController.parent === self, toViewController.parent === self,
              fromViewController !== toViewController,
              let container = fromViewController.viewIfLoaded?.superview else {
            applicationForDiagnostics.diagnostics.record(ResponderDiagnostic(
                kind: .invalidPresentation,
                message: "\(ResponderChainForwarding.describe(self)) did not transition from "
                    + "\(ResponderChainForwarding.describe(fromViewController)) to "
                    + "\(ResponderChainForwarding.describe(toViewController)): both must be its children, and "
                    + "the first one's view must be in a superview."))
            return
        }
        let animated = duration > 0
        let visible = fromViewController.isInVisibleWindow
        if visible {
            fromViewController.beginAppearance(false, animated: animated, driver: .explicit)
            toViewController.beginAppearance(true, animated: animated, driver: .explicit)
        }
        container.addSubview(toViewController.view)
        animations?()
        fromViewController.view.removeFromSuperview()
        if visible {
            toViewController.endAppearance(driver: .explicit)
            fromViewController.endAppearance(driver: .explicit)
        }
        guard let completion else { return }
        applicationForDiagnostics.clock.performOnNextTurn { completion(true) }
    }
}
