import Foundation

extension UIViewController {
    /// ``present(_:animated:completion:)``'s work.
    func performPresentation(of viewControllerToPresent: UIViewController, animated: Bool,
                             completion: (() -> Void)?) {
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

    /// The superview a full-screen presentation took the view out of, when it is still alive and the view is
    /// loaded, and whether it is in a shown window, so the view will appear when put back.
    private var coveredContainer: (view: UIView, container: UIView, index: Int, shown: Bool)? {
        guard let placement = coveredPlacement, let view = viewIfLoaded,
              let container = placement.container.responder as? UIView else { return nil }
        return (view, container, placement.index, container.window.map { !$0.isHidden } ?? false)
    }

    /// ``dismiss(animated:completion:)``'s work. A controller that presents nothing asks the controller that
    /// presented it, or presented the container it is a child of (the root of a presented navigation
    /// controller, say), to dismiss, as UIKit forwards it (spec <doc:Catalog#P54>).
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        if let presented = presentedViewController ?? containmentRoot.presentedViewController {
            presented.tearDownPresentation()
            completion?()
        } else if let presenting = presentingViewController ?? containmentRoot.presentingViewController {
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
    ///
    /// A presenter that a full-screen presentation covered comes back as the controller above it leaves, with
    /// the calls interleaved as presentation interleaves them (spec <doc:Catalog#P16>): the leaving controller's
    /// `viewWillDisappear`, the presenter's `viewWillAppear`, the views change places, the presenter's
    /// `viewDidAppear`, then the leaving controller's `viewDidDisappear`.
    private func tearDownPresentation() {
        var top = self
        while let above = top.presentedViewController { top = above }
        var current: UIViewController? = top
        while let controller = current {
            let below = controller.presentingViewController
            let shown = controller.isInVisibleWindow
            let covered = below?.coveredContainer
            below?.coveredPlacement = nil
            let revealed = covered?.shown == true ? below : nil
            if shown { controller.beginAppearance(false, animated: false, driver: .explicit, cause: .dismissal) }
            revealed?.beginAppearance(true, animated: false, driver: .explicit)
            controller.viewIfLoaded?.removeFromSuperview()
            below?.presentedViewController = nil
            controller.presentingViewController = nil
            if let covered {
                covered.container.insertSubview(covered.view, at: min(covered.index, covered.container.subviews.count))
            }
            revealed?.endAppearance(driver: .explicit)
            if shown { controller.endAppearance(driver: .explicit) }
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
