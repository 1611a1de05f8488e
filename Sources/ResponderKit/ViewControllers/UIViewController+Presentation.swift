import Foundation

extension UIViewController {
    /// Presents `viewControllerToPresent` full screen over the receiver's window; then runs `completion`.
    ///
    /// The presented controller's ``next`` becomes its presenting controller (spec A5): the outermost
    /// container of the receiver, as with UIKit's full-screen presentation. There is no animation, so the
    /// completion runs before this returns. Presenting while already presenting, presenting a controller that
    /// is on screen, or presenting from a controller whose view is not in a window is refused with a
    /// diagnostic, as UIKit refuses it with a warning.
    public func present(_ viewControllerToPresent: UIViewController, animated: Bool,
                        completion: (() -> Void)? = nil) {
        let presenter = containmentRoot
        guard let window = presenter.viewIfLoaded?.window else {
            reportPresentation("its view is not in a window", presenting: viewControllerToPresent)
            return
        }
        guard presenter.presentedViewController == nil else {
            reportPresentation("it is already presenting another controller", presenting: viewControllerToPresent)
            return
        }
        guard viewControllerToPresent.presentingViewController == nil,
              viewControllerToPresent.viewIfLoaded?.window == nil,
              viewControllerToPresent !== presenter else {
            reportPresentation("the controller is already on screen", presenting: viewControllerToPresent)
            return
        }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        let presentedView: UIView = viewControllerToPresent.view
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was presented; then runs `completion`.
    ///
    /// Controllers presented on top of the dismissed one go with it. The completion runs before this returns.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController ?? containmentRoot.presentedViewController {
            presented.tearDownPresentation()
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Removes this presented controller, and whatever it presented, from the screen.
    private func tearDownPresentation() {
        presentedViewController?.tearDownPresentation()
        viewIfLoaded?.removeFromSuperview()
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
    }

    private func reportPresentation(_ reason: String, presenting controller: UIViewController) {
        let application = viewIfLoaded?.window?.application ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .invalidPresentation,
            message: "\(ResponderChainForwarding.describe(self)) did not present "
                + "\(ResponderChainForwarding.describe(controller)): \(reason)."))
    }
}
