import Foundation

extension UIViewController {
    /// Replaces the child `fromViewController`'s view with the child `toViewController`'s, as UIKit's
    /// containers do (spec <doc:Catalog#P18>).
    ///
    /// `toViewController`'s view joins `fromViewController`'s superview, `animations` run with both views in
    /// place, then `fromViewController`'s view leaves. The appearance calls come in UIKit's order:
    /// `viewWillDisappear` of the one leaving, `viewWillAppear` and `viewDidAppear` of the one arriving, then
    /// `viewDidDisappear` of the one leaving. `completion` runs with `true` on the next turn of the run loop
    /// (<doc:Catalog#O1>). Controllers that are not both children of the receiver, or a leaving view outside any
    /// superview, change nothing and are recorded as an `invalidPresentation` diagnostic, where UIKit raises an
    /// exception.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
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
