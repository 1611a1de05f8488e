import Foundation
import LayoutEngine

/// The constraints of one view hierarchy in the layout engine, kept between passes.
///
/// Every view and guide that takes part has four variables in the root's coordinates: left, top, width and
/// height. Views that translate their autoresizing mask, the root, and guides their owning view dictates are
/// held at their current rectangles by required constraints whose constants each pass refreshes; the others are
/// solved, and the pass writes their frames. The layout is rebuilt when the constraint set changes
/// (`LayoutBookkeeping.generation`); a changed constant, a moved view that keeps its frame, or a resized root
/// is an incremental change of a constant in the same solver, which allocates nothing.
@MainActor
final class ConstraintLayout {
    /// The four variables of a view or guide.
    final class Box {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
        /// Whether the owning view lays out right to left, read once per build: the direction comes from the
        /// trait collection, whose lookup walks up the hierarchy.
        var rightToLeft: Bool?
        var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
    }

    /// How a view's rectangle is decided.
    enum Mode {
        /// The root: at the origin, its own size (or, when fitting, pulled toward a target).
        case root
        /// Held where its frame is (`translatesAutoresizingMaskIntoConstraints`) or where its owner dictates.
        case fixed
        /// Placed by constraints; the pass writes its frame.
        case solved
    }

    /// A view or guide that takes part. The view is not retained: the layout is rebuilt before use whenever the
    /// hierarchy changes, and the hierarchy keeps its views alive.
    struct Entry {
        unowned let view: UIView
        let guide: UILayoutGuide?
        let box: Box
        let parent: Box?
        let mode: Mode
        /// For a fixed entry: x, y, width and height held as required constraints, and the values they hold.
        var holds: [Constraint] = []
        var held: CGRect = .null
    }

    /// A constraint of the hierarchy in the solver, and the constant its expression has besides the
    /// constraint's own (margins).
    struct Mapped {
        let constraint: Constraint
        let base: Double
    }

    unowned let root: UIView
    /// Whether this layout sizes the root toward a target (`systemLayoutSizeFitting`) instead of holding it.
    let fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    private(set) var solver = Solver()
    private(set) var entries: [Entry] = []
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var mapped: [ObjectIdentifier: Mapped] = [:]
    private var generation = -1
    /// Constraints whose constant changed since the last pass.
    private var changedConstants: [NSLayoutConstraint] = []
    /// Constraints already reported broken, so a rebuild does not report them again.
    private var reportedBroken: Set<ObjectIdentifier> = []
    /// Constraints whose constant has changed before, kept across rebuilds: the solver keeps what it needs to
    /// change their constants incrementally, which it leaves out for the others to build faster.
    private var editedConstants: Set<ObjectIdentifier> = []
    /// The participants and the constraints gathered by the last build, kept so the next build reuses their
    /// storage instead of growing new ones.
    private var participants: Set<ObjectIdentifier> = []
    private var gathered: [NSLayoutConstraint] = []

    init(root: UIView, fitting: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Whether the hierarchy has anything for constraints to do.
    var isEmpty: Bool { entries.count <= 1 && mapped.isEmpty }

    /// Notes that `constraint`'s constant changed; the next pass applies it.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        changedConstants.append(constraint)
        editedConstants.insert(ObjectIdentifier(constraint))
    }

    /// The box of a view or guide taking part, if it does.
    func box(of item: AnyObject) -> Box? { boxes[ObjectIdentifier(item)] }

    // MARK: Solving

    /// Brings the solver up to date with the hierarchy: rebuilt after a structural change, else the changed
    /// constants and the held rectangles are updated incrementally.
    func solve() {
        if generation != LayoutBookkeeping.generation {
            rebuild()
        } else {
            applyChangedConstants()
        }
        refreshHeldRectangles()
        solver.updateVariables()
    }

    /// Writes the solved frames into the views and the solved guides' frames; returns whether a frame changed.
    @discardableResult
    func writeFrames() -> Bool {
        let generationBefore = LayoutBookkeeping.generation
        var changed = false
        let scale = root.layoutPixelScale
        for entry in entries where entry.mode == .solved {
            // An overridden frame setter may change the hierarchy; the next pass rebuilds then.
            guard LayoutBookkeeping.generation == generationBefore else { return true }
            let rect = entry.box.rect
            let origin = entry.parent.map { CGPoint(x: $0.left.value, y: $0.top.value) } ?? .zero
            if let guide = entry.guide {
                guide.solvedFrame = rect.offsetBy(dx: -origin.x, dy: -origin.y)
                continue
            }
            // Views land on the pixel grid of the root's coordinates (spec U41).
            let aligned = UIView.pixelAligned(rect, scale: scale)
            let frame = aligned.offsetBy(dx: -UIView.pixelAligned(origin.x, scale: scale),
                                         dy: -UIView.pixelAligned(origin.y, scale: scale))
            if entry.view.frame != frame {
                entry.view.frame = frame
                changed = true
            }
        }
        return changed
    }

    private func applyChangedConstants() {
        guard !changedConstants.isEmpty else { return }
        for constraint in changedConstants {
            guard let entry = mapped[ObjectIdentifier(constraint)] else { continue }
            do {
                try solver.setConstant(entry.base - Double(constraint.constant), of: entry.constraint)
            } catch {
                try? solver.remove(entry.constraint)
                mapped[ObjectIdentifier(constraint)] = nil
                reportBroken(constraint)
            }
        }
        changedConstants.removeAll(keepingCapacity: true)
    }

    /// Updates the held rectangles of fixed entries whose view moved or resized since the last pass.
    private func refreshHeldRectangles() {
        for index in entries.indices where entries[index].mode != .solved {
            let rect = heldRectangle(of: entries[index])
            guard rect != entries[index].held else { continue }
            let holds = entries[index].holds
            hold(holds[0], at: rect.minX)
            hold(holds[1], at: rect.minY)
            hold(holds[2], at: rect.width)
            hold(holds[3], at: rect.height)
            entries[index].held = rect
        }
    }

    /// Sets the value a hold constraint (`variable - value == 0`) holds; a value that contradicts the required
    /// constraints leaves the old one, as UIKit keeps the constraints it can.
    private func hold(_ constraint: Constraint, at value: CGFloat) {
        guard solver.constant(of: constraint) != -Double(value) else { return }
        try? solver.setConstant(-Double(value), of: constraint)
    }

    /// Where a fixed entry is held: relative to its parent, with its size.
    private func heldRectangle(of entry: Entry) -> CGRect {
        if let guide = entry.guide { return guide.layoutFrame }
        if entry.mode == .root {
            let size = fitting?.size ?? entry.view.bounds.size
            return CGRect(origin: .zero, size: size)
        }
        return entry.view.frame
    }

    // MARK: Building

    private func rebuild() {
        generation = LayoutBookkeeping.generation
        solver = Solver()
        solver.updatesVariablesAfterEachChange = false
        entries.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        mapped.removeAll(keepingCapacity: true)
        changedConstants.removeAll(keepingCapacity: true)
        collectParticipants()
        var constraints = gathered
        gathered = []
        constraints.removeAll(keepingCapacity: true)
        addEntry(for: root, parent: nil, constraints: &constraints)
        for index in entries.indices where entries[index].mode != .solved {
            entries[index].holds = makeHolds(entries[index])
        }
        refreshHeldRectangles()
        for entry in entries where entry.guide == nil
            && (entry.mode == .solved || (entry.mode == .root && fitting != nil)) {
            addIntrinsicSize(of: entry.view)
        }
        // Required constraints first, in activation order, so the one broken is the one that came last.
        for constraint in constraints where constraint.priority >= .required { add(constraint) }
        for constraint in constraints where constraint.priority < .required { add(constraint) }
        constraints.removeAll(keepingCapacity: true)
        gathered = constraints
    }

    /// The views of the root's subtree that take part: items of active constraints, views placed by
    /// constraints or requiring constraint-based layout, owners of guides, and every ancestor of these.
    private func collectParticipants() {
        participants.removeAll(keepingCapacity: true)
        participants.insert(ObjectIdentifier(root))
        func include(_ view: UIView?) {
            var current = view
            while let view = current, participants.insert(ObjectIdentifier(view)).inserted, view !== root {
                current = view.superview
            }
        }
        root.forEachInSubtree { view in
            if let storage = view.constraintStorage {
                if !storage.translatesAutoresizingMask || !storage.layoutGuides.isEmpty { include(view) }
                for constraint in storage.constraints {
                    include(LayoutBookkeeping.owner(of: constraint.firstItem))
                    include(LayoutBookkeeping.owner(of: constraint.secondItem))
                }
            } else if type(of: view).requiresConstraintBasedLayout {
                include(view)
            }
            return true
        }
    }

    private func addEntry(for view: UIView, parent: Box?, constraints: inout [NSLayoutConstraint]) {
        let box = Box()
        boxes[ObjectIdentifier(view)] = box
        let mode: Mode = parent == nil ? .root : view.translatesAutoresizingMaskIntoConstraints ? .fixed : .solved
        entries.append(Entry(view: view, guide: nil, box: box, parent: parent, mode: mode))
        if let storage = view.constraintStorage {
            constraints += storage.constraints
            for guide in storage.layoutGuides {
                let guideBox = Box()
                boxes[ObjectIdentifier(guide)] = guideBox
                entries.append(Entry(view: view, guide: guide, box: guideBox, parent: box,
                                     mode: guide.isDictatedByOwningView ? .fixed : .solved))
            }
        }
        for subview in view.subviews where participants.contains(ObjectIdentifier(subview)) {
            addEntry(for: subview, parent: box, constraints: &constraints)
        }
    }

    /// The required constraints that hold a fixed entry where it is, or the root at the origin.
    private func makeHolds(_ entry: Entry) -> [Constraint] {
        let box = entry.box
        var holds: [Constraint]
        if let parent = entry.parent {
            holds = [Constraint(box.left - parent.left, .equal), Constraint(box.top - parent.top, .equal)]
        } else {
            holds = [Constraint(box.left, .equal), Constraint(box.top, .equal)]
        }
        var sizeStrengths = [Strength.required, .required]
        if entry.mode == .root, let fitting {
            sizeStrengths = [Strength(Double(fitting.horizontal.rawValue)), Strength(Double(fitting.vertical.rawValue))]
        }
        holds.append(Constraint(box.width.expression, .equal, strength: sizeStrengths[0]))
        holds.append(Constraint(box.height.expression, .equal, strength: sizeStrengths[1]))
        // Holds follow the views' frames from pass to pass, so their constants are expected to change.
        for hold in holds { try? solver.add(hold, expectingConstantChanges: true) }
        return holds
    }

    /// The content hugging and compression resistance constraints of a view with an intrinsic size
    /// (spec <doc:Catalog#U14>, <doc:Catalog#U15>).
    private func addIntrinsicSize(of view: UIView) {
        guard let box = boxes[ObjectIdentifier(view)] else { return }
        view.constraintStorage?.intrinsicSizeIsStale = false
        let size = view.intrinsicContentSize
        guard size.width >= 0 || size.height >= 0 else { return }
        for (axis, value, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, box.width),
                                        (.vertical, size.height, box.height)] where value >= 0 {
            let hug = Strength(Double(view.contentHuggingPriority(for: axis).rawValue))
            let resist = Strength(Double(view.contentCompressionResistancePriority(for: axis).rawValue))
            try? solver.add(Constraint(variable, .lessThanOrEqual, LinearExpression(constant: value), strength: hug))
            try? solver.add(Constraint(variable, .greaterThanOrEqual, LinearExpression(constant: value), strength: resist))
        }
    }

    /// Adds an active constraint, or reports it broken when it contradicts the required ones.
    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem, let left = expression(first, constraint.firstAttribute) else { return }
        var right = LinearExpression(constant: 0)
        if let second = constraint.secondItem {
            guard let expression = expression(second, constraint.secondAttribute) else { return }
            right = constraint.multiplier == 1 ? expression : Double(constraint.multiplier) * expression
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let difference = left - right
        let base = difference.constant
        let solverConstraint = Constraint(LinearExpression(difference.terms, constant: base - Double(constraint.constant)),
                                          relation, strength: Strength(Double(constraint.priority.rawValue)))
        do {
            try solver.add(solverConstraint,
                           expectingConstantChanges: editedConstants.contains(ObjectIdentifier(constraint)))
            mapped[ObjectIdentifier(constraint)] = Mapped(constraint: solverConstraint, base: base)
        } catch {
            reportBroken(constraint)
        }
    }

    /// An attribute of an item as an expression of its box; nil for an item that does not take part.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let box = boxes[ObjectIdentifier(item)], let owner = LayoutBookkeeping.owner(of: item) else {
            return nil
        }
        var rightToLeft: Bool {
            if let known = box.rightToLeft { return known }
            let direction = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
            box.rightToLeft = direction
            return direction
        }
        var margins: UIEdgeInsets { (item as? UIView)?.constraintMargins ?? .zero }
        var width: LinearExpression { box.width.expression }
        var height: LinearExpression { box.height.expression }
        switch attribute {
        case .left: return box.left.expression
        case .right: return box.left + width
        case .top: return box.top.expression
        case .bottom: return box.top + height
        case .firstBaseline, .lastBaseline:
            let baseline = (item as? UIView)?.baselinePosition(attribute) ?? .bottom
            return box.top + Double(baseline.heightFraction) * height + LinearExpression(constant: Double(baseline.constant))
        // Right to left, leading and trailing are measured leftward, so `leading == superview.leading + 16`
        // insets from the right edge as it does from the left in a left-to-right layout.
        case .leading: return rightToLeft ? -1 * (box.left + width) : box.left.expression
        case .trailing: return rightToLeft ? -1 * box.left.expression : box.left + width
        case .width: return width
        case .height: return height
        case .centerX: return box.left + 0.5 * width
        case .centerY: return box.top + 0.5 * height
        case .leftMargin: return box.left + LinearExpression(constant: Double(margins.left))
        case .rightMargin: return box.left + width - LinearExpression(constant: Double(margins.right))
        case .topMargin: return box.top + LinearExpression(constant: Double(margins.top))
        case .bottomMargin: return box.top + height - LinearExpression(constant: Double(margins.bottom))
        case .leadingMargin:
            return rightToLeft ? expression(item, .rightMargin).map { -1 * $0 } : expression(item, .leftMargin)
        case .trailingMargin:
            return rightToLeft ? expression(item, .leftMargin).map { -1 * $0 } : expression(item, .rightMargin)
        case .centerXWithinMargins:
            return box.left + 0.5 * width + LinearExpression(constant: Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return box.top + 0.5 * height + LinearExpression(constant: Double(margins.top - margins.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    /// Records UIKit's report of a broken constraint once (spec <doc:Catalog#U12>).
    private func reportBroken(_ constraint: NSLayoutConstraint) {
        guard reportedBroken.insert(ObjectIdentifier(constraint)).inserted else { return }
        let application = root.window?.application ?? UIApplication.shared
        application.diagnostics.record(ResponderDiagnostic(
            kind: .unsatisfiableConstraints,
            message: "Unable to simultaneously satisfy constraints. "
                + "Will attempt to recover by breaking constraint \(constraint.logText)"))
    }
}
