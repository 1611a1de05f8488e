import Foundation

// How a view's tint is worked out and who hears when it changes. The tint is inherited: a view without a tint
// of its own shows the nearest ancestor's, and the top of a tree shows the system blue, as a window does in
// UIKit. Dimming (`tintAdjustmentMode`) is inherited the same way. Whenever what a view shows changes — its own
// tint or mode was set, an ancestor's was, or it moved under another tree — it and every descendant that
// inherits the change get `tintColorDidChange()`, as in UIKit.

extension UIView {
    /// Whether a view's tint is shown as is or dimmed, as when a modal view covers it.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; normal at the top of a tree.
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint desaturated to a gray of the same lightness, as UIKit dims content behind a modal view.
        case dimmed = 2
    }

    /// What a view's tint looks like: the color before dimming, and whether it is dimmed.
    struct TintState: Equatable {
        var color: UIColor
        var isDimmed: Bool

        /// The color as shown.
        var shownColor: UIColor {
            guard isDimmed else { return color }
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
        }
    }

    /// The tint the view shows: the nearest tint and mode set on it or an ancestor.
    ///
    /// When no view above sets either, the answer is the view's own, with no walk: adding a view to a deep
    /// chain would otherwise walk every ancestor twice, which made building a 30,000-deep chain quadratic.
    var tintState: TintState {
        guard tintSettersAbove > 0 else {
            return TintState(color: ownTintColor ?? UIView.topTint, isDimmed: ownTintAdjustmentMode == .dimmed)
        }
        var color: UIColor?
        var mode = TintAdjustmentMode.automatic
        var view: UIView? = self
        while let current = view, color == nil || mode == .automatic {
            if color == nil { color = current.ownTintColor }
            if mode == .automatic { mode = current.ownTintAdjustmentMode }
            view = current.storedSuperview
        }
        return TintState(color: color ?? UIView.topTint, isDimmed: mode == .dimmed)
    }

    /// The tint at the top of a tree, made once: `UIColor.systemBlue` makes a new color each time, and the tint
    /// is worked out twice whenever a view moves, as table cells do on every scroll step.
    private static let topTint = UIColor.systemBlue

    /// The tint the view shows, for ``tintColor``'s getter.
    var effectiveTintColor: UIColor { tintState.shownColor }

    /// The mode in effect, for ``tintAdjustmentMode``'s getter: never `.automatic`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode { tintState.isDimmed ? .dimmed : .normal }

    /// Sets the view's own tint (`nil` to inherit) and tells the views whose tint changed.
    func setOwnTint(_ color: UIColor?) {
        let before = tintState
        let wasSetting = setsTint
        ownTintColor = color
        countTintSetter(was: wasSetting)
        tintMayHaveChanged(from: before)
    }

    /// Sets the view's own mode and tells the views whose tint changed.
    func setOwnTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = tintState
        let wasSetting = setsTint
        ownTintAdjustmentMode = mode
        countTintSetter(was: wasSetting)
        tintMayHaveChanged(from: before)
    }

    /// Whether the view sets a tint or a mode of its own, which the views below it inherit.
    var setsTint: Bool { ownTintColor != nil || ownTintAdjustmentMode != .automatic }

    /// After the view started or stopped setting a tint, counts it in every view below.
    private func countTintSetter(was wasSetting: Bool) {
        guard wasSetting != setsTint else { return }
        let delta = setsTint ? 1 : -1
        forEachInSubtree { view in
            if view !== self { view.tintSettersAbove += delta }
            return true
        }
    }

    /// After the view moved, counts the views above its new place that set a tint, in it and every view below.
    ///
    /// Costs one step when the count is the same as at the old place, as it is wherever no view sets a tint.
    func recountTintSettersAbove() {
        let count = storedSuperview.map { $0.tintSettersAbove + ($0.setsTint ? 1 : 0) } ?? 0
        let delta = count - tintSettersAbove
        guard delta != 0 else { return }
        forEachInSubtree { view in
            view.tintSettersAbove += delta
            return true
        }
    }

    /// The tint the view shows before it moves, or `nil` when it inherits nothing and so cannot change.
    var tintStateBeforeMove: TintState? {
        ownTintColor != nil && ownTintAdjustmentMode != .automatic ? nil : tintState
    }

    /// Tells the view and its inheriting descendants that their tint changed, if it differs from `before`.
    func tintMayHaveChanged(from before: TintState?) {
        guard let before else { return }
        let after = tintState
        guard after != before else { return }
        tintColorDidChange()
        propagateTintChange(colorChanged: after.color != before.color,
                            dimmingChanged: after.isDimmed != before.isDimmed)
    }

    /// Tells each subview that inherits a changed part of the tint, and its subviews likewise.
    ///
    /// Depth first, each view before its subviews, which are read after it is told; the places still to go are
    /// kept in an array rather than on the call stack, so a tint set above a 30,000-deep chain reaches its
    /// bottom.
    private func propagateTintChange(colorChanged: Bool, dimmingChanged: Bool) {
        var pending: [(views: [UIView], color: Bool, dimming: Bool, next: Int)] =
            [(subviews, colorChanged, dimmingChanged, 0)]
        while let last = pending.indices.last {
            let level = pending[last]
            guard level.next < level.views.count else {
                pending.removeLast()
                continue
            }
            pending[last].next += 1
            let subview = level.views[level.next]
            let color = level.color && subview.ownTintColor == nil
            let dimming = level.dimming && subview.ownTintAdjustmentMode == .automatic
            guard color || dimming else { continue }
            subview.tintColorDidChange()
            pending.append((subview.subviews, color, dimming, 0))
        }
    }
}
