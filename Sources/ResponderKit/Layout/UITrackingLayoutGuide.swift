import Foundation

/// A layout guide that activates and deactivates constraints as it moves near to or away from the edges of its
/// owning view (iOS 15); ``UIKeyboardLayoutGuide`` is the one UIKit makes, following the keyboard.
///
/// Give it constraints with ``setConstraints(_:activeWhenNearEdge:)`` and ``setConstraints(_:activeWhenAwayFrom:)``.
/// Each layout pass checks where the guide is before it solves: the guide is near an edge of its owning view
/// when its own edge on that side lies in the half of the view next to that edge (so a docked keyboard is near
/// the bottom, leading and trailing edges and away from the top until it covers more than half of the view),
/// and near a set of edges when it is near each of them. The constraints of the edges it is near are active and
/// the others inactive; a switch shows at the next pass (spec <doc:Catalog#U43>).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The tracked constraints by the edges they follow, and whether they are active near those edges or away
    /// from them.
    private var tracked: [TrackingKey: [NSLayoutConstraint]] = [:]

    /// Creates a guide to add to a view and place with constraints; its tracked constraints follow where the
    /// constraints put it.
    public override init() {
        super.init()
    }

    /// Creates a guide as ``init()`` does; ResponderKit reads no archives, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A guide whose frame its owning view dictates, as the keyboard guide's is.
    override init(identifier: String, frameInOwningView: @escaping @MainActor (UIView) -> CGRect) {
        super.init(identifier: identifier, frameInOwningView: frameInOwningView)
    }

    /// Makes `trackingConstraints` active while the guide is near `edge` and inactive while it is away from it,
    /// in place of any given for `edge` before, which are deactivated; an empty array stops tracking `edge`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        track(trackingConstraints, TrackingKey(edge: edge, activeWhenNear: true))
    }

    /// The constraints ``setConstraints(_:activeWhenNearEdge:)`` gave for `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked[TrackingKey(edge: edge, activeWhenNear: true)] ?? []
    }

    /// Makes `trackingConstraints` active while the guide is away from `edge` and inactive while it is near it,
    /// in place of any given for `edge` before, which are deactivated; an empty array stops tracking `edge`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        track(trackingConstraints, TrackingKey(edge: edge, activeWhenNear: false))
    }

    /// The constraints ``setConstraints(_:activeWhenAwayFrom:)`` gave for `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked[TrackingKey(edge: edge, activeWhenNear: false)] ?? []
    }

    /// Deactivates every tracked constraint and stops tracking them.
    open func removeAllTrackedConstraints() {
        for constraints in tracked.values { NSLayoutConstraint.deactivate(constraints) }
        tracked.removeAll()
    }

    private func track(_ constraints: [NSLayoutConstraint], _ key: TrackingKey) {
        if let previous = tracked[key] { NSLayoutConstraint.deactivate(previous) }
        tracked[key] = constraints.isEmpty ? nil : constraints
        updateTrackedConstraints()
    }

    /// Activates the tracked constraints that hold where the guide is now and deactivates the others; called
    /// by each layout pass before it solves. Nothing while the guide has no owning view.
    func updateTrackedConstraints() {
        guard !tracked.isEmpty, let owningView else { return }
        let near = edgesNear(in: owningView)
        for (key, constraints) in tracked {
            let active = near.isSuperset(of: key.edge) == key.activeWhenNear
            for constraint in constraints where constraint.isActive != active { constraint.isActive = active }
        }
    }

    /// The edges of `view` the guide is near: those whose half of the view holds the guide's edge on that side.
    private func edgesNear(in view: UIView) -> NSDirectionalRectEdge {
        let frame = layoutFrame, bounds = view.bounds
        var near: NSDirectionalRectEdge = []
        if frame.minY <= bounds.midY { near.insert(.top) }
        if frame.maxY >= bounds.midY { near.insert(.bottom) }
        let leftNear = frame.minX <= bounds.midX, rightNear = frame.maxX >= bounds.midX
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft ? rightNear : leftNear { near.insert(.leading) }
        if rightToLeft ? leftNear : rightNear { near.insert(.trailing) }
        return near
    }

    /// Which tracked set: the edges, and whether it is active near them or away from them.
    private struct TrackingKey: Hashable {
        let edge: NSDirectionalRectEdge
        let activeWhenNear: Bool
    }
}
