import Foundation

/// One attribute of a view or layout guide, as a factory of constraints that relate it to another anchor of
/// the same kind (spec <doc:Catalog#U9>). The constraints it makes are inactive; activate them.
///
/// The type parameter keeps the kinds apart as in UIKit: an x-axis anchor relates only to x-axis anchors, a
/// y-axis anchor to y-axis anchors, a dimension to dimensions.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// The anchor as logs show it: its item and attribute.
    public var name: String { attribute.name }

    /// This anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: 0)
    }
    /// This anchor at least `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// This anchor at most `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: 0)
    }
    /// This anchor equal to `anchor` plus `c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: c)
    }
    /// This anchor at least `anchor` plus `c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           constant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: c)
    }
    /// This anchor at most `anchor` plus `c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                           constant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self (relation) multiplier x anchor + constant`.
    func relate(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: anchor?.item,
                           secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier,
                           constant: constant)
    }
}
