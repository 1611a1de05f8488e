import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that runs a reaction, once, from the callbacks a move sends it.
@MainActor
final class MovingCallbackView: UIView {
    let name: String
    var onTouchesCancelled: (() -> Void)?
    var onWillMoveToSuperview: (() -> Void)?
    var onDidMoveToWindow: (() -> Void)?

    init(_ name: String, frame: CGRect = CGRect(x: 20, y: 20, width: 120, height: 120)) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let reaction = onTouchesCancelled
        onTouchesCancelled = nil
        reaction?()
        super.touchesCancelled(touches, with: event)
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        let reaction = onWillMoveToSuperview
        onWillMoveToSuperview = nil
        reaction?()
    }
    override func didMoveToWindow() {
        let reaction = onDidMoveToWindow
        onDidMoveToWindow = nil
        reaction?()
    }
}

/// Issue 34, finding 2: a move runs app code (a leaving view's `touchesCancelled` (C8), `willMove`, `didMove`)
/// while it is under way. Whatever that code does to the hierarchy, the result has no loop, parents and
/// children agree, and every view's `window` is its tree's window; a move the callbacks made impossible is
/// refused with an `invalidHierarchy` diagnostic.
@MainActor
@Suite("C8: hierarchy changes from inside a move's callbacks leave a sound tree")
struct HierarchyDuringCallbacksTests {
    @MainActor
    struct Scene {
        let host = EventTestHost()
        let first: UIWindow
        let second: UIWindow
        let touched = MovingCallbackView("touched")
        let target = MovingCallbackView("target", frame: CGRect(x: 0, y: 300, width: 200, height: 200))

        init() {
            first = host.makeWindow(rootViewController: UIViewController())
            second = host.makeWindow(rootViewController: UIViewController())
            first.rootViewController!.view.addSubview(touched)
            second.rootViewController!.view.addSubview(target)
            first.makeKeyAndVisible()
        }

        var views: [UIView] {
            [first, second, first.rootViewController!.view, second.rootViewController!.view, touched, target]
        }

        func problems() -> [String] {
            HierarchySoundness.problems(in: views) { ($0 as? MovingCallbackView)?.name ?? "\(type(of: $0))" }
        }

        func hierarchyReports() -> Int {
            host.application.diagnostics.entries.filter { $0.kind == .invalidHierarchy }.count
        }
    }

    @Test("C8: the leaving view's touchesCancelled adopts the new superview: the move that would loop is refused")
    func cancellationMakesTheMoveALoop() throws {
        let scene = Scene()
        _ = try scene.host.touchDown(at: scene.host.screenPoint(inCenterOf: scene.touched))
        scene.touched.onTouchesCancelled = { [touched = scene.touched, target = scene.target] in
            touched.addSubview(target)
        }
        scene.target.addSubview(scene.touched)
        #expect(scene.problems().isEmpty, "\(scene.problems())")
        #expect(scene.target.superview === scene.touched)
        #expect(scene.hierarchyReports() == 1)
    }

    @Test("C8: the leaving view's touchesCancelled takes the new superview out of its window: no stale window")
    func cancellationMovesTheNewSuperviewOut() throws {
        let scene = Scene()
        _ = try scene.host.touchDown(at: scene.host.screenPoint(inCenterOf: scene.touched))
        scene.touched.onTouchesCancelled = { [target = scene.target] in target.removeFromSuperview() }
        scene.target.addSubview(scene.touched)
        #expect(scene.problems().isEmpty, "\(scene.problems())")
        #expect(scene.touched.superview === scene.target)
        #expect(scene.touched.window == nil)
    }

    @Test("C8: willMove(toSuperview:) moving the view elsewhere during removeFromSuperview: parents and children agree")
    func willMoveReparentsDuringRemoval() {
        let scene = Scene()
        scene.touched.onWillMoveToSuperview = { [touched = scene.touched, target = scene.target] in
            target.addSubview(touched)
        }
        scene.touched.removeFromSuperview()
        #expect(scene.problems().isEmpty, "\(scene.problems())")
        #expect(scene.touched.superview === scene.target)
        #expect(scene.hierarchyReports() == 1)
    }

    @Test("C8: willMove(toSuperview:) making the move a loop during addSubview: the move is refused")
    func willMoveMakesTheAddALoop() {
        let scene = Scene()
        scene.touched.onWillMoveToSuperview = { [touched = scene.touched, target = scene.target] in
            touched.addSubview(target)
        }
        scene.target.addSubview(scene.touched)
        #expect(scene.problems().isEmpty, "\(scene.problems())")
        #expect(scene.hierarchyReports() >= 1)
    }

    @Test("C8: didMoveToWindow moving the view on to another window: its subviews' window follows")
    func didMoveToWindowMovesOnAgain() {
        let scene = Scene()
        let child = MovingCallbackView("child")
        let loose = MovingCallbackView("loose")
        loose.addSubview(child)
        loose.onDidMoveToWindow = { [unowned loose, second = scene.second] in second.rootViewController!.view.addSubview(loose) }
        scene.first.rootViewController!.view.addSubview(loose)
        let problems = HierarchySoundness.problems(in: scene.views + [loose, child]) {
            ($0 as? MovingCallbackView)?.name ?? "\(type(of: $0))"
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(child.window === scene.second)
    }
}
