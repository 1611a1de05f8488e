import Foundation

extension UIView {
    /// UIKit's hit test (spec B1-B4): refuse when not eligible or outside, else ask subviews front to back.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEligibleForHitTesting else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return UIView.hitTest(storedSubviews, at: point, with: event) ?? self
    }

    // The walk below holds children as `Unmanaged` references and retains none of them: each parent's
    // `children` array, a local copy, keeps them alive for as long as the walk looks at them. Retaining a view
    // that has subviews takes the runtime's slow path (its subviews point back at it weakly, which gives it a
    // side table), and those retains were half of a hit test's instructions. Only the answer is retained, once,
    // when the walk hands it back.
    //
    // The helpers that look through an unretained reference are nonisolated: `_withUnsafeGuaranteedRef` takes
    // a closure, and a main-actor closure would check the executor at run time on every call.

    /// Asks `children` front to back (B3) for the deepest view containing `point`, in their superview's space.
    ///
    /// A child whose class hit-tests with UIView's own members is walked here from its stored state: the same
    /// steps as ``defaultHitTest(_:with:)`` without a call it could have overridden. Any other child is asked
    /// through its `hitTest`. Walks by index from the end so no iterator or array is allocated per touch.
    private static func hitTest(_ children: [UIView], at point: CGPoint, with event: UIEvent?) -> UIView? {
        var index = children.endIndex
        while index > children.startIndex {
            index -= 1
            let hit: UIView?
            if !children[index].hitTestsWithBuiltInMembers {
                hit = ask(Unmanaged.passUnretained(children[index]), fromSuperview: point, with: event)
            } else if children[index].storedAskedViewsInSubtree == 0 {
                hit = hitTestWithinBuiltInSubtree(Unmanaged.passUnretained(children[index]), fromSuperview: point)?
                    .takeUnretainedValue()
            } else {
                hit = hitTestBuiltIn(Unmanaged.passUnretained(children[index]), fromSuperview: point, with: event)
            }
            if let hit { return hit }
        }
        return nil
    }

    private static func hitTestBuiltIn(_ child: Unmanaged<UIView>, fromSuperview point: CGPoint,
                                       with event: UIEvent?) -> UIView? {
        guard let local = builtInStep(child, fromSuperview: point) else { return nil }
        return hitTest(subviews(of: child), at: local, with: event) ?? child.takeUnretainedValue()
    }

    /// The walk for a subtree of built-in views only, which runs no code but this: nothing can change the
    /// hierarchy while it looks, so it reads every view's subviews through their unretained mirror instead of
    /// copying (and retaining) the array.
    private nonisolated static func hitTestWithinBuiltInSubtree(_ child: Unmanaged<UIView>,
                                                                fromSuperview point: CGPoint) -> Unmanaged<UIView>? {
        child._withUnsafeGuaranteedRef { view in
            guard let local = builtInStep(view, fromSuperview: point) else { return nil }
            let children = view.unretainedSubviews
            var index = children.count
            while index > 0 {
                index -= 1
                if let hit = hitTestWithinBuiltInSubtree(children[index], fromSuperview: local) { return hit }
            }
            return child
        }
    }

    /// Calls the child's own `hitTest` through an unretained reference.
    ///
    /// Main-actor code calls this, and the call it makes runs on the main actor; the function is nonisolated
    /// only so that its closure for `_withUnsafeGuaranteedRef` is, and the main-actor call inside is made
    /// through a function value whose isolation is dropped by a cast, as `MainActor.assumeIsolated` does after
    /// its check.
    private nonisolated static func ask(_ child: Unmanaged<UIView>, fromSuperview point: CGPoint,
                                        with event: UIEvent?) -> UIView? {
        let isolated: @MainActor (UIView, CGPoint, UIEvent?) -> UIView? = { view, point, event in
            view.hitTest(view.pointFromSuperviewSpace(point), with: event)
        }
        let onTheMainActor = unsafeBitCast(isolated, to: ((UIView, CGPoint, UIEvent?) -> UIView?).self)
        return child._withUnsafeGuaranteedRef { onTheMainActor($0, point, event) }
    }

    /// The point in `child`'s own coordinates when it is eligible (B1) and contains the point (B2), else `nil`.
    private nonisolated static func builtInStep(_ child: Unmanaged<UIView>, fromSuperview point: CGPoint) -> CGPoint? {
        child._withUnsafeGuaranteedRef { builtInStep($0, fromSuperview: point) }
    }

    @inline(__always)
    private nonisolated static func builtInStep(_ view: UIView, fromSuperview point: CGPoint) -> CGPoint? {
        guard !view.storedIsHidden, view.storedIsUserInteractionEnabled, view.storedAlpha >= 0.01 else {
            return nil
        }
        let local = view.pointFromSuperviewSpaceByStorage(point)
        return view.storedBounds.containsForHitTest(local) ? local : nil
    }

    private nonisolated static func subviews(of view: Unmanaged<UIView>) -> [UIView] {
        view._withUnsafeGuaranteedRef { $0.storedSubviews }
    }
}

extension CGRect {
    /// `contains(_:)` for one point, with Foundation's answer: nothing is inside a null or empty rectangle, and
    /// a rectangle holds its minimum edges but not its maximum ones, whatever the sign of its size.
    ///
    /// Foundation's `contains` is an opaque call on Linux that standardizes the rectangle and builds two
    /// ranges; it was a tenth of a hit test. A NaN coordinate makes this `false` where Foundation traps.
    @inline(__always)
    func containsForHitTest(_ point: CGPoint) -> Bool {
        let x0 = origin.x, x1 = origin.x + size.width
        let y0 = origin.y, y1 = origin.y + size.height
        return origin.x != .infinity && origin.y != .infinity && size.width != 0 && size.height != 0
            && Swift.min(x0, x1) <= point.x && point.x < Swift.max(x0, x1)
            && Swift.min(y0, y1) <= point.y && point.y < Swift.max(y0, y1)
    }
}
