import Foundation

// Layout: a view marked with `setNeedsLayout()` (or resized, or newly put in a window) is laid out by the layout
// pass of its application, which runs on the next turn of the run loop and, if one is pending, before a touch is
// hit-tested, so touches see the frames `layoutSubviews()` sets. `layoutIfNeeded()` runs it at once for a subtree.

extension UIView {
    /// ``layoutIfNeeded()``'s work: lays out every view of the subtree that needs it, parents first.
    func layOutSubtreeIfNeeded() {
        runConstraintPass()
        forEachInSubtree { view in
            view.reportLayoutEdgeChanges()
            if view.needsLayout {
                view.needsLayout = false
                view.performLayout()
            }
            return true
        }
    }

    /// ``setNeedsDisplay()``'s work: ResponderKit draws nothing, so it tells the host.
    func postNeedsDisplay() {
        guard let application = window?.application else { return }
        application.notificationCenter.post(name: UIApplication.viewNeedsDisplayNotification, object: self)
    }

    /// Runs the view's layout, with its controller's callbacks around it when it is a controller's root view.
    private func performLayout() {
        let controller = controllerOfRootView
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}

extension UIApplication {
    /// Posted with a view as the object when the view asked to be drawn again (``UIView/setNeedsDisplay()``): a
    /// ResponderKit addition, for hosts that draw.
    public nonisolated static let viewNeedsDisplayNotification =
        Notification.Name("ResponderKitViewNeedsDisplayNotification")

    /// Makes sure a layout pass runs on the next turn of the run loop.
    func scheduleLayoutPass() {
        guard !isLayoutPassScheduled else { return }
        isLayoutPassScheduled = true
        clock.performOnNextTurn(layoutPassWork)
    }

    /// The work that runs the layout pass on the next turn (``layoutPassWork``).
    func makeLayoutPassWork() -> @MainActor () -> Void {
        // Not `[weak self]`, which would give the application a side table (`ApplicationLifetime`): the
        // application is alive exactly while its lifetime token says so.
        { [lifetime, application = Unretained(self)] in
            guard lifetime.isAlive else { return }
            application.object.runLayoutPassIfNeeded()
        }
    }

    /// Lays out every visible window's views that need it; called on the next turn and before hit testing.
    func runLayoutPassIfNeeded() {
        guard isLayoutPassScheduled else { return }
        isLayoutPassScheduled = false
        // The entries, not `windows`, which builds an array on every pass.
        for entry in windowEntries {
            guard let window = entry.window, !window.isHidden else { continue }
            window.layoutIfNeeded()
        }
    }
}

extension UIView {
    /// The value of a dimension that has no intrinsic size: -1, as in UIKit (spec <doc:Catalog#P10>).
    public static let noIntrinsicMetric: CGFloat = -1
}
