import Foundation
import ResponderKit
import ResponderKitTesting

/// Containers and alerts in the random sessions (issue 34): navigation and tab bar controllers embedded as
/// children of the window's root, with probe content, pushed, popped and switched from callbacks, and alerts
/// whose actions change the world.
extension World {
    /// A navigation or tab bar controller made a child of the window's root controller, its view placed in
    /// `parent` with the spec's frame; returns that view, already in `parent`.
    func embedContainer(_ spec: ViewSpec, in parent: UIView) -> UIView {
        let owner = roots.first { parent.window != nil && $0.viewIfLoaded?.window === parent.window } ?? roots[0]
        let container: UIViewController
        if spec.kind == .navigation {
            let navigation = UINavigationController(rootViewController: contentController("nav root"))
            navigationControllers.append(navigation)
            container = navigation
        } else {
            let tabs = UITabBarController()
            tabs.setViewControllers([contentController("tab 0"), contentController("tab 1")], animated: false)
            tabBarControllers.append(tabs)
            container = tabs
        }
        owner.addChild(container)
        container.view.frame = spec.frame
        parent.addSubview(container.view)
        container.didMove(toParent: owner)
        extraViews.append(container.view)
        return container.view
    }

    /// A probe controller whose view holds one probe view filling it.
    func contentController(_ name: String) -> ChaosController {
        let controller = ChaosController(name: name, hooks: ChaosHooks(ledger: ledger))
        let content = ChaosView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), hooks: controller.hooks)
        content.accessibilityIdentifier = "\(name) content"
        controller.view.addSubview(content)
        controllers.append(controller)
        extraViews.append(content)
        return controller
    }

    func push() {
        guard let navigation = navigationControllers.last else { return }
        navigation.pushViewController(contentController("pushed \(controllers.count)"), animated: false)
    }

    func pop() {
        _ = navigationControllers.last?.popViewController(animated: false)
    }

    func selectTab(_ index: Int) {
        guard let tabs = tabBarControllers.last, let count = tabs.viewControllers?.count, count > 0 else { return }
        tabs.selectedIndex = index % count
    }

    /// Presents an alert from the first root controller; each of its actions removes view 0 from where it is.
    func presentAlert() {
        let alert = UIAlertController(title: "Alert", message: "from a callback", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
            self?.views.first?.removeFromSuperview()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        roots[0].present(alert, animated: false)
        if let view = alert.viewIfLoaded { extraViews.append(view) }
    }
}

/// A weak reference to one object a session made, named for the report if it outlives the session.
final class LeakWatch {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject, _ name: String) {
        self.object = object
        self.name = name
    }
}

extension World {
    /// Closes the session's windows as an app that is done with them does: hidden, so the application stops
    /// keeping them, and without their root controllers (as `LeakTests` tears down). Closing runs callbacks
    /// (a keyboard observer that puts a finger down as the first responder resigns), so the host then cancels
    /// every finger still down, as a host shutting down does: a live touch keeps its window (RELIABILITY.md, "Open").
    func closeWindows() {
        for window in windows + application.windows {
            window.isHidden = true
            window.rootViewController = nil
        }
        host.runUntilIdle()
        let down = (1...8).map { HostTouch(id: $0, action: .cancel, location: .zero) }
        for touch in down { try? host.send(.touches([touch])) }
        host.runUntilIdle()
    }

    /// Everything the session made that must be freed once the world, and with it the application, is gone.
    func leakWatchList() -> [LeakWatch] {
        var list = [LeakWatch(application, "the application")]
        list += windows.enumerated().map { LeakWatch($1, "window \($0)") }
        list += (views + extraViews).map { LeakWatch($0, Probe.name(of: $0)) }
        list += controllers.map { LeakWatch($0, $0.name) }
        list += recognizers.map { LeakWatch($0, "\(type(of: $0)) on \($0.view.map(Probe.name(of:)) ?? "no view")") }
        list += navigationControllers.map { LeakWatch($0, "a navigation controller") }
        list += tabBarControllers.map { LeakWatch($0, "a tab bar controller") }
        return list
    }
}
