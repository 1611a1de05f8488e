import Foundation

// Layout: a view marked with `setNeedsLayout()` (or resized, or newly put in a window) is laid out by the layout
// pass of its application, which runs on the next turn of the run loop and, if one is pending, before a touch is
// hit-tested, so touches see the frames `layoutSubviews()` sets. `layoutIfNeeded()` runs it at once for a subtree.

extension UIView {
    /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        window?.application?.scheduleLayoutPass()
    }

    /// Lays out now every view of the receiver's subtree that needs it, parents before children, so frames a
    /// parent sets in ``layoutSubviews()`` are laid out in the same call. Constraints are updated and solved
    /// first, for the whole hierarchy, so ``layoutSubviews()`` sees the frames they give (<doc:Catalog#U1>,
    /// <doc:Catalog#U2>). Works inside
    /// `UIView.animate(withDuration:animations:)` blocks as in UIKit (<doc:Catalog#O1>).
    public func layoutIfNeeded() {
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

    /// Marks the view as needing to be drawn again; ResponderKit draws nothing, so it tells the host, which
    /// observes ``UIApplication/viewNeedsDisplayNotification``.
    public func setNeedsDisplay() {
        guard let application = window?.application else { return }
        application.notificationCenter.post(name: UIApplication.viewNeedsDisplayNotification, object: self)
    }

    /// Marks part of the view as needing to be drawn again; as ``setNeedsDisplay()``, for the whole view.
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
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
        // Not `[weak self]`, which would give the application a side table (`ApplicationLifetime`): the
        // application is alive exactly while its lifetime token says so.
        clock.performOnNextTurn { [lifetime, unowned(unsafe) self] in
            guard lifetime.isAlive else { return }
            self.runLayoutPassIfNeeded()
        }
    }

    /// Lays out every visible window's views that need it; called on the next turn and before hit testing.
    func runLayoutPassIfNeeded() {
        guard isLayoutPassScheduled else { return }
        isLayoutPassScheduled = false
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
    }
}

extension UIView {
    /// The value of a dimension that has no intrinsic size: -1, as in UIKit (spec <doc:Catalog#P10>).
    public static let noIntrinsicMetric: CGFloat = -1
}
