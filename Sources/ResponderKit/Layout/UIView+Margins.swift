import Foundation

/// What a view keeps for its margins and safe area: the margins asked for (`nil` for the defaults), the values
/// last reported through `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()`, and the guides it made.
struct LayoutEdges {
    var requestedMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewMargins = false
    var insetsMarginsFromSafeArea = true
    var reportedSafeArea = UIEdgeInsets.zero
    var reportedMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
}

/// The guides a view provides whose frames follow its edges.
enum ProvidedGuide {
    case safeArea, margins
}

extension UIView {
    /// The margins the view has when none were set: 8 points on every side, and for a controller's root view
    /// UIKit's system minimum instead, none at the top and bottom and 16 points at the sides (20 where the
    /// screen's width is regular). The screen's traits are read, not the view's, which the layout pass would
    /// otherwise build for every root view it checks.
    var defaultLayoutMargins: NSDirectionalEdgeInsets {
        guard controllerOfRootView != nil else { return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        let side: CGFloat = window?.screen.deviceTraits.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The margins asked for, measured from the safe area when ``insetsLayoutMarginsFromSafeArea`` is true, and
    /// grown where the superview's margins reach further in when ``preservesSuperviewLayoutMargins`` is true
    /// (spec <doc:Catalog#U21>, <doc:Catalog#U22>).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = absolute(layoutEdges.requestedMargins ?? defaultLayoutMargins)
        if layoutEdges.insetsMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        guard layoutEdges.preservesSuperviewMargins, let superview = storedSuperview else { return margins }
        let frame = self.frame
        let kept = superview.bounds.inset(by: superview.layoutMargins)
        return UIEdgeInsets(top: max(margins.top, kept.minY - frame.minY),
                            left: max(margins.left, kept.minX - frame.minX),
                            bottom: max(margins.bottom, frame.maxY - kept.maxY),
                            right: max(margins.right, frame.maxX - kept.maxX))
    }

    /// `insets` named by layout direction in the view's direction.
    func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        if insets.left == insets.right {
            return NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom,
                                           trailing: insets.right)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                                       bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right)
    }

    /// `insets` as left and right edges in the view's direction. Equal sides need no direction, so the layout
    /// pass does not work out traits for views with the default margins.
    func absolute(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        if insets.leading == insets.trailing {
            return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// The safe-area or margins guide, made and added to the view's guides on first use: its frame is read from
    /// the view's bounds and insets at each pass, so constraints to it follow them.
    func providedGuide(_ kind: ProvidedGuide) -> UILayoutGuide {
        switch kind {
        case .safeArea:
            if let guide = layoutEdges.safeAreaGuide { return guide }
            let guide = UILayoutGuide(identifier: "UIViewSafeAreaLayoutGuide") { $0.bounds.inset(by: $0.safeAreaInsets) }
            layoutEdges.safeAreaGuide = guide
            LayoutBookkeeping.add(guide, to: self)
            return guide
        case .margins:
            if let guide = layoutEdges.marginsGuide { return guide }
            let guide = UILayoutGuide(identifier: "UIViewLayoutMarginsGuide") { $0.bounds.inset(by: $0.layoutMargins) }
            layoutEdges.marginsGuide = guide
            LayoutBookkeeping.add(guide, to: self)
            return guide
        }
    }

    /// Sets the margins asked for; the view lays out again and is told when its margins changed.
    func requestLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        layoutEdges.requestedMargins = margins
        layoutMarginsMayHaveChanged()
    }

    /// Tells the view, and the views that may preserve its margins, when a setting changed its margins.
    func layoutMarginsMayHaveChanged() {
        if reportLayoutMarginsIfChanged() { setNeedsLayout() }
    }

    /// Calls ``layoutMarginsDidChange()`` (and the controller's ``UIViewController/viewLayoutMarginsDidChange()``)
    /// when the margins differ from those last reported; returns whether they did.
    func reportLayoutMarginsIfChanged() -> Bool {
        let margins = layoutMargins
        guard margins != layoutEdges.reportedMargins else { return false }
        layoutEdges.reportedMargins = margins
        // Constraints to the margin attributes hold the margins as they were built with: build them again.
        if LayoutBookkeeping.isInUse { LayoutBookkeeping.structureChanged(in: self) }
        if layoutEdges.marginsGuide != nil { window?.application?.scheduleLayoutPass() }
        layoutMarginsDidChange()
        controllerOfRootView?.viewLayoutMarginsDidChange()
        return true
    }
}

extension UIView {
    /// The view's keyboard layout guide, made and added to the view on first use.
    var providedKeyboardGuide: UIKeyboardLayoutGuide {
        if let guide = layoutEdges.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        layoutEdges.keyboardGuide = guide
        LayoutBookkeeping.add(guide, to: self)
        return guide
    }
}
