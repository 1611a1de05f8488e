import Foundation

/// Keeps the constraint lists of views, the guides' owners and the change count the layout pass compares
/// against, so activating a constraint is cheap and the pass learns what changed.
@MainActor
enum LayoutBookkeeping {
    /// The standard space between sibling views that `constraint(equalToSystemSpacingAfter:multiplier:)` uses.
    static let systemSpacing: CGFloat = 8

    /// Counts changes to constraint sets, priorities, guides, hierarchy and content priorities; a layout whose
    /// count differs is built again.
    private(set) static var generation = 0
    /// Whether any view has used Auto Layout; until one does, layout passes skip the constraint step.
    static var isInUse = false

    /// Records that `view` joined a superview: the hierarchy's constraints are rebuilt, and a view that
    /// requires constraint-based layout takes part from now on (spec <doc:Catalog#U2>).
    static func viewMoved(_ view: UIView) {
        if view.constraintStorage == nil, type(of: view).requiresConstraintBasedLayout { _ = view.layoutStorage }
        guard isInUse else { return }
        generation &+= 1
        if view.constraintStorage != nil { view.superview?.window?.application?.scheduleLayoutPass() }
    }

    /// Records that `view` left `parent`: constraints of `parent` and its ancestors that refer to the view or
    /// anything inside it are deactivated, as UIKit's `removeFromSuperview()` does.
    static func viewLeft(_ view: UIView, parent: UIView) {
        guard isInUse else { return }
        generation &+= 1
        var current: UIView? = parent
        while let ancestor = current {
            if let storage = ancestor.constraintStorage {
                for constraint in storage.constraints where refers(constraint, into: view) {
                    remove(constraint, from: ancestor)
                }
            }
            current = ancestor.superview
        }
    }

    private static func refers(_ constraint: NSLayoutConstraint, into view: UIView) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            owner(of: item).map { $0.isDescendant(of: view) } ?? false
        }
    }

    /// Records a change that needs the constraints rebuilt, and schedules a pass for `view`'s window.
    static func structureChanged(in view: UIView? = nil) {
        generation &+= 1
        view?.window?.application?.scheduleLayoutPass()
    }

    /// Records a priority or guide change of an active constraint.
    static func structureChanged(near constraint: NSLayoutConstraint) {
        structureChanged(in: constraint.container)
    }

    /// Records a changed constant: the layout holding the constraint re-solves it incrementally.
    static func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container else { return }
        if let layout = container.layoutRoot.constraintStorage?.layout {
            layout.constantChanged(constraint)
        } else {
            generation &+= 1
        }
        container.window?.application?.scheduleLayoutPass()
    }

    /// The view that holds an item's constraints: the view itself, or a guide's owning view.
    static func owner(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Activates `constraint` in the closest common ancestor of its items, or records why it cannot be.
    static func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.container == nil else { return }
        guard let first = owner(of: constraint.firstItem) else {
            return reject(constraint, "has no view or owned layout guide as its first item")
        }
        guard constraint.secondItem != nil else { return add(constraint, to: first) }
        guard let second = owner(of: constraint.secondItem) else {
            return reject(constraint, "relates to an item that is neither a view nor an owned layout guide")
        }
        guard let ancestor = closestCommonAncestor(first, second) else {
            return reject(constraint, "relates items with no common ancestor")
        }
        add(constraint, to: ancestor)
    }

    /// Puts `constraint` in `view`'s constraints, leaving any other view that held it.
    static func add(_ constraint: NSLayoutConstraint, to view: UIView) {
        if let container = constraint.container {
            guard container !== view else { return }
            remove(constraint, from: container)
        }
        constraint.container = view
        view.layoutStorage.constraints.append(constraint)
        structureChanged(in: view)
    }

    /// Takes `constraint` out of `view`'s constraints; nothing when the view does not hold it.
    static func remove(_ constraint: NSLayoutConstraint, from view: UIView) {
        guard constraint.container === view, let storage = view.constraintStorage,
              let index = storage.constraints.firstIndex(where: { $0 === constraint }) else { return }
        storage.constraints.remove(at: index)
        constraint.container = nil
        structureChanged(in: view)
    }

    /// Adds `guide` to `view`'s guides, taking it from the view that had it.
    static func add(_ guide: UILayoutGuide, to view: UIView) {
        if let previous = guide.owningView {
            guard previous !== view else { return }
            remove(guide, from: previous)
        }
        view.layoutStorage.layoutGuides.append(guide)
        guide.owningView = view
        structureChanged(in: view)
    }

    /// Removes `guide` from `view`'s guides; nothing when the view does not own it.
    static func remove(_ guide: UILayoutGuide, from view: UIView) {
        guard let storage = view.constraintStorage,
              let index = storage.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        storage.layoutGuides.remove(at: index)
        guide.owningView = nil
        structureChanged(in: view)
    }

    /// The closest view that is `a` or `b` or an ancestor of both.
    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var candidate: UIView? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// A short name for an item in a constraint's description: its class and identity.
    static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return guide.identifier }
        return "\(type(of: item)):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
    }

    /// Records that `constraint` could not be activated and stays inactive (UIKit raises an exception).
    private static func reject(_ constraint: NSLayoutConstraint, _ reason: String) {
        let application = owner(of: constraint.firstItem)?.window?.application ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .invalidConstraint, message: "\(constraint.logText) \(reason); it was left inactive."))
    }
}
