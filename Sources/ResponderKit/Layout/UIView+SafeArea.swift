import Foundation

// The safe area is worked out when it is read, from the screen down through the superviews, so code reading
// `safeAreaInsets` right after moving a view gets the current answer; the layout pass compares it with the value
// last reported to call `safeAreaInsetsDidChange()` (spec U19, U20).

extension UIView {
    /// The safe area as the rules of <doc:Catalog#U19> give it now: a window's is the part of the screen's
    /// insets it overlaps, any other view's the part of its superview's it overlaps, plus the controller's
    /// additional insets for a root view.
    var currentSafeAreaInsets: UIEdgeInsets {
        guard let window = cachedWindow else { return .zero }
        if window === self {
            let screen = window.screen
            return UIView.overlap(of: frame, with: screen.bounds, insetBy: screen.safeAreaInsets)
        }
        guard let superview = storedSuperview else { return .zero }
        let insets = UIView.overlap(of: frame, with: superview.bounds, insetBy: superview.safeAreaInsets)
        guard let controller = controllerOfRootView else { return insets }
        let added = controller.additionalSafeAreaInsets
        return UIEdgeInsets(top: insets.top + added.top, left: insets.left + added.left,
                            bottom: insets.bottom + added.bottom, right: insets.right + added.right)
    }

    /// The insets of a view at `frame` inside a container whose `bounds` are covered by `insets`: on each edge the
    /// distance from the view's edge to the container's safe edge, never more than the container's own inset there
    /// (a view moved further out does not grow it) nor more than the view's size.
    static func overlap(of frame: CGRect, with bounds: CGRect, insetBy insets: UIEdgeInsets) -> UIEdgeInsets {
        let safe = bounds.inset(by: insets)
        func part(_ distance: CGFloat, cap: CGFloat, length: CGFloat) -> CGFloat {
            cap > 0 ? min(max(distance, 0), cap, length) : 0
        }
        return UIEdgeInsets(top: part(safe.minY - frame.minY, cap: insets.top, length: frame.height),
                            left: part(safe.minX - frame.minX, cap: insets.left, length: frame.width),
                            bottom: part(frame.maxY - safe.maxY, cap: insets.bottom, length: frame.height),
                            right: part(frame.maxX - safe.maxX, cap: insets.right, length: frame.width))
    }

    /// Reports a change of the safe area or the margins since they were last reported: called for every view the
    /// layout pass goes through, before its layout, which the change makes due.
    func reportLayoutEdgeChanges() {
        let insets = safeAreaInsets
        if insets != layoutEdges.reportedSafeArea {
            layoutEdges.reportedSafeArea = insets
            needsLayout = true
            // The guides were read before the solve; a pass after this one holds constraints to their new frames.
            if layoutEdges.safeAreaGuide != nil || layoutEdges.keyboardGuide != nil {
                window?.application?.scheduleLayoutPass()
            }
            safeAreaInsetsDidChange()
            controllerOfRootView?.viewSafeAreaInsetsDidChange()
        }
        if reportLayoutMarginsIfChanged() { needsLayout = true }
    }
}
