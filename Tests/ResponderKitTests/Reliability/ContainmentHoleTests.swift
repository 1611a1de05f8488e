import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Issue 16, hole 14 (spec A10): links between controllers that would make a loop are refused with a diagnostic
/// and change nothing, so every walk over presentation and containment ends.
@MainActor
@Suite("Reliability: containment and presentation loops (issue 16, hole 14)")
struct ContainmentCycleHoleTests {
    private func count(_ kind: ResponderDiagnostic.Kind, in host: EventTestHost) -> Int {
        host.application.diagnostics.entries.filter { $0.kind == kind }.count
    }

    @Test("A10 (hole 14): presenting a controller that is itself presenting is refused, and dismiss ends")
    func presentingAPresenter() throws {
        let host = EventTestHost()
        let root = UIViewController(), presented = UIViewController(), replacement = UIViewController()
        let window = host.makeWindow(rootViewController: root)
        root.present(presented, animated: false)
        window.rootViewController = replacement
        var completed = false
        presented.present(root, animated: false) { completed = true }
        try #require(root.presentingViewController == nil)
        #expect(!completed)
        #expect(presented.presentedViewController == nil)
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidPresentation)
        #expect(host.application.diagnostics.entries.last?.message.contains("already presenting") == true)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && presented.viewIfLoaded?.window == nil)
    }

    @Test("A10 (hole 14): adding a controller's parent as its child is refused, and present ends")
    func addingAParentAsChild() throws {
        let host = EventTestHost()
        let outer = UIViewController(), inner = UIViewController()
        _ = host.makeWindow(rootViewController: outer)
        outer.addChild(inner)
        outer.view.addSubview(inner.view)
        inner.didMove(toParent: outer)
        inner.addChild(outer)
        try #require(outer.parent == nil)
        #expect(inner.parent === outer && inner.children.isEmpty && outer.children.count == 1)
        #expect(count(.invalidHierarchy, in: host) == 1)
        let modal = UIViewController()
        inner.present(modal, animated: false)
        #expect(outer.presentedViewController === modal && modal.presentingViewController === outer)
        inner.dismiss(animated: false)
        #expect(outer.presentedViewController == nil)
    }

    @Test("A10 (hole 14): a loop three controllers long and a controller added to itself are refused")
    func longerLoopsAndSelf() throws {
        let host = EventTestHost()
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        _ = host.makeWindow(rootViewController: first)
        first.addChild(second)
        second.addChild(third)
        third.addChild(first)
        third.addChild(third)
        try #require(first.parent == nil && third.children.isEmpty)
        #expect(count(.invalidHierarchy, in: host) == 2)
    }

    @Test("A10 (hole 14): a presented controller may not take the controller that presented it as a child")
    func addingThePresenterAsChild() throws {
        let host = EventTestHost()
        let root = UIViewController(), presented = UIViewController()
        _ = host.makeWindow(rootViewController: root)
        root.present(presented, animated: false)
        presented.addChild(root)
        try #require(root.parent == nil)
        #expect(presented.children.isEmpty)
        #expect(count(.invalidHierarchy, in: host) == 1)
        presented.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("A10 (hole 14): presenting itself, its container, or an ancestor that has a parent is refused")
    func presentingAnAncestor() {
        let host = EventTestHost()
        let root = UIViewController(), middle = UIViewController(), leaf = UIViewController()
        _ = host.makeWindow(rootViewController: root)
        root.addChild(middle)
        middle.addChild(leaf)
        leaf.present(leaf, animated: false)
        leaf.present(root, animated: false)
        leaf.present(middle, animated: false)
        #expect(root.presentedViewController == nil)
        #expect(middle.presentingViewController == nil && leaf.presentingViewController == nil)
        #expect(count(.invalidPresentation, in: host) == 3)
        #expect(host.application.diagnostics.entries.last?.message.contains("has a parent") == true)
    }

}

/// A view class of the app's own, which ResponderKit must ask through its `hitTest`.
@MainActor
private final class AppChainView: UIView {}

/// Counts the times its tint changed.
@MainActor
private final class TintCountingView: UIView {
    private(set) var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

/// Issue 16, hole 18 (spec B1-B3): a very deep chain of views is built in linear time and hit-tested without
/// running out of stack. The time each takes is in RELIABILITY.md; these check the answers.
@MainActor
@Suite("Reliability: deep view chains (issue 16, hole 18)")
struct DeepChainHoleTests {
    static let depth = 30_000

    /// Builds `depth` views, each the full size of the one above, under `top`, adding each to the deepest so far.
    private func chain(under top: UIView, depth: Int = DeepChainHoleTests.depth,
                       make: () -> UIView = { UIView() }) -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(depth)
        var deepest = top
        for _ in 0..<depth {
            let view = make()
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            deepest.addSubview(view)
            views.append(view)
            deepest = view
        }
        return views
    }

    @Test("B3 (hole 18): a 30,000-deep chain built inside a window hit-tests to its deepest view")
    func deepChainInWindow() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let views = chain(under: window)
        #expect(views.last?.superview === views[views.count - 2])
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views.last)
        #expect(window.hitTest(CGPoint(x: 250, y: 10), with: nil) === window)
        views[views.count / 2].isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views[views.count / 2 - 1])
        views[views.count / 2].isHidden = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views.last)
    }

    @Test("B3 (hole 18): a 30,000-deep chain built outside a window, then added to one, hit-tests to its deepest view")
    func deepChainAddedToWindow() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let views = chain(under: top)
        window.addSubview(top)
        #expect(views.last?.window === window)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views.last)
        top.removeFromSuperview()
        #expect(views.last?.window == nil)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test("B3, B8 (hole 18): a 30,000-deep chain of plain views under an app's view is walked, the app's view asked")
    func deepChainWithAnAppView() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let views = chain(under: window)
        let appView = AppChainView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        views[views.count - 1].addSubview(appView)
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        appView.addSubview(leaf)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === leaf)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === appView)
        appView.removeFromSuperview()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views.last)
    }

    @Test("Hole 18: a 30,000-deep chain of an app's own views is built in linear time")
    func deepChainOfAppViews() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let views = chain(under: window, make: { AppChainView() })
        #expect(views.last?.window === window)
        #expect(views.last?.isDescendant(of: views[0]) == true)
        views[0].removeFromSuperview()
        #expect(views.last?.window == nil)
    }

    @Test("B3 (hole 18): a deep chain with a sibling behind every view hit-tests to its deepest view")
    func deepChainWithBackSiblings() {
        let host = EventTestHost()
        let window = host.makeWindow()
        var deepest: UIView = window
        var views: [UIView] = []
        for _ in 0..<Self.depth / 2 {
            let behind = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            deepest.addSubview(behind)
            deepest.addSubview(view)
            views.append(view)
            deepest = view
        }
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === views.last)
        #expect(window.hitTest(CGPoint(x: 150, y: 10), with: nil) === views[0].superview?.subviews.first)
    }

    @Test("Hole 18: a freed 30,000-deep chain frees every view")
    func freeingADeepChain() {
        weak var deepest: UIView?
        do {
            let top = UIView()
            deepest = chain(under: top).last
            #expect(deepest != nil)
        }
        #expect(deepest == nil)
    }

    @Test("Hole 18: the tint is inherited down a deep chain when an ancestor sets one, and not after it is gone")
    func tintWithoutWalking() {
        let top = UIView(), parent = UIView(), other = UIView()
        top.addSubview(parent)
        let views = chain(under: parent, depth: 1_000)
        #expect(views.last?.tintColor == .systemBlue)
        top.tintColor = .red
        #expect(views.last?.tintColor == .red)
        views[500].tintAdjustmentMode = .dimmed
        top.tintColor = nil
        #expect(views.last?.tintAdjustmentMode == .dimmed && views[499].tintAdjustmentMode == .normal)
        views[500].tintAdjustmentMode = .automatic
        top.tintColor = .red
        other.addSubview(views[10])
        #expect(views.last?.tintColor == .systemBlue)
        parent.addSubview(views[10])
        #expect(views.last?.tintColor == .red)
        weak var freedParent: UIView?
        let orphan = UIView()
        do {
            let tinted = UIView()
            tinted.tintColor = .green
            tinted.addSubview(orphan)
            freedParent = tinted
            #expect(orphan.tintColor == .green)
        }
        #expect(freedParent == nil && orphan.superview == nil)
        #expect(orphan.tintColor == .systemBlue)
    }

    @Test("Hole 18: a tint set above a 200,000-deep chain reaches its deepest view, told once")
    func tintAboveADeepChain() throws {
        let top = UIView()
        let views = chain(under: top, depth: 200_000, make: { TintCountingView() })
        top.tintColor = .red
        let deepest = try #require(views.last as? TintCountingView)
        #expect(deepest.tintChanges == 1)
        #expect(deepest.tintColor == .red)
    }

    @Test("Hole 18: viewWithTag and isDescendant(of:) search a 30,000-deep chain")
    func searchingADeepChain() {
        let top = UIView()
        let views = chain(under: top)
        views.last?.tag = 7
        #expect(top.viewWithTag(7) === views.last)
        #expect(views.last?.isDescendant(of: top) == true)
        top.addSubview(views[10])
        #expect(views[10].superview === top)
        views.last?.addSubview(top)
        #expect(top.superview == nil)
    }
}
