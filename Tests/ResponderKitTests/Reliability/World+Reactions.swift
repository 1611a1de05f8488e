import Foundation
import ResponderKit
import ResponderKitTesting

/// What reactions do to the world, from whatever callback they fire in.
extension World {
    func perform(_ reaction: Reaction, on view: UIView) {
        switch reaction {
        case .removeSelf: view.removeFromSuperview()
        case .removeSuperview: view.superview?.removeFromSuperview()
        case .addSubview:
            let added = ChaosView(frame: view.bounds, hooks: ChaosHooks(ledger: ledger))
            added.accessibilityIdentifier = "added \(views.count)"
            view.addSubview(added)
            views.append(added)
        case .becomeFirstResponder(let index):
            if index < views.count { _ = views[index].becomeFirstResponder() } else {
                _ = roots[0].becomeFirstResponder()
            }
        case .resignFirstResponder: _ = application.firstResponder?.resignFirstResponder()
        case .disableRecognizers:
            for each in selfAndAncestors(of: view) {
                for recognizer in each.gestureRecognizers ?? [] { recognizer.isEnabled = false }
            }
        case .removeRecognizers:
            for each in selfAndAncestors(of: view) {
                for recognizer in each.gestureRecognizers ?? [] { each.removeGestureRecognizer(recognizer) }
            }
        case .present: present(from: roots[0])
        case .dismiss: roots[0].dismiss(animated: false)
        case .sendAction: _ = application.sendAction(.copy, to: nil, from: view, for: nil)
        case .hideSelf: view.isHidden = true
        case .reparent(let index): reparent(view, under: index)
        case .moveToOtherWindow:
            let other = windows.first { $0 !== view.window } ?? windows[0]
            other.rootViewController?.view.addSubview(view)
        case .replaceRootView: replaceRootView(of: root(of: view))
        case .swapRootViewController: swapRootViewController(of: view)
        case .free: free(view)
        case .makeKey(let index): windows[index % windows.count].makeKey()
        case .adoptIntoChild: adoptIntoChild(view)
        case .removeChild: removeNewestChild()
        case .input(let input): sendFromCallback(input, at: view)
        case .advanceClock(let interval):
            host.clock.advance(by: interval)
            latestClockReading = max(latestClockReading, host.clock.now)
        case .push: push()
        case .pop: pop()
        case .selectTab(let index): selectTab(index)
        case .presentAlert: presentAlert()
        case .changeValue: changeValue(of: view)
        case .later(let delay, let later):
            application.clock.schedule(after: delay) { [weak self, weak view] in
                guard let self, let view else { return }
                perform(later, on: view)
            }
        }
    }

    private func selfAndAncestors(of view: UIView) -> [UIView] {
        var list: [UIView] = []
        var current: UIView? = view
        while let each = current {
            list.append(each)
            current = each.superview
        }
        return list
    }

    /// The root controller of the window the view is in, or the first window's.
    private func root(of view: UIView) -> ChaosController {
        roots.first { $0.viewIfLoaded?.window != nil && $0.viewIfLoaded?.window === view.window } ?? roots[0]
    }

    func present(from presenter: ChaosController) {
        let presented = ChaosController(name: "presented", hooks: ChaosHooks(ledger: ledger))
        let content = ChaosView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), hooks: presented.hooks)
        content.accessibilityIdentifier = "presented content"
        presented.view.addSubview(content)
        views.append(content)
        controllers.append(presented)
        presenter.present(presented, animated: false)
    }

    /// Moves the view under view `index` if that is in the same window and not inside the view (which would
    /// make a loop), else under its window's root view: a move that keeps the view in its window.
    private func reparent(_ view: UIView, under index: Int) {
        guard let window = view.window else { return }
        let candidate = index < views.count ? views[index] : nil
        if let candidate, candidate !== view, candidate.window === window, !candidate.isDescendant(of: view) {
            candidate.addSubview(view)
        } else if let rootView = window.rootViewController?.viewIfLoaded, rootView !== view,
                  !rootView.isDescendant(of: view) {
            rootView.addSubview(view)
        }
    }

    private func replaceRootView(of controller: ChaosController) {
        let replacement = ChaosView(frame: controller.viewIfLoaded?.frame ?? .zero,
                                    hooks: ChaosHooks(ledger: ledger))
        replacement.accessibilityIdentifier = "replacement root \(views.count)"
        let window = controller.viewIfLoaded?.window
        controller.viewIfLoaded?.removeFromSuperview()
        controller.view = replacement
        if let window, window.rootViewController === controller { window.addSubview(replacement) }
        views.append(replacement)
    }

    private func swapRootViewController(of view: UIView) {
        let index = windows.firstIndex { $0 === view.window } ?? 0
        let controller = ChaosController(name: "swapped root \(index)", hooks: ChaosHooks(ledger: ledger))
        controller.acceptsFirstResponder = true
        controllers.append(controller)
        roots[index] = controller
        windows[index].rootViewController = controller
    }

    /// Removes the view and drops every reference the world holds to it, its subtree and their recognizers;
    /// touches still on it may keep it alive until they end, as in UIKit.
    private func free(_ view: UIView) {
        view.removeFromSuperview()
        for index in views.indices where views[index] === view || views[index].isDescendant(of: view) {
            let standIn = ChaosView(frame: .zero, hooks: ChaosHooks(ledger: ledger))
            standIn.accessibilityIdentifier = "freed \(index)"
            views[index] = standIn
        }
        recognizers.removeAll { recognizer in recognizer.view.map { $0 === view || $0.isDescendant(of: view) } ?? true }
        recognizerDelegates.removeAll { delegate in !recognizers.contains { $0.delegate === delegate } }
    }

    /// A new child of the window's root controller takes the view: the child's view goes where the view was
    /// and the view moves into it, as a container adopting content does.
    private func adoptIntoChild(_ view: UIView) {
        guard let superview = view.superview else { return }
        let parent = root(of: view)
        let child = ChaosController(name: "child \(controllers.count)", hooks: ChaosHooks(ledger: ledger))
        controllers.append(child)
        parent.addChild(child)
        child.view.frame = superview.bounds
        child.view.accessibilityIdentifier = "child view \(views.count)"
        superview.addSubview(child.view)
        child.view.addSubview(view)
        child.didMove(toParent: parent)
        views.append(child.view)
    }

    private func removeNewestChild() {
        guard let child = roots.flatMap(\.children).last else { return }
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }
}
