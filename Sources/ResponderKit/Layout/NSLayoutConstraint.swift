import Foundation

/// A linear relation between two layout attributes: `firstItem.firstAttribute` (=, >=, <=)
/// `multiplier` x `secondItem.secondAttribute` + `constant` (spec <doc:Catalog#U7>).
///
/// Items are views and layout guides. A new constraint is inactive and required; activating it adds it to the
/// ``UIView/constraints`` of the closest common ancestor of its items, and the next layout pass places the views
/// so it holds (<doc:Catalog#U1>). Changing ``constant`` or ``priority`` of an active constraint schedules that
/// pass too; a changed constant is solved incrementally.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The item on the left of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// The item on the right of the relation, `nil` for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// The attribute of ``secondItem``; `.notAnAttribute` without one.
    public let secondAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// Added to the second side; may change after activation, which the next pass solves incrementally.
    public var constant: CGFloat {
        didSet { if constant != oldValue { LayoutBookkeeping.constantChanged(self) } }
    }
    /// How much the constraint matters; `.required` for a new constraint (<doc:Catalog#U8>).
    public var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue, isActive { LayoutBookkeeping.structureChanged(near: self) } }
    }
    /// A name for debugging; reports of broken constraints show it (<doc:Catalog#U12>).
    public var identifier: String?
    /// Kept for source compatibility; ResponderKit archives nothing.
    public var shouldBeArchived = false
    /// The view whose ``UIView/constraints`` hold the constraint while it is active.
    weak var container: UIView?
    /// Where the layout engine keeps the constraint while it is solved (`ConstraintLayout`).
    var engineSlot = -1

    /// Makes `view1.attr1 (relation) multiplier x view2.attr2 + c`, inactive; `view2` is `nil` with
    /// `.notAnAttribute` for a constant (<doc:Catalog#U7>).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
                            constant c: CGFloat) {
        self.init(first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  second: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier,
                  constant: c)
    }

    /// Makes a constraint with the given parts; the anchors and the public initializer come here.
    init(first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
         secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.firstItem = first
        self.secondItem = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Creates an empty constraint, as `NSObject`'s initializer does in UIKit; it relates nothing and has no
    /// effect when activated.
    public override convenience init() {
        self.init(first: nil, firstAttribute: .notAnAttribute, relation: .equal, second: nil,
                  secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// Whether the constraint takes part in layout. Setting it adds the constraint to, or removes it from, the
    /// ``UIView/constraints`` of its items' closest common ancestor (<doc:Catalog#U7>).
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { LayoutBookkeeping.activate(self) } else { container?.removeConstraint(self) }
        }
    }

    /// The anchor of ``firstItem`` and ``firstAttribute``.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }
    /// The anchor of ``secondItem`` and ``secondAttribute``, `nil` for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// Activates each constraint, as setting ``isActive`` to true does.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
    /// Deactivates each constraint, as setting ``isActive`` to false does.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit's logs show it, with its identifier; read on the main actor, as constraints are.
    open override nonisolated var description: String { MainActor.assumeIsolated { logText } }

    /// The constraint as UIKit's logs show it: `<NSLayoutConstraint 'identifier' item.attribute == ...>`.
    var logText: String {
        func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            return "\(LayoutBookkeeping.name(of: item)).\(attribute.name)"
        }
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = side(secondItem, secondAttribute)
        if secondItem != nil, multiplier != 1 { right = "\(formatted(multiplier))*\(right)" }
        if secondItem == nil {
            right = formatted(constant)
        } else if constant != 0 {
            right += constant > 0 ? " + \(formatted(constant))" : " - \(formatted(-constant))"
        }
        let name = identifier.map { " '\($0)'" } ?? ""
        let priorityText = priority == .required ? "" : " (priority \(formatted(CGFloat(priority.rawValue))))"
        return "<NSLayoutConstraint\(name) \(side(firstItem, firstAttribute)) \(relationText) \(right)\(priorityText)>"
    }

    private func formatted(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute's name as UIKit's logs write it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
