import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// `superview` open and read-only (P46), the scene members UIKit declares open (P47), and the layout anchors and
/// guides made open in the class bodies (P48).
@MainActor @Suite("Open members: superview, the scenes' members, layout anchors and guides")
struct SuperviewAndSceneMemberTests {
    @Test("P46: an overridden superview is what code reads and where a touch's recognizers are gathered")
    func overriddenSuperviewGathersRecognizers() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let container = CopyHandlingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let stand = CopyHandlingView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        window.addSubview(container)
        window.addSubview(stand)
        let proxy = ProxyView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(proxy)
        proxy.stand = stand
        #expect((proxy as UIView).superview === stand)
        #expect(container.subviews.first === proxy)

        let standTaps = TapHandler(), containerTaps = TapHandler()
        let standTap = UITapGestureRecognizer(), containerTap = UITapGestureRecognizer()
        standTap.addTarget(standTaps, action: TapHandler.handleTap)
        containerTap.addTarget(containerTaps, action: TapHandler.handleTap)
        stand.addGestureRecognizer(standTap)
        container.addGestureRecognizer(containerTap)
        try host.tap(at: CGPoint(x: 35, y: 135))
        #expect(standTaps.calls.count == 1)
        #expect(containerTaps.calls.isEmpty)
    }

    @Test("P46: the tree does not move: next, window, isDescendant, conversion and the action walk follow addSubview")
    func treeFollowsAddSubview() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let container = CopyHandlingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let stand = CopyHandlingView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        window.addSubview(container)
        let proxy = ProxyView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(proxy)
        proxy.stand = stand
        #expect(proxy.next === container)
        #expect(proxy.window === window)
        #expect(proxy.isDescendant(of: container) && !proxy.isDescendant(of: stand))
        #expect(proxy.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 110))
        #expect((proxy.target(forAction: .copy, withSender: nil) as? UIView) === container)
        proxy.removeFromSuperview()
        #expect(container.subviews.isEmpty && proxy.window == nil)
        #expect(proxy.superview === stand)
    }

    @Test("P46: the hierarchy's loop check reads the tree, so an override answering nil hides no loop")
    func loopCheckReadsTheTree() {
        let parent = UIView()
        let orphan = OrphanView()
        parent.addSubview(orphan)
        #expect(orphan.superview == nil)
        orphan.addSubview(parent)
        #expect(parent.superview == nil && orphan.subviews.isEmpty)
        #expect(parent.subviews.first === orphan)
    }

    @Test("P46: a subclass may override the read-only superview with a getter and a setter, as iOS code does")
    func readWriteOverrideCompiles() {
        let view = SettableSuperviewView()
        let other = UIView()
        view.superview = other
        #expect((view as UIView).superview === other)
    }

    @Test("P47: windowScene is settable; a window taken out of its scene leaves the scene's windows")
    func windowSceneIsSettable() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let window = host.makeWindow()
        #expect(scene.windows.contains { $0 === window })
        window.windowScene = nil
        #expect(window.windowScene == nil && !scene.windows.contains { $0 === window })
        window.windowScene = scene
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
        #expect(scene.coordinateSpace.bounds == host.screen.bounds)
        scene.title = "Inbox"
        #expect(scene.title == "Inbox")
    }

    @Test("P47: the scene reads a window's windowScene through its override")
    func sceneReadsWindowSceneOverride() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let detached = host.application.runAsShared { SceneLessWindow(frame: .zero) }
        #expect(detached.windowScene == nil)
        #expect(!scene.windows.contains { $0 === detached })
        #expect(host.application.windows.contains { $0 === detached })
    }

    @Test("P47: the scene's delegate hears each transition just before the scene's notification")
    func sceneDelegateHearsTransitions() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first)
        let delegate = SceneDelegateLog()
        scene.delegate = delegate
        let token = host.application.notificationCenter.addObserver(
            forName: UIScene.didEnterBackgroundNotification, object: scene, queue: nil) { _ in
            MainActor.assumeIsolated { delegate.entries.append("notification didEnterBackground") }
        }
        try host.finishLaunching()
        try host.resignActive()
        try host.enterBackground()
        try host.enterForeground()
        try host.becomeActive()
        host.application.notificationCenter.removeObserver(token)
        #expect(delegate.entries == [
            "willEnterForeground foregroundInactive", "didBecomeActive foregroundActive",
            "willResignActive foregroundActive",
            "didEnterBackground background", "notification didEnterBackground",
            "willEnterForeground background", "didBecomeActive foregroundActive",
        ])
        #expect((scene.delegate as? SceneDelegateLog) === delegate)
    }

    @Test("P48: an anchor overridden in a subclass is the one constraints made through UIView are built from")
    func overriddenAnchorIsUsed() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let container = MarginAnchoredView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let base: UIView = container
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: base.leadingAnchor),
            child.topAnchor.constraint(equalTo: base.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 50, height: 50))
    }

    @Test("P48: the readable content guide is the margins' area, no wider than 672 points and centred")
    func readableContentGuide() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let wide = UIView(frame: CGRect(x: 0, y: 200, width: 1000, height: 100))
        window.addSubview(narrow)
        window.addSubview(wide)
        #expect(narrow.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 84))
        #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 84))
        #expect(narrow.readableContentGuide === narrow.readableContentGuide)
        #expect(narrow.layoutGuides.contains { $0 === narrow.readableContentGuide })
    }

    @Test("P48: a layout guide's overridden layoutFrame and anchors are reached through UILayoutGuide")
    func layoutGuideOverrides() {
        let guide: UILayoutGuide = AuditLayoutGuide()
        #expect(guide.layoutFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(guide.identifier == "audited")
    }
}

private final class ProxyView: UIView {
    weak var stand: UIView?
    override var superview: UIView? { stand ?? super.superview }
}

private final class OrphanView: UIView {
    override var superview: UIView? { nil }
}

private final class SettableSuperviewView: UIView {
    private var assigned: UIView?
    override var superview: UIView? {
        get { assigned ?? super.superview }
        set { assigned = newValue }
    }
}

private final class CopyHandlingView: UIView {
    override func copy(_ sender: Any?) {}
}

private final class SceneLessWindow: UIWindow {
    override var windowScene: UIWindowScene? {
        get { nil }
        set { super.windowScene = newValue }
    }
}

private final class MarginAnchoredView: UIView {
    override var leadingAnchor: NSLayoutXAxisAnchor { layoutMarginsGuide.leadingAnchor }
}

@MainActor
private final class SceneDelegateLog: UISceneDelegate {
    var entries: [String] = []
    func sceneDidBecomeActive(_ scene: UIScene) { entries.append("didBecomeActive \(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) { entries.append("willResignActive \(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { entries.append("didEnterBackground \(scene.activationState)") }
    func sceneWillEnterForeground(_ scene: UIScene) { entries.append("willEnterForeground \(scene.activationState)") }
}

/// Members section P's items name that were declared in extensions, now open in the class bodies (P49);
/// `connectedScenes` and the application's direction are covered by the audit's `AuditApplication`.
@MainActor @Suite("Open members: layout direction class methods, transition(from:to:)")
struct SectionPOpenMemberTests {
    @Test("P49: a view class's override of userInterfaceLayoutDirection(for:) is reached through UIView.Type")
    func layoutDirectionClassMethod() {
        let type: UIView.Type = MirroredView.self
        #expect(type.userInterfaceLayoutDirection(for: .forceLeftToRight) == .rightToLeft)
        #expect(type.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
    }

    @Test("P49: transition(from:to:...) called through UIViewController reaches a container's override")
    func transitionOverride() {
        let host = EventTestHost()
        let container = TransitionRecordingController()
        _ = host.makeWindow(rootViewController: container)
        let first = UIViewController(), second = UIViewController()
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        container.addChild(second)
        let base: UIViewController = container
        base.transition(from: first, to: second, duration: 0, animations: nil)
        #expect(container.transitions == 1)
        #expect(second.view.superview === container.view && first.view.superview == nil)
    }
}

private final class MirroredView: UIView {
    override class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        .rightToLeft
    }
    override class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                     relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        .rightToLeft
    }
}

private final class TransitionRecordingController: UIViewController {
    var transitions = 0
    override func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                             duration: TimeInterval, options: UIView.AnimationOptions = [],
                             animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitions += 1
        super.transition(from: fromViewController, to: toViewController, duration: duration, options: options,
                         animations: animations, completion: completion)
    }
}
