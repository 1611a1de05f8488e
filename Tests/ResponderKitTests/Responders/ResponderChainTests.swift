import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Default next responder (spec A)")
struct ResponderChainTests {
    @Test("A1: a plain responder has no next responder")
    func plainResponder() {
        #expect(UIResponder().next == nil)
    }

    @Test("A2: a controller's root view has the controller as next")
    func rootViewNextIsController() {
        let controller = UIViewController()
        #expect(controller.view.next === controller)
    }

    @Test("A3: any other view has its superview as next, nil without one")
    func viewNextIsSuperview() {
        let parent = UIView(), child = UIView()
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
    }

    @Test("A3: a view that stops being a controller's root view goes back to the superview rule")
    func replacedRootView() {
        let controller = UIViewController()
        let first = UIView(), second = UIView(), container = UIView()
        controller.view = first
        container.addSubview(first)
        controller.view = second
        #expect(first.next === container)
        #expect(second.next === controller)
    }

    @Test("A4: a window's root view controller has the window as next")
    func rootControllerNextIsWindow() {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        #expect(controller.next === window)
        #expect(controller.view.superview === window)
    }

    @Test("A5: a presented controller has its presenting controller as next")
    func presentedControllerNext() {
        let host = EventTestHost()
        let root = UIViewController()
        let window = host.makeWindow(rootViewController: root)
        let presented = UIViewController()
        var completed = false
        root.present(presented, animated: true) { completed = true }
        #expect(completed)
        #expect(presented.presentingViewController === root)
        #expect(root.presentedViewController === presented)
        #expect(presented.next === root)
        #expect(presented.view.window === window)
        presented.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(presented.next == nil)
        #expect(presented.view.window == nil)
    }

    @Test("A5: presenting from a child presents from its outermost container, as full-screen UIKit does")
    func presentedFromChild() {
        let host = EventTestHost()
        let root = UIViewController()
        _ = host.makeWindow(rootViewController: root)
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let presented = UIViewController()
        child.present(presented, animated: false)
        #expect(presented.next === root)
        child.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("A5: presenting twice is refused with a diagnostic")
    func presentingTwiceIsRefused() {
        let host = EventTestHost()
        let root = UIViewController()
        _ = host.makeWindow(rootViewController: root)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        var completed = false
        root.present(second, animated: false) { completed = true }
        #expect(!completed)
        #expect(second.presentingViewController == nil)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidPresentation)
    }

    @Test("A6: a child controller's next is its view's superview, and the chain reaches the parent")
    func childControllerChain() {
        let host = EventTestHost()
        let parent = UIViewController()
        let window = host.makeWindow(rootViewController: parent)
        let container = UIView()
        parent.view.addSubview(container)
        let child = UIViewController()
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.next === container)
        let chain = Array(child.view.responderChain)
        let expected: [UIResponder] = [child.view, child, container, parent.view, parent, window, host.application]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("A6: addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil)")
    func containmentCallbacks() {
        final class Child: UIViewController {
            var calls: [String] = []
            override func willMove(toParent parent: UIViewController?) {
                calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
            }
            override func didMove(toParent parent: UIViewController?) {
                calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
            }
        }
        let parent = UIViewController(), child = Child()
        parent.addChild(child)
        child.removeFromParent()
        #expect(child.calls == ["willMove(parent)", "didMove(nil)"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }

    @Test("A7: a window's next is its application")
    func windowNextIsApplication() {
        let host = EventTestHost()
        let window = host.makeWindow()
        #expect(window.next === host.application)
    }

    @Test("A8: the application's next is its delegate only when the delegate is a plain responder")
    func applicationNextIsDelegate() {
        final class PlainDelegate: UIApplicationDelegate {}
        final class ResponderDelegate: UIResponder, UIApplicationDelegate {}
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {}
        final class SelfDelegatingApplication: UIApplication, UIApplicationDelegate {}

        let application = UIApplication(clock: VirtualClock())
        #expect(application.next == nil)
        let plain = PlainDelegate()
        application.delegate = plain
        #expect(application.next == nil)
        let responder = ResponderDelegate()
        application.delegate = responder
        #expect(application.next === responder)
        let view = ViewDelegate()
        application.delegate = view
        #expect(application.next == nil)
        let controller = ControllerDelegate()
        application.delegate = controller
        #expect(application.next == nil)
        let selfDelegating = SelfDelegatingApplication(clock: VirtualClock())
        selfDelegating.delegate = selfDelegating
        #expect(selfDelegating.next == nil)
    }

    @Test("A9: an overridden next changes where unhandled touches go")
    func overriddenNext() throws {
        final class Redirecting: RecordingView {
            weak var redirect: UIResponder?
            override var next: UIResponder? { redirect }
        }
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let elsewhere = RecordingView("elsewhere", log: log, handling: .consume)
        let parent = RecordingView("parent", log: log, frame: window.bounds)
        let child = Redirecting("child", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.redirect = elsewhere
        window.addSubview(parent)
        parent.addSubview(child)
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.names(for: "touchesBegan") == ["child", "elsewhere"])
    }

    @Test("A10: a cycle in overridden next stops the walk and is reported")
    func cycleIsReported() throws {
        final class Looping: RecordingView {
            weak var loopTo: UIResponder?
            override var next: UIResponder? { loopTo ?? super.next }
        }
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let outer = Looping("outer", log: log, frame: window.bounds)
        let inner = Looping("inner", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.loopTo = inner

        let chain = Array(inner.responderChain)
        #expect(chain.count == 2)
        #expect(chain[0] === inner && chain[1] === outer)
        #expect(host.application.diagnostics.entries.last?.kind == .responderChainCycle)

        host.application.diagnostics.removeAll()
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.names(for: "touchesBegan") == ["inner", "outer"])
        #expect(log.names(for: "touchesEnded") == ["inner", "outer"])
        // Only the began walks `next`; the ending follows the chain recorded at the began (C2).
        #expect(host.application.diagnostics.entries.filter { $0.kind == .responderChainCycle }.count == 1)
    }

    @Test("A10: a responder whose next is itself is a one-step cycle")
    func selfCycle() {
        final class SelfLoop: UIResponder {
            override var next: UIResponder? { self }
        }
        let responder = SelfLoop()
        var iterator = responder.responderChain.makeIterator()
        #expect(iterator.next() === responder)
        #expect(iterator.next() == nil)
        #expect(iterator.cycleDetected)
    }

    @Test("A10: a long cycle far up the chain is still found")
    func longCycle() {
        final class Link: UIResponder {
            var successor: UIResponder?
            override var next: UIResponder? { successor }
        }
        let links = (0..<50).map { _ in Link() }
        for index in 0..<49 { links[index].successor = links[index + 1] }
        links[49].successor = links[20]
        let chain = Array(links[0].responderChain)
        #expect(chain.count == 50)
        links[49].successor = nil
    }
}
