import ResponderKit

/// Scenario 10: a screen of 500 views placed by 2,000 constraints, in rows of 20. Each view's leading edge
/// follows the one before it, its top the one above, its width the one before (the first of a row a share of the
/// screen's width) and its height half its width, so one change at the top left moves every view.
@MainActor
public final class LayoutScene {
    /// The screen; it is in no window, so only `layoutIfNeeded()` runs its pass.
    public let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
    public private(set) var views: [UIView] = []
    /// The first view's leading constraint, whose constant the incremental benchmark changes.
    public private(set) var firstLeading: NSLayoutConstraint!
    /// A constraint the full-solve benchmark deactivates and activates again, which rebuilds the layout.
    public private(set) var toggled: NSLayoutConstraint!
    public private(set) var constraintCount = 0

    public init(views count: Int = 500, perRow: Int = 20) {
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let column = index % perRow
            let before = column == 0 ? nil : views[index - 1]
            let above = index >= perRow ? views[index - perRow] : nil
            constraints.append(before.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 2) }
                ?? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4))
            constraints.append(above.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) }
                ?? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 4))
            constraints.append(before.map { view.widthAnchor.constraint(equalTo: $0.widthAnchor) }
                ?? view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.04))
            constraints.append(view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5))
            views.append(view)
        }
        firstLeading = constraints[0]
        toggled = constraints.last
        constraintCount = constraints.count
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Rebuilds and solves every constraint, as after a constraint is activated.
    public func fullPass() {
        toggled.isActive = false
        toggled.isActive = true
        root.layoutIfNeeded()
    }

    /// Changes one constant and re-solves incrementally; every view moves.
    public func constantPass(_ step: Int) {
        firstLeading.constant = step & 1 == 0 ? 4 : 5
        root.layoutIfNeeded()
    }

    /// Resizes the screen and lays out again with the constraint set unchanged; every view resizes.
    public func resizePass(_ step: Int) {
        root.bounds = CGRect(x: 0, y: 0, width: step & 1 == 0 ? 1_000 : 1_010, height: 1_000)
        root.layoutIfNeeded()
    }
}
