import Foundation

extension UIViewController {
    /// ``addChild(_:)``'s work.
    func attachChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        if child === self || isControlled(by: child) {
            reportContainment("it is the receiver or one of the controllers above it", adding: child)
            return
        }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.appearance.pendingCause = .movingToParent
    }

    /// ``removeFromParent()``'s work.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The topmost ancestor in containment; UIKit presents full-screen controllers from it.
    ///
    /// The walk ends: ``addChild(_:)`` refuses every link that would close a loop.
    var containmentRoot: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// Whether `controller` is above the receiver: one of its parents, a controller that presented one of them,
    /// and so on up.
    ///
    /// Each kind of link alone cannot loop (this check and `present` refuse the links that would close one),
    /// but a parent removed later can leave a loop that mixes the two. The walk therefore runs a second cursor
    /// at twice the speed: if it ever meets the first, the links loop, and the answer is `true` so that nothing
    /// is added to the loop. It ends after at most three times as many steps as there are controllers above.
    func isControlled(by controller: UIViewController) -> Bool {
        func above(_ controller: UIViewController?) -> UIViewController? {
            controller.flatMap { $0.parent ?? $0.presentingViewController }
        }
        var slow: UIViewController? = self
        var fast = above(self)
        while let current = fast {
            if current === controller { return true }
            fast = above(current)
            if let further = fast {
                if further === controller { return true }
                fast = above(further)
            }
            slow = above(slow)
            if let fast, fast === slow { return true }
        }
        return false
    }

    /// The application whose diagnostics hear about this controller: the one of the first window found from its
    /// view or its outermost container's, else the shared one.
    var applicationForDiagnostics: UIApplication {
        viewIfLoaded?.window?.application ?? containmentRoot.viewIfLoaded?.window?.application
            ?? UIApplication.shared
    }

    private func reportContainment(_ reason: String, adding child: UIViewController) {
        let application = child.viewIfLoaded?.window?.application ?? applicationForDiagnostics
        application.diagnostics.record(ResponderDiagnostic(
            kind: .invalidHierarchy,
            message: "\(ResponderChainForwarding.describe(self)) did not add "
                + "\(ResponderChainForwarding.describe(child)) as a child: \(reason)."))
    }

    /// The closest controller above this one that is a `T`: ``navigationController`` and
    /// ``tabBarController``'s search.
    func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let found = controller as? T { return found }
            current = controller.parent
        }
        return nil
    }
}
