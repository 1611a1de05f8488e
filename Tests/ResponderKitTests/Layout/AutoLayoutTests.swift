import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view with a fixed intrinsic size that can be changed, as a label's text would change it.
@MainActor
private final class IntrinsicSizeView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

/// A view that records the order of its update and layout calls.
@MainActor
private final class UpdateRecordingView: UIView {
    var calls: [String] = []
    var widthConstraint: NSLayoutConstraint?
    override func updateConstraints() {
        calls.append("updateConstraints")
        widthConstraint?.constant = 120
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews \(Int(bounds.width))")
    }
}

/// A view that counts the touches that begin on it.
@MainActor
private final class TouchCountingBox: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
    }
}

@MainActor
private final class ConstraintRequiringView: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
private final class ConstraintUpdatingController: UIViewController {
    var calls: [String] = []
    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }
}

@MainActor
@Suite("Auto Layout: constraints decide frames before layoutSubviews and touches")
struct AutoLayoutTests {
    /// A window with one view placed by constraints at (20, 40), 100 x 50.
    func pinnedBox(_ host: EventTestHost) -> (UIWindow, UIView, NSLayoutConstraint) {
        let window = host.makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (window, box, leading)
    }

    @Test("U1: activating constraints moves nothing at once; the next turn's pass or layoutIfNeeded sets frame, bounds, center")
    func deferredPass() {
        let host = EventTestHost()
        let (window, box, leading) = pinnedBox(host)
        #expect(box.frame == .zero)
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(box.center == CGPoint(x: 70, y: 65))
        leading.constant = 60
        #expect(box.frame.minX == 20)
        window.layoutIfNeeded()
        #expect(box.frame.minX == 60)
        leading.isActive = false
        box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5).isActive = true
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 5, y: 40, width: 100, height: 50))
    }

    @Test("U2: updateConstraints and updateViewConstraints run before layoutSubviews in the same pass")
    func updateBeforeLayout() {
        let host = EventTestHost()
        let controller = ConstraintUpdatingController()
        let window = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        let view = UpdateRecordingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        view.widthConstraint = width
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor)])
        controller.calls.removeAll()
        view.calls.removeAll()
        view.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        #expect(view.needsUpdateConstraints())
        host.runUntilIdle()
        #expect(view.calls == ["updateConstraints", "layoutSubviews 120"])
        #expect(controller.calls == ["updateViewConstraints", "viewDidLayoutSubviews"])
        #expect(!view.needsUpdateConstraints())
        view.setNeedsUpdateConstraints()
        view.calls.removeAll()
        view.updateConstraintsIfNeeded()
        #expect(view.calls == ["updateConstraints"])
    }

    @Test("U2: a view whose class requires constraint-based layout gets updateConstraints without constraints")
    func requiresConstraintBasedLayout() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = ConstraintRequiringView()
        window.addSubview(view)
        host.runUntilIdle()
        #expect(view.updates == 1)
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test("U3: a tap lands on the frame constraints gave a view, and at its new place after a constant changes")
    func touchesSeeSolvedFrames() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let box = TouchCountingBox()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
                                     box.widthAnchor.constraint(equalToConstant: 100),
                                     box.heightAnchor.constraint(equalToConstant: 50)])
        try host.tap(at: CGPoint(x: 30, y: 50))
        #expect(box.touches == 1)
        leading.constant = 200
        try host.tap(at: CGPoint(x: 30, y: 50))
        #expect(box.touches == 1)
        #expect(window.hitTest(CGPoint(x: 30, y: 50), with: nil) === window)
        try host.tap(box)
        #expect(box.touches == 2)
        #expect(box.frame.minX == 200)
    }

    @Test("U6: translatesAutoresizingMaskIntoConstraints is true by default; such a view keeps its frame and others pin to it")
    func autoresizingViewsKeepFrames() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(anchor)
        window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])
        host.runUntilIdle()
        #expect(anchor.frame == CGRect(x: 10, y: 10, width: 50, height: 30))
        #expect(follower.frame == CGRect(x: 65, y: 40, width: 100, height: 30))
        anchor.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 25, y: 20, width: 40, height: 20))
    }

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

    @Test("U9: every anchor makes the constraints it names, inactive; baselines are the bottom of a view without text")
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

    @Test("U12: contradicting required constraints: one is broken and reported with UIKit's sentences; the rest hold")
    func unsatisfiable() {
        let host = EventTestHost()
        let (window, box, _) = pinnedBox(host)
        let conflict = box.widthAnchor.constraint(equalToConstant: 300)
        conflict.identifier = "too-wide"
        conflict.isActive = true
        host.runUntilIdle()
        let report = host.application.diagnostics.entries.last { $0.kind == .unsatisfiableConstraints }
        #expect(report?.message.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(report?.message.contains("Will attempt to recover by breaking constraint") == true)
        #expect(report?.message.contains("too-wide") == true)
        #expect(box.frame.width == 100 || box.frame.width == 300)
        #expect(box.frame.origin == CGPoint(x: 20, y: 40) && box.frame.height == 50)
        _ = window
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

    @Test("U14: intrinsic size: -1 by default, the size of an unconstrained view otherwise; hugging 250, resistance 750")
    func intrinsicSize() {
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let plain = UIView()
        #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(plain.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        plain.setContentHuggingPriority(.required, for: .vertical)
        plain.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(plain.contentHuggingPriority(for: .vertical) == .required)
        #expect(plain.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = IntrinsicSizeView(CGSize(width: 70, height: 20))
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 70, height: 20))
    }

    @Test("U15: the lower hugging priority stretches into extra space; the lower resistance shrinks when space is short")
    func huggingAndCompression() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = IntrinsicSizeView(CGSize(width: 100, height: 20)), b = IntrinsicSizeView(CGSize(width: 100, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     b.leadingAnchor.constraint(equalTo: a.trailingAnchor), trailing,
                                     a.topAnchor.constraint(equalTo: root.topAnchor),
                                     b.topAnchor.constraint(equalTo: root.topAnchor)])
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 200)
        trailing.constant = -150
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 100)
    }

    @Test("U16: invalidateIntrinsicContentSize makes the next pass read the new intrinsic size")
    func invalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = IntrinsicSizeView(CGSize(width: 70, height: 20))
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        label.size = CGSize(width: 120, height: 30)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 120, height: 30))
    }

    @Test("U17: systemLayoutSizeFitting gives the size the constraints allow nearest the target, in no window")
    func fitting() {
        let cell = UIView()
        let title = IntrinsicSizeView(CGSize(width: 120, height: 20)), detail = IntrinsicSizeView(CGSize(width: 80, height: 16))
        cell.addSubview(title)
        cell.addSubview(detail)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(cell.window == nil)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 60))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 60))
        #expect(UIView.layoutFittingExpandedSize.width > 1000)
    }
}
