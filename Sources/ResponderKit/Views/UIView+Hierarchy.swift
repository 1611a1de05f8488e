import Foundation

extension UIView {
    /// ``removeFromSuperview()``'s work, which the open member calls.
    func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        if let oldWindow = window { prepareToLeave(oldWindow) }
        guard storedSuperview === parent else { return noteSuperseded(removingFrom: parent) }
        let oldWindow = window
        parent.willRemoveSubview(self)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        guard storedSuperview === parent else { return noteSuperseded(removingFrom: parent) }
        let tintBefore = tintStateBeforeMove
        parent.storedSubviews.removeAll { $0 === self }
        link(toSuperview: nil)
        LayoutBookkeeping.viewLeft(self, parent: parent)
        recountTintSettersAbove()
        if window != nil { propagateWindowChange(to: nil) }
        tintMayHaveChanged(from: tintBefore)
        didMoveToSuperview()
    }

    /// ``isDescendant(of:)``'s answer, which hierarchy checks use so an override cannot hide a loop.
    func isInSubtree(of view: UIView) -> Bool {
        var candidate: UIView? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.storedSuperview
        }
        return false
    }

    /// ``viewWithTag(_:)``'s search: it keeps its place in a list rather than on the call stack, so a chain of
    /// any depth is searched.
    func firstViewInSubtree(withTag tag: Int) -> UIView? {
        var found: UIView?
        forEachInSubtree { view in
            guard view.tag == tag else { return true }
            found = view
            return false
        }
        return found
    }

    /// Visits the receiver and its subtree depth first, parents before their subviews, until `visit` returns
    /// `false`.
    ///
    /// A view's subviews are read after it is visited, as a loop over `subviews` inside recursion would, so a
    /// visit that changes the hierarchy sees the same walk. The places still to go are kept in an array, not on
    /// the call stack: a 30,000-deep chain would overflow the stack of the recursive walk. The array is taken
    /// from ``spareSubtreeWalks`` and given back emptied, so a walk allocates nothing once one as deep has run:
    /// layout passes and cells entering and leaving a scrolling table walk on every frame.
    func forEachInSubtree(_ visit: (UIView) -> Bool) {
        guard visit(self), !storedSubviews.isEmpty else { return }
        var pending = UIView.spareSubtreeWalks.popLast() ?? []
        defer {
            pending.removeAll(keepingCapacity: true)
            UIView.spareSubtreeWalks.append(pending)
        }
        pending.append((storedSubviews, 0))
        while let last = pending.indices.last {
            let (views, next) = pending[last]
            guard next < views.count else {
                pending.removeLast()
                continue
            }
            pending[last].next = next + 1
            let view = views[next]
            guard visit(view) else { return }
            if !view.storedSubviews.isEmpty { pending.append((view.storedSubviews, 0)) }
        }
    }

    /// The arrays of finished ``forEachInSubtree(_:)`` walks, kept with their capacity. A visit can run app code
    /// that walks again, so walks nest and each takes its own.
    private static var spareSubtreeWalks: [[(views: [UIView], next: Int)]] = []

    /// Counts a subview whose subtree has views that hit testing must ask, after it joined (`joined`) or left.
    ///
    /// ``storedAskedViewsInSubtree`` counts the view itself (when it must be asked) and each subview whose own
    /// count is not zero, so an ancestor's count changes only when a view's count moves between zero and not
    /// zero: adding to a subtree that already has such views stops at once, and building a chain of them costs
    /// one step per view, not one per ancestor.
    func askedSubtreeChanged(joined: Bool) {
        var ancestor: UIView? = self
        while let current = ancestor {
            let before = current.storedAskedViewsInSubtree
            current.storedAskedViewsInSubtree = before + (joined ? 1 : -1)
            guard before == (joined ? 0 : 1) else { return }
            ancestor = current.storedSuperview
        }
    }

    /// Sets the stored back-pointer ``superview`` reads, and the counts of views hit testing must ask.
    func link(toSuperview newValue: UIView?) {
        let oldValue = storedSuperview
        storedSuperview = newValue
        guard oldValue !== newValue, storedAskedViewsInSubtree != 0 else { return }
        oldValue?.askedSubtreeChanged(joined: false)
        newValue?.askedSubtreeChanged(joined: true)
    }

    // MARK: Moving a view

    func attachSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
        guard sibling.storedSuperview === self, sibling !== view else {
            attachSubview(view, at: nil)
            return
        }
        attachSubview(view, at: nil, placement: { [unowned sibling] subviews in
            let siblingIndex = subviews.firstIndex { $0 === sibling } ?? subviews.endIndex - 1
            return above ? siblingIndex + 1 : siblingIndex
        })
    }

    /// Attaches `view` at `index` (`nil` for the top), or where `placement` says once the view is detached.
    ///
    /// App code runs before the change is made: the leaving subtree's `touchesCancelled` and the like
    /// (`prepareToLeave`), `willRemoveSubview(_:)`, `willMove(toWindow:)` and `willMove(toSuperview:)`. It may
    /// move either view, so the change is checked again and made against the hierarchy as it is once that code
    /// has returned: a move the callbacks turned into a loop is refused with a diagnostic, and the window the
    /// subtree gets is the receiver's at that moment. Nothing is decided before app code and used after it.
    func attachSubview(_ view: UIView, at index: Int?, placement: (([UIView]) -> Int)? = nil) {
        guard !wouldMakeLoop(adding: view) else { return reportHierarchyLoop(adding: view) }
        if view.storedSuperview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: insertionIndex(index, placement))
            return
        }
        let announcedWindow = (self as? UIWindow) ?? window
        if let oldWindow = view.window, oldWindow !== announcedWindow {
            view.prepareToLeave(oldWindow)
            guard !wouldMakeLoop(adding: view) else { return reportHierarchyLoop(adding: view, afterCallbacks: true) }
        }
        view.storedSuperview?.willRemoveSubview(view)
        let windowChanges = view.window !== announcedWindow
        if windowChanges { view.propagateWillMove(toWindow: announcedWindow) }
        view.willMove(toSuperview: self)
        guard !wouldMakeLoop(adding: view) else { return reportHierarchyLoop(adding: view, afterCallbacks: true) }
        let tintBefore = view.tintStateBeforeMove
        view.storedSuperview?.storedSubviews.removeAll { $0 === view }
        storedSubviews.insert(view, at: insertionIndex(index, placement))
        view.link(toSuperview: self)
        LayoutBookkeeping.viewMoved(view)
        view.recountTintSettersAbove()
        let newWindow = (self as? UIWindow) ?? window
        if view.window !== newWindow { view.propagateWindowChange(to: newWindow) }
        view.tintMayHaveChanged(from: tintBefore)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Whether adding `view` would make a view its own ancestor. A view without subviews cannot be an
    /// ancestor, so adding a new view costs no walk up the tree; only moving a subtree walks the receiver's
    /// ancestors.
    private func wouldMakeLoop(adding view: UIView) -> Bool {
        view === self || (!view.storedSubviews.isEmpty && isInSubtree(of: view))
    }

    private func insertionIndex(_ index: Int?, _ placement: (([UIView]) -> Int)?) -> Int {
        let wanted = placement?(subviews) ?? index ?? subviews.endIndex
        return min(max(wanted, 0), subviews.endIndex)
    }

    /// Ends what the subtree has going on in `window` before it leaves: its touches, presses and first responder.
    private func prepareToLeave(_ window: UIWindow) {
        window.application?.cancelTouches(whoseViewIsInside: self)
        window.application?.cancelPresses(whoseResponderIsInside: self)
        window.resignFirstResponder(ifInside: self)
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.appearanceWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
            return true
        }
    }

    /// Gives the whole subtree its new window first, then tells each view. The telling is app code: done in
    /// one walk, a `didMoveToWindow()` that moves its own view on would be followed by the walk setting the old
    /// window again on the subviews it had not reached. A view a callback has moved out of `newWindow` meanwhile
    /// is not told about a window it is no longer in.
    private func propagateWindowChange(to newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.cachedWindow = newWindow
            return true
        }
        forEachInSubtree { view in
            guard view.cachedWindow === newWindow else { return true }
            view.didMoveToWindow()
            view.appearanceDidMoveToWindow()
            if view.needsLayout { newWindow?.application?.scheduleLayoutPass() }
            return true
        }
    }

    private func reportHierarchyLoop(adding view: UIView, afterCallbacks: Bool = false) {
        let application = window?.application ?? view.window?.application ?? UIApplication.shared
        let why = afterCallbacks
            ? "a callback the move ran (touchesCancelled, willRemoveSubview, willMove) made it the receiver's ancestor"
            : "it is the receiver or one of its ancestors"
        application.diagnostics.record(ResponderDiagnostic(
            kind: .invalidHierarchy,
            message: "Refused to add \(ResponderChainForwarding.describe(view)) as a subview of "
                + "\(ResponderChainForwarding.describe(self)): \(why)."))
    }

    /// A view a callback removed already needs nothing more; one it moved elsewhere is reported.
    private func noteSuperseded(removingFrom parent: UIView) {
        guard storedSuperview != nil else { return }
        let application = window?.application ?? parent.window?.application ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .invalidHierarchy,
            message: "Did not remove \(ResponderChainForwarding.describe(self)) from "
                + "\(ResponderChainForwarding.describe(parent)): a callback the removal ran moved it "
                + "elsewhere first, and that move stands."))
    }
}

extension UIView {
    /// Frees the subviews that only this view holds, and theirs, one at a time in a loop, and detaches the
    /// ones something else still holds.
    ///
    /// Left to the runtime, freeing a view frees its subviews from inside its `deinit`, so a 30,000-deep chain
    /// would nest 30,000 deinitializers and overflow the stack. Here each subview that nothing else holds gives
    /// its own subviews to the loop before it goes, so it is freed with none left to free in turn. Every view
    /// the loop takes has a superview being freed, so its unreferenced back-pointer is cleared first.
    nonisolated func freeSubviewsWithoutRecursion() {
        var pending = storedSubviews
        storedSubviews = []
        while var view = pending.popLast() {
            view.hot.value.superview = nil
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.storedSubviews)
            view.storedSubviews = []
        }
    }
}

extension UIView {
    /// Moves a subview to the end of ``subviews`` (`toFront`) or the start; a view that is not one is ignored.
    func moveSubview(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        let moved = storedSubviews.remove(at: index)
        if toFront {
            storedSubviews.append(moved)
        } else {
            storedSubviews.insert(moved, at: 0)
        }
    }

    /// Swaps two subviews; out-of-range indices change nothing.
    func swapSubviews(at index1: Int, _ index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }
}
