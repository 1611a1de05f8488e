import Foundation

extension UIViewController {
    /// Adds `child` as a child controller, calling its `willMove(toParent:)` first.
    ///
    /// As in UIKit, add the child's view to your hierarchy yourself, then call `child.didMove(toParent: self)`.
    /// A child that already has another parent is removed from it first.
    public func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)`.
    ///
    /// Remove its view from the hierarchy yourself, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The topmost ancestor in containment; UIKit presents full-screen controllers from it.
    var containmentRoot: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}
