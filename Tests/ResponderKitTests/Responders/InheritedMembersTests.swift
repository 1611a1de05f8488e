import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// App subclasses that inherit what the event path asks are hit-tested and walked from ResponderKit's own state
// (`InheritedMembers`); these tests hold the other side: every override of those members, however it is
// written, still runs and decides, as it does on iOS.

private final class PlainAppView: UIView {}
private final class NeverHitView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}
private final class NeverInsideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}
private final class AlwaysHiddenView: UIView {
    override var isHidden: Bool {
        get { true }
        set { super.isHidden = newValue }
    }
}
private final class TransparentView: UIView {
    override var alpha: CGFloat {
        get { 0 }
        set { super.alpha = newValue }
    }
}
private final class InertView: UIView {
    override var isUserInteractionEnabled: Bool {
        get { false }
        set { super.isUserInteractionEnabled = newValue }
    }
}
private final class EmptyBoundsView: UIView {
    override var bounds: CGRect {
        get { .zero }
        set { super.bounds = newValue }
    }
}
private final class ElsewhereView: UIView {
    override var center: CGPoint {
        get { CGPoint(x: 1_000, y: 1_000) }
        set { super.center = newValue }
    }
}
private final class ShrunkView: UIView {
    override var transform: CGAffineTransform {
        get { CGAffineTransform(scaleX: 0.1, y: 0.1) }
        set { super.transform = newValue }
    }
}
/// Overrides only an observer; what it observes must still take effect.
private final class ObservedHidingView: UIView {
    var changes = 0
    override var isHidden: Bool {
        didSet { changes += 1 }
    }
}
/// Inherits its parent's override and adds nothing.
private class RefusingView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}
private final class RefusingChildClass: RefusingView {}
private final class GenericView<Model>: UIView {
    var model: Model?
}
private final class GenericRefusingView<Model>: UIView {
    var model: Model?
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// Overrides hitTest only, calling super, as apps do to log or adjust the answer.
private final class LoggingView: UIView {
    var asked = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        asked += 1
        return super.hitTest(point, with: event)
    }
}
/// Overrides hitTest, calling super, and point(inside:with:) too.
private final class LoggingRefusingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

@MainActor @Suite("App subclasses: inherited members take the fast paths, overrides are always asked")
struct InheritedMembersTests {
    private let host = EventTestHost(screenSize: CGSize(width: 200, height: 200))
    private let window: UIWindow
    private let inside = CGPoint(x: 60, y: 60)

    init() {
        window = host.makeWindow()
    }

    private func hit(_ view: UIView) -> UIView? {
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        window.addSubview(view)
        defer { view.removeFromSuperview() }
        return window.hitTest(inside, with: nil)
    }

    @Test("B1-B3: an app view that overrides nothing is hit like a UIView, and so are views inside it")
    func plainSubclassIsHit() {
        let outer = PlainAppView()
        let inner = PlainAppView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        outer.addSubview(inner)
        #expect(hit(outer) === inner)
        inner.isHidden = true
        #expect(hit(outer) === outer)
        outer.alpha = 0
        #expect(hit(outer) === window)
    }

    @Test("B8: an override of hitTest or point(inside:with:) decides, in the class and in its subclasses")
    func hitTestingOverridesDecide() {
        #expect(hit(NeverHitView()) === window)
        #expect(hit(NeverInsideView()) === window)
        #expect(hit(RefusingChildClass()) === window)
    }

    @Test("B1: overridden isHidden, alpha and isUserInteractionEnabled getters are what hit testing reads")
    func eligibilityOverridesDecide() {
        #expect(hit(AlwaysHiddenView()) === window)
        #expect(hit(TransparentView()) === window)
        #expect(hit(InertView()) === window)
    }

    @Test("B2, B4: overridden bounds, center and transform getters are what hit testing maps the point with")
    func geometryOverridesDecide() {
        #expect(hit(EmptyBoundsView()) === window)
        #expect(hit(ElsewhereView()) === window)
        #expect(hit(ShrunkView()) === window)
        let shrunk = ShrunkView()
        #expect(hit(shrunk) !== shrunk)
        shrunk.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        window.addSubview(shrunk)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === shrunk)
    }

    @Test("B8: a view overriding only hitTest and calling super is asked, and super follows its state as it changes")
    func superOfAnOverriddenHitTest() {
        let view = LoggingView()
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.addSubview(child)
        #expect(hit(view) === child)
        view.isHidden = true
        #expect(hit(view) === window)
        view.isHidden = false
        view.alpha = 0.001
        #expect(hit(view) === window)
        view.alpha = 1
        view.isUserInteractionEnabled = false
        #expect(hit(view) === window)
        view.isUserInteractionEnabled = true
        child.center = CGPoint(x: 80, y: 80)
        #expect(hit(view) === view)
        #expect(view.asked == 5 && child.asked == 2)
        #expect(hit(LoggingRefusingView()) === window)
    }

    @Test("B1: a view that only observes isHidden is hidden by its setter, and the observer runs")
    func observerOnlyOverride() {
        let view = ObservedHidingView()
        view.isHidden = true
        #expect(hit(view) === window)
        view.isHidden = false
        #expect(hit(view) === view)
        #expect(view.changes == 2)
    }

    @Test("B2: generic app views are hit as their overrides say")
    func genericSubclasses() {
        let plain = GenericView<Int>()
        #expect(hit(plain) === plain)
        #expect(hit(GenericRefusingView<String>()) === window)
    }

    @Test("C1: a touch's location in an app view follows its overridden geometry, and in one that inherits it")
    func touchLocationFollowsOverriddenCenter() throws {
        let moved = ElsewhereView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(moved)
        let recorder = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(recorder)
        let finger = try host.touchDown(at: inside)
        let touch = try #require(recorder.began.first)
        #expect(touch.location(in: moved) == CGPoint(x: -890, y: -890))
        #expect(touch.location(in: recorder) == CGPoint(x: 10, y: 10))
        try finger.lift()
    }
}

/// Overrides a touch method only, as most app views do: its geometry is still UIView's.
private final class TouchRecordingView: UIView {
    var began: [UITouch] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches
    }
}
