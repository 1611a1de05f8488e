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
