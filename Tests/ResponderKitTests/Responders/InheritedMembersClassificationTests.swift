import Foundation
@testable import ResponderKit
import Testing

// How each class is classed from its method table (`InheritedMembers`). The behaviour either way is held by
// `InheritedMembersTests` and `InheritedActionMembersTests`; these hold that the fast paths are really taken by
// app classes that override nothing, so a change in Swift's metadata layout that made every class be asked
// fails here instead of only showing in the benchmarks.

private final class PlainView: UIView {}
private class TouchHandlingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override var canBecomeFirstResponder: Bool { true }
}
private final class TouchHandlingChild: TouchHandlingView {
    var stored = [1, 2, 3]
}
private final class GenericPlainView<Model>: UIView {
    var model: Model?
}
private final class PointInsideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
}
private final class AlphaView: UIView {
    override var alpha: CGFloat {
        get { 1 }
        set {}
    }
}
private final class CenterView: UIView {
    override var center: CGPoint {
        get { .zero }
        set {}
    }
}
private final class NextView: UIView {
    override var next: UIResponder? { nil }
}
private final class CanPerformView: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}
private final class PlainController: UIViewController {
    override func viewDidLoad() {}
}
private final class TargetController: UIViewController {
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
}
private final class PlainButtonSubclass: UIButton {}
private final class HitTestView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
}

@MainActor @Suite("Classes are classed by the members their method tables show they inherit")
struct InheritedMembersClassificationTests {
    @Test("B1-B4, E8: app views that override nothing the event path asks take the built-in steps")
    func plainClassesAreBuiltIn() {
        for view in [PlainView(), TouchHandlingView(), TouchHandlingChild(), GenericPlainView<Int>(),
                     GenericPlainView<String>()] as [UIView] {
            #expect(view.hitTestsWithBuiltInMembers, "\(type(of: view))")
            #expect(view.mapsPointsByStorage, "\(type(of: view))")
            #expect(view.actionWalkStep == .inlineView, "\(type(of: view))")
        }
        #expect(PlainController().actionWalkStep == .inline)
    }

    @Test("B2, B1: a view overriding point(inside:with:) or alpha is asked by hit testing but not by the action walk")
    func hitTestingOverridesAreAsked() {
        for view in [PointInsideView(), AlphaView()] as [UIView] {
            #expect(!view.hitTestsWithBuiltInMembers, "\(type(of: view))")
            #expect(view.mapsPointsByStorage, "\(type(of: view))")
            #expect(view.actionWalkStep == .inlineView, "\(type(of: view))")
        }
    }

    @Test("B8: a view overriding hitTest alone is asked, and its super decides containment from storage")
    func hitTestOverrideKeepsContainmentFromStorage() {
        let view = HitTestView()
        #expect(!view.hitTestsWithBuiltInMembers)
        #expect(view.decidesContainmentByStorage)
        #expect(view.mapsPointsByStorage)
        #expect(!PointInsideView().decidesContainmentByStorage)
        #expect(!AlphaView().decidesContainmentByStorage)
        #expect(CenterView().decidesContainmentByStorage)
    }

    @Test("B4: a view overriding center is asked for its geometry")
    func geometryOverridesAreAsked() {
        let view = CenterView()
        #expect(!view.hitTestsWithBuiltInMembers)
        #expect(!view.mapsPointsByStorage)
    }

    @Test("A9, E9, E8: overrides of next, canPerformAction and target(forAction:withSender:) are asked")
    func actionOverridesAreAsked() {
        #expect(NextView().actionWalkStep == .inline)
        #expect(CanPerformView().actionWalkStep == .inline)
        #expect(NextView().hitTestsWithBuiltInMembers)
        #expect(TargetController().actionWalkStep == .asked)
    }

    @Test("B7: a subclass of a control inherits the control's own eligibility rule, so it is asked")
    func controlSubclassesKeepTheirRule() {
        let button = PlainButtonSubclass()
        #expect(!button.hitTestsWithBuiltInMembers)
        #expect(button.mapsPointsByStorage)
        #expect(button.actionWalkStep == .inlineView)
    }
}

private final class FrameObservingView: UIView {
    var assignments = 0
    override var frame: CGRect {
        didSet { assignments += 1 }
    }
    override var intrinsicContentSize: CGSize { .zero }
    override var semanticContentAttribute: UISemanticContentAttribute {
        get { .forceRightToLeft }
        set {}
    }
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
}
private final class BoundsObservingView: UIView {
    override var bounds: CGRect {
        didSet {}
    }
}

extension InheritedMembersClassificationTests {
    @Test("P6, B4: overriding frame, which no fast path reads, keeps the built-in steps; overriding bounds is asked")
    func frameOverrideKeepsFastPaths() {
        let view = FrameObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.assignments == 1)
        #expect(view.hitTestsWithBuiltInMembers && view.mapsPointsByStorage && view.actionWalkStep == .inlineView)
        let observing = BoundsObservingView()
        #expect(!observing.hitTestsWithBuiltInMembers && !observing.mapsPointsByStorage)
    }
}
