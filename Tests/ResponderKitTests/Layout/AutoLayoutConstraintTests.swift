import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Auto Layout: constraints, anchors, priorities, direction and guides")
struct AutoLayoutConstraintTests {
    @Test("U7: the item/attribute form reads back, starts inactive, and activates into the closest common ancestor")
    func itemAttributeForm() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let constraint = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                            attribute: .height, multiplier: 0.5, constant: 3)
        constraint.identifier = "half"
        #expect(constraint.firstItem === a && constraint.secondItem === b)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .height)
        #expect(constraint.relation == .greaterThanOrEqual && constraint.multiplier == 0.5 && constraint.constant == 3)
        #expect(constraint.identifier == "half" && !constraint.isActive && constraint.priority == .required)
        #expect(constraint.firstAnchor.item === a && constraint.secondAnchor?.item === b)
        NSLayoutConstraint.activate([constraint])
        #expect(constraint.isActive && container.constraints.contains(constraint) && a.constraints.isEmpty)
        NSLayoutConstraint.deactivate([constraint])
        #expect(!constraint.isActive && container.constraints.isEmpty)
        let size = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 44)
        size.isActive = true
        #expect(a.constraints == [size] && size.secondItem == nil)
        a.removeConstraint(size)
        #expect(!size.isActive)
        container.addConstraint(constraint)
        #expect(constraint.isActive)
        container.removeConstraints([constraint])
        #expect(!constraint.isActive)
    }

    @Test("U7: constraints between views with no common ancestor stay inactive, with a diagnostic")
    func noCommonAncestor() {
        let host = EventTestHost()
        host.run {
            let constraint = UIView().widthAnchor.constraint(equalTo: UIView().widthAnchor)
            constraint.isActive = true
            #expect(!constraint.isActive)
            #expect(host.application.diagnostics.entries.last?.kind == .invalidConstraint)
        }
    }

    @Test("U8: priorities have UIKit's values and arithmetic; the stronger optional constraint wins, the weaker as nearly as possible")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751 && (UILayoutPriority.defaultLow - 1).rawValue == 249)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultLow
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        let cap = box.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        NSLayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        cap.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
        narrow.priority = UILayoutPriority(100)
        cap.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 300)
    }

    @Test("U9, U40: every anchor makes the constraints it names, inactive; baselines are the bottom of a view without text")
    func anchors() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let constraints = [
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -50),
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.topAnchor.constraint(equalTo: a.firstBaselineAnchor, constant: 10),
            b.leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor, constant: 20),
            b.leftAnchor.constraint(lessThanOrEqualTo: a.rightAnchor, constant: 20),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            b.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            b.bottomAnchor.constraint(greaterThanOrEqualTo: root.bottomAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.heightAnchor.constraint(greaterThanOrEqualTo: a.heightAnchor),
            b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 1),
        ]
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 160, y: 125, width: 80, height: 50))
        #expect(b.frame == CGRect(x: 260, y: 185, width: 140, height: 215))
        #expect(b.lastBaselineAnchor.item === b)
    }

    @Test("U9: constraint(equalToSystemSpacingAfter:multiplier:) puts the standard 8 points between views")
    func systemSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)), b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 56, y: 48))
    }

    @Test("U10: leading and trailing follow the layout direction; left and right never flip")
    func layoutDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let lead = UIView(), left = UIView()
        for view in [lead, left] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.semanticContentAttribute = .forceRightToLeft
            root.addSubview(view)
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50),
                                         view.heightAnchor.constraint(equalToConstant: 10),
                                         view.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        lead.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(lead.frame.minX == 240)
        #expect(left.frame.minX == 10)
        root.semanticContentAttribute = .forceLeftToRight
        lead.semanticContentAttribute = .forceLeftToRight
        lead.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(lead.frame.minX == 10)
    }

    @Test("U11: a layout guide is placed by constraints, reports its layoutFrame, and is neither a subview nor hit")
    func layoutGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let guide = UILayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        #expect(root.layoutGuides == [guide] && guide.owningView === root && root.subviews.isEmpty)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 100, height: 40))
        #expect(box.frame == CGRect(x: 110, y: 20, width: 20, height: 20))
        #expect(root.hitTest(CGPoint(x: 50, y: 30), with: nil) === root)
        root.removeLayoutGuide(guide)
        #expect(root.layoutGuides.isEmpty && guide.owningView == nil)
    }

    @Test("U13: hasAmbiguousLayout is true for a view given only a position, false once its size is set")
    func ambiguity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        #expect(!box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }
}
