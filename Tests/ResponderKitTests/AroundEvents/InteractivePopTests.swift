import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The navigation controller's back swipe: a leading-edge pan that pops the top controller (P17).
@MainActor @Suite("Interactive pop: the navigation controller's edge swipe")
struct InteractivePopTests {
    @Test("P17: a left-edge UIScreenEdgePanGestureRecognizer installed on the navigation controller's view")
    func recognizerShape() throws {
        let (_, navigation, _, _) = makeStack(EventTestHost())
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === navigation.view)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true)
    }

    @Test("P17: a swipe released past half the width pops the top with a pop's appearance calls")
    func farSwipePops() throws {
        let host = EventTestHost()
        let (log, navigation, root, top) = makeStack(host)
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root])
        #expect(log.entries == ["top willDisappear movingFromParent", "root willAppear",
                                "top didDisappear", "root didAppear"])
        #expect(top.view.window == nil && root.view.window != nil)
    }

    @Test("P17: a short swipe released fast pops; one released short and slowly is cancelled")
    func shortSwipesDependOnSpeed() throws {
        let host = EventTestHost()
        let (log, navigation, root, top) = makeStack(host)
        let slow = try host.touchDown(at: CGPoint(x: 4, y: 400))
        for x in stride(from: 24, through: 124, by: 20) {
            host.advance(by: 0.05)
            try slow.move(to: CGPoint(x: CGFloat(x), y: 400))
        }
        host.advance(by: 0.5)
        try slow.lift()
        #expect(navigation.viewControllers == [root, top])
        #expect(root.view.window == nil && top.view.window != nil)
        #expect(log.entries.isEmpty)

        host.advance(by: 1)
        let fast = try host.touchDown(at: CGPoint(x: 4, y: 400))
        for x in [30, 60, 90] {
            host.advance(by: 0.02)
            try fast.move(to: CGPoint(x: CGFloat(x), y: 400))
        }
        try fast.lift()
        #expect(navigation.viewControllers == [root])
        #expect(log.entries.first == "top willDisappear movingFromParent")
    }

    @Test("P17: at the root the swipe does not begin, even with the delegate set to nil")
    func rootDoesNotBegin() throws {
        let host = EventTestHost()
        let log = AppearanceLog()
        let root = LoggingController(name: "root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        _ = host.makeWindow(rootViewController: navigation)
        let recognizer = try #require(navigation.interactivePopGestureRecognizer)
        recognizer.delegate = nil
        var states: [UIGestureRecognizer.State] = []
        recognizer.addAction { states.append($0.state) }
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(states.isEmpty)
        #expect(navigation.viewControllers == [root] && root.view.window != nil)
    }

    @Test("P17: a delegate refusing gestureRecognizerShouldBegin, or isEnabled = false, keeps the top")
    func delegateAndEnabledTurnItOff() throws {
        let host = EventTestHost()
        let (_, navigation, root, top) = makeStack(host)
        let recognizer = try #require(navigation.interactivePopGestureRecognizer)
        let refusing = RefusingDelegate()
        recognizer.delegate = refusing
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(refusing.asked > 0)
        #expect(navigation.viewControllers == [root, top])

        recognizer.delegate = nil
        recognizer.isEnabled = false
        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root, top])

        recognizer.isEnabled = true
        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root])
    }

    @Test("P17: in right-to-left the swipe starts from the right edge, the leading one")
    func rightToLeftUsesTheRightEdge() throws {
        let host = EventTestHost()
        let (_, navigation, root, top) = makeStack(host)
        navigation.view.semanticContentAttribute = .forceRightToLeft
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.viewControllers == [root, top])
        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 386, y: 400), to: CGPoint(x: 90, y: 400))
        #expect(navigation.viewControllers == [root])
    }

    @Test("P17: a drag that starts away from the edge is not a back swipe")
    func midScreenDragDoesNotPop() throws {
        let host = EventTestHost()
        let (_, navigation, root, top) = makeStack(host)
        try host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 390, y: 400))
        #expect(navigation.viewControllers == [root, top])
    }

    private func makeStack(_ host: EventTestHost)
        -> (AppearanceLog, UINavigationController, LoggingController, LoggingController) {
        let log = AppearanceLog()
        let root = LoggingController(name: "root", log: log)
        let top = LoggingController(name: "top", log: log)
        let navigation = UINavigationController(rootViewController: root)
        _ = host.makeWindow(rootViewController: navigation)
        navigation.pushViewController(top, animated: false)
        log.entries.removeAll()
        return (log, navigation, root, top)
    }
}

@MainActor
private final class AppearanceLog {
    var entries: [String] = []
}

@MainActor
private final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}

private final class LoggingController: UIViewController {
    let name: String
    let log: AppearanceLog
    init(name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        log.entries.append("\(name) willDisappear" + (isMovingFromParent ? " movingFromParent" : ""))
    }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}
