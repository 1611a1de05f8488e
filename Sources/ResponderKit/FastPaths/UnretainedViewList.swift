/// A view's subviews as unretained references in memory the view owns, for the hit test of a subtree in
/// which no code outside ResponderKit can run (`UIView+HitTesting.swift`).
///
/// Reading a `[UIView]` stored in a class costs an atomic retain and release of its buffer, because the
/// compiler cannot see that nothing writes the property while it is read; in a 200-deep chain those were
/// half the time of a hit test. This list is plain memory: the view's `storedSubviews` hold the strong
/// references and rewrite the list after every change, and the view frees it when it goes away.
struct UnretainedViewList {
    private var base: UnsafeMutablePointer<Unmanaged<UIView>>?
    private var capacity = 0
    /// How many views the list holds.
    private(set) var count = 0

    /// The view at `index`, back to front as in `subviews`; `index` must be below `count`.
    subscript(index: Int) -> Unmanaged<UIView> {
        base.unsafelyUnwrapped[index]
    }

    /// Makes the list hold `views`, growing its memory when they do not fit.
    mutating func mirror(_ views: [UIView]) {
        if views.count > capacity {
            base?.deallocate()
            capacity = Swift.max(views.count, capacity * 2)
            base = UnsafeMutablePointer.allocate(capacity: capacity)
        }
        for (index, view) in views.enumerated() {
            (base.unsafelyUnwrapped + index).initialize(to: Unmanaged.passUnretained(view))
        }
        count = views.count
    }

    /// Frees the list's memory; the list is empty afterwards.
    mutating func deallocate() {
        base?.deallocate()
        base = nil
        capacity = 0
        count = 0
    }
}
