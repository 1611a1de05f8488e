import Foundation

extension UIView {
    /// UIKit's hit test (spec <doc:Catalog#B1>-<doc:Catalog#B4>): refuse when not eligible or outside, else ask subviews front to back.
    ///
    /// A view whose class inherits eligibility and `point(inside:with:)` (one that overrides `hitTest` and calls
    /// `super`, say) is judged from its stored state, which is what those members would read.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        #if DEBUG
        TouchPathLog.note("hitTest(_:with:)")
        #endif
        if decidesContainmentByStorage {
            guard isEligibleByStorage, storedBounds.containsForHitTest(point) else { return nil }
        } else {
            guard isEligibleForHitTesting else { return nil }
            guard self.point(inside: point, with: event) else { return nil }
        }
        return UIView.hitTest(storedSubviews, at: point, with: event) ?? self
    }

    // MARK: The fast walk
    //
    // Every trick the hit test plays to stay near the floor lives in this file, each justified by a number in
    // BENCHMARKS.md ("How the hit test gets there"; instructions per hit test on the 10,000-view tree and the
    // 200-deep chain, 1a and 1c):
    //
    // - **Built-in views are tested from storage.** `hitTestsWithBuiltInMembers` is set once per view from its
    //   dynamic type: `UIView`, `UILabel`, and any class whose method table shows it inherits every member hit
    //   testing asks (`InheritedMembers.hitTesting`), which is most of an app's own classes. Such a view is tested
    //   from its `stored...` fields, with no call it could have overridden (3,083 -> 2,512 and 41,869 -> 37,665;
    //   for trees of app classes 5,605 -> 994 and 64,067 -> 6,722 once their method tables were read).
    // - **Children are held unretained** (`Unmanaged`): retaining a view that has subviews took the runtime's
    //   slow path while its subviews pointed back at it weakly (they no longer do: `UIView.storedSuperview`);
    //   those retains were half a hit test (7,954 -> 3,083 and 88,667 -> 41,869). What keeps each child alive is
    //   named where it is held.
    // - **A subtree of built-in views only** (`storedAskedViewsInSubtree == 0`) runs no code outside
    //   ResponderKit until the walk returns, so nothing can change the hierarchy while it looks: it reads each
    //   view's subviews through `unretainedSubviews` (`UnretainedViewList`), plain memory with no retain of the
    //   array's buffer (37,068 -> 24,271 on the chain).
    // - **The helpers that look through an unretained reference are nonisolated**, so the closure given to
    //   `_withUnsafeGuaranteedRef` is: a main-actor closure checks the executor at run time, about 166
    //   instructions per view (12,789 / 126,796 in the round that tried it). `ask` reaches the main-actor
    //   `hitTest` through an `unsafeBitCast` of a function value, as `MainActor.assumeIsolated` does after its
    //   check; only main-actor code calls it (8,379 -> 5,596 and 96,736 -> 64,468 for app subclasses).
    // - **A plain view's step is a summary kept by its setters** (`HitShortcut`): shown, interactive, opaque
    //   enough, untransformed and with real bounds, worked out when any of those change, so the step over it is
    //   the point mapped in and four comparisons (1,896 -> 991 and 15,924 -> 6,718; the floor, comparing
    //   inline, is 1,010 and 11,869).
    // - **`@exclusivity(unchecked)` storage** (`UIView.swift`): runtime exclusivity checks were two thirds of a
    //   hit test's instructions in the first round (26,527 -> 9,103 and 265,540 -> 96,923).
    //
    // The walk over built-in views is a loop, not recursion. A built-in view that is eligible (B1) and contains
    // the point (B2) is always the answer or an ancestor of it (only an app's override can answer `nil` for a
    // view that contains the point), so the walk never comes back up: it goes down to the front-most child that
    // takes the point (B3), and stops at the view none of whose children does. A chain of any depth is walked
    // in constant stack, and in fewer instructions than the recursion (2,523 -> 1,895 and 24,271 -> 15,924);
    // only views of classes that override hit testing are asked through their `hitTest`, whose recursion is the
    // app's own, as in UIKit. In debug builds each answer for a built-in subtree is compared with the plain
    // recursive walk through the overridable members (`crossCheck`), on subtrees small enough for that to stay
    // cheap.

    /// Asks `children` front to back (<doc:Catalog#B3>) for the deepest view containing `point`, in their superview's space;
    /// `nil` when none does.
    ///
    /// An app's view is asked through its `hitTest`; a subtree of built-in views only is walked by
    /// ``hitTestWithinBuiltInSubtree(_:fromSuperview:)``; a built-in view above views that must be asked is
    /// walked by ``hitTestBuiltIn(_:at:with:)``. Walks by index from the end so no iterator or array is
    /// allocated per touch, and reads each child through the array, unretained.
    private static func hitTest(_ children: [UIView], at point: CGPoint, with event: UIEvent?) -> UIView? {
        var index = children.endIndex
        while index > children.startIndex {
            index -= 1
            let child = Unmanaged.passUnretained(children[index])
            if !children[index].hitTestsWithBuiltInMembers {
                if let hit = ask(child, fromSuperview: point, with: event) { return hit }
            } else if children[index].storedAskedViewsInSubtree == 0 {
                if let hit = hitTestBuiltInOnly(child, fromSuperview: point) { return hit }
            } else if let local = builtInStep(child, fromSuperview: point) {
                return hitTestBuiltIn(child, at: local, with: event)
            }
        }
        return nil
    }

    /// The walk down from a built-in view that takes the point (`point` in its own space) and has views below it
    /// that must be asked: the steps of ``hitTest(_:at:with:)``, in a loop that goes down a level whenever a
    /// built-in child above asked views takes the point.
    ///
    /// The views it asks may change the hierarchy, so it holds the subviews of the view it stands on as an array
    /// copy (a retain of the buffer, the runtime's fast path), and keeps the view itself alive by holding the
    /// copy it was found in (`holder`; the caller's copy for `start`) rather than by retaining the view, which
    /// would take the slow path: retaining it cost 3,101 more instructions per tap in scenario 3, whose button
    /// sits 20 views deep (103,751 against 100,650).
    private static func hitTestBuiltIn(_ start: Unmanaged<UIView>, at point: CGPoint, with event: UIEvent?) -> UIView {
        var view = start
        var local = point
        var holder: [UIView] = []
        var children = subviews(of: view)
        descending: while true {
            var index = children.endIndex
            while index > children.startIndex {
                index -= 1
                let child = Unmanaged.passUnretained(children[index])
                if !children[index].hitTestsWithBuiltInMembers {
                    if let hit = ask(child, fromSuperview: local, with: event) { return hit }
                } else if children[index].storedAskedViewsInSubtree == 0 {
                    if let hit = hitTestBuiltInOnly(child, fromSuperview: local) { return hit }
                } else if let inChild = builtInStep(child, fromSuperview: local) {
                    view = child
                    local = inChild
                    swap(&holder, &children)
                    children = subviews(of: view)
                    continue descending
                }
            }
            return view.takeUnretainedValue()
        }
    }

    /// A subtree of built-in views only, walked by ``hitTestWithinBuiltInSubtree(_:fromSuperview:)`` and, in
    /// debug builds, checked against the plain walk.
    @inline(__always)
    private static func hitTestBuiltInOnly(_ child: Unmanaged<UIView>, fromSuperview point: CGPoint) -> UIView? {
        let hit = hitTestWithinBuiltInSubtree(child, fromSuperview: point)
        #if DEBUG
        crossCheck(hit, of: child, fromSuperview: point)
        #endif
        return hit?.takeUnretainedValue()
    }

    /// The walk for a subtree of built-in views only, which runs no code but this: nothing can change the
    /// hierarchy while it looks, so it reads every view's subviews through their unretained mirror instead of
    /// copying (and retaining) the array, and goes down a level per turn of the loop.
    private nonisolated static func hitTestWithinBuiltInSubtree(_ child: Unmanaged<UIView>,
                                                                fromSuperview point: CGPoint) -> Unmanaged<UIView>? {
        guard var local = builtInStep(child, fromSuperview: point) else { return nil }
        var view = child
        descending: while true {
            let children = view._withUnsafeGuaranteedRef { $0.unretainedSubviews }
            var index = children.count
            while index > 0 {
                index -= 1
                if let inChild = builtInStep(children[index], fromSuperview: local) {
                    view = children[index]
                    local = inChild
                    continue descending
                }
            }
            return view
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
            let local = view.mapsPointsByStorage ? view.pointFromSuperviewSpaceByStorage(point)
                : view.pointFromSuperviewSpace(point)
            return view.hitTest(local, with: event)
        }
        let onTheMainActor = unsafeBitCast(isolated, to: ((UIView, CGPoint, UIEvent?) -> UIView?).self)
        return child._withUnsafeGuaranteedRef { onTheMainActor($0, point, event) }
    }

    /// The point in `child`'s own coordinates when it is eligible (<doc:Catalog#B1>) and contains the point (<doc:Catalog#B2>), else `nil`.
    private nonisolated static func builtInStep(_ child: Unmanaged<UIView>, fromSuperview point: CGPoint) -> CGPoint? {
        child._withUnsafeGuaranteedRef { builtInStep($0, fromSuperview: point) }
    }

    @inline(__always)
    private nonisolated static func builtInStep(_ view: UIView, fromSuperview point: CGPoint) -> CGPoint? {
        if let quick = view.quickHitStep(fromSuperview: point) { return quick }
        guard view.isEligibleByStorage else { return nil }
        let local = view.pointFromSuperviewSpaceByStorage(point)
        return view.storedBounds.containsForHitTest(local) ? local : nil
    }

    /// `isEligibleForHitTesting` (<doc:Catalog#B1>) read from storage, as it answers for a class that inherits it.
    @inline(__always)
    nonisolated var isEligibleByStorage: Bool {
        !storedIsHidden && storedIsUserInteractionEnabled && storedAlpha >= 0.01
    }

    private nonisolated static func subviews(of view: Unmanaged<UIView>) -> [UIView] {
        view._withUnsafeGuaranteedRef { $0.storedSubviews }
    }

    #if DEBUG
    /// How many views the debug cross-check walks at most before it gives up on a subtree; keeps it cheap for
    /// the test suite and its recursion shallow.
    private static let crossCheckBudget = 256

    /// Whether a cross-check is running, so that the `hitTest` it calls is not checked again inside it.
    private static var isCrossChecking = false

    /// Debug builds only: stops the program when the fast walk's answer for a built-in subtree differs from what
    /// the overridable members answer: the plain recursive walk through them, asking every view as UIKit does,
    /// and the view's own `hitTest`. Subtrees of more than ``crossCheckBudget`` views are not checked.
    private static func crossCheck(_ fast: Unmanaged<UIView>?, of child: Unmanaged<UIView>,
                                   fromSuperview point: CGPoint) {
        guard !isCrossChecking else { return }
        isCrossChecking = true
        defer { isCrossChecking = false }
        let view = child.takeUnretainedValue()
        var budget = crossCheckBudget
        guard let plain = plainHitTest(view, fromSuperview: point, budget: &budget) else { return }
        let asked = view.hitTest(view.pointFromSuperviewSpace(point), with: nil)
        assert(plain === fast?.takeUnretainedValue() && asked === plain,
               "The fast hit test answered \(fast.map { "\($0.takeUnretainedValue())" } ?? "nil") where asking "
                   + "every view answers \(plain.map { "\($0)" } ?? "nil") and hitTest answers "
                   + "\(asked.map { "\($0)" } ?? "nil") at \(point)")
    }

    /// The plain walk over a built-in subtree: `.some(answer)`, or `nil` once `budget` views have been visited.
    private static func plainHitTest(_ view: UIView, fromSuperview point: CGPoint, budget: inout Int) -> UIView?? {
        budget -= 1
        guard budget >= 0 else { return nil }
        guard view.isEligibleForHitTesting else { return .some(nil) }
        let local = view.pointFromSuperviewSpace(point)
        guard view.point(inside: local, with: nil) else { return .some(nil) }
        for subview in view.subviews.reversed() {
            guard let answer = plainHitTest(subview, fromSuperview: local, budget: &budget) else { return nil }
            if let answer { return .some(answer) }
        }
        return .some(view)
    }
    #endif
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
