import Foundation

extension UIViewController {
    /// Presents `viewControllerToPresent` full screen over the receiver's window; then runs `completion`.
    ///
    /// The presented controller's ``next`` becomes its presenting controller (spec <doc:Catalog#A5>): the outermost
    /// container of the receiver, as with UIKit's full-screen presentation. There is no animation, so the
    /// completion runs before this returns. UIKit refuses, with a warning or an exception, to present from a
    /// controller whose view is not in a window or that is already presenting, and to present a controller
    /// that is the presenter itself, is already presenting or being presented, has a parent, or is on screen;
    /// ResponderKit refuses the same with a diagnostic and changes nothing. The last four also keep the
    /// presentation links from looping (spec <doc:Catalog#A10>), so ``dismiss(animated:completion:)`` always ends.
    public func present(_ viewControllerToPresent: UIViewController, animated: Bool,
                        completion: (() -> Void)? = nil) {
        let presenter = containmentRoot
        guard let window = presenter.viewIfLoaded?.window else {
            reportPresentation("its view is not in a window", presenting: viewControllerToPresent)
            return
        }
        if let reason = presentationRefusal(of: viewControllerToPresent, by: presenter) {
            reportPresentation(reason, presenting: viewControllerToPresent)
            return
        }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        let presentedView: UIView = viewControllerToPresent.view
        presentedView.frame = window.bounds
        let shown = !window.isHidden
        // The presenter's view stays, as for UIKit's default sheet style, unless the style is full screen (P16).
        let covers = viewControllerToPresent.modalPresentationStyle == .fullScreen
        if shown {
            if covers { presenter.beginAppearance(false, animated: animated, driver: .explicit) }
            viewControllerToPresent.beginAppearance(true, animated: animated, driver: .explicit, cause: .presentation)
        }
        window.addSubview(presentedView)
        if covers { presenter.takeViewOutOfWindow() }
        if shown {
            viewControllerToPresent.endAppearance(driver: .explicit)
            if covers { presenter.endAppearance(driver: .explicit) }
        }
        completion?()
    }

    /// Takes the view out of its superview for a full-screen presentation, remembering where it was.
    private func takeViewOutOfWindow() {
        guard let view = viewIfLoaded, let container = view.superview,
              let index = container.subviews.firstIndex(where: { $0 === view }) else { return }
        coveredPlacement = (container.responderLifetime, index)
        view.removeFromSuperview()
    }

    /// Puts back the view a full-screen presentation took out, with the appearance calls (spec <doc:Catalog#P16>).
    private func putViewBackAfterCovering() {
        guard let placement = coveredPlacement else { return }
        coveredPlacement = nil
        guard let view = viewIfLoaded, let container = placement.container.responder as? UIView else { return }
        let shown = container.window.map { !$0.isHidden } ?? false
        if shown { beginAppearance(true, animated: false, driver: .explicit) }
        container.insertSubview(view, at: min(placement.index, container.subviews.count))
        if shown { endAppearance(driver: .explicit) }
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

    /// Why `controller` may not be presented by `presenter`, or `nil` when it may.
    private func presentationRefusal(of controller: UIViewController, by presenter: UIViewController) -> String? {
        if controller === self || controller === presenter {
            return "a controller cannot present itself or the container it is in"
        }
        if presenter.presentedViewController != nil { return "it is already presenting another controller" }
        if controller.presentedViewController != nil {
            return "the controller is already presenting another controller"
        }
        if controller.presentingViewController != nil { return "the controller is already being presented" }
        if controller.parent != nil { return "the controller has a parent view controller" }
        if controller.viewIfLoaded?.window != nil { return "the controller is already on screen" }
        return nil
    }

    /// Removes this presented controller, and whatever it presented, from the screen: the topmost first, so
    /// each leaves while what it covers is still in place. A loop, not recursion, so a long chain of
    /// presentations cannot run out of stack; `present` keeps the chain free of loops, so it ends.
    private func tearDownPresentation() {
        var top = self
        while let above = top.presentedViewController { top = above }
        var current: UIViewController? = top
        while let controller = current {
            let shown = controller.isInVisibleWindow
            if shown { controller.beginAppearance(false, animated: false, driver: .explicit, cause: .dismissal) }
            controller.viewIfLoaded?.removeFromSuperview()
            if shown { controller.endAppearance(driver: .explicit) }
            let below = controller.presentingViewController
            below?.presentedViewController = nil
            controller.presentingViewController = nil
            below?.putViewBackAfterCovering()
            current = controller === self ? nil : below
        }
    }

    private func reportPresentation(_ reason: String, presenting controller: UIViewController) {
        applicationForDiagnostics.diagnostics.record(ResponderDiagnostic(
            kind: .invalidPresentation,
            message: "\(ResponderChainForwarding.describe(self)) did not present "
                + "\(ResponderChainForwarding.describe(controller)): \(reason)."))
    }
}
