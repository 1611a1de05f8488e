import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A controller that logs its appearance callbacks, with the K3 flags true inside them.
@MainActor
final class AppearanceLogger: UIViewController {
    let name: String
    let log: EventLog
    var onWillAppear: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func flags() -> String {
        var flags: [String] = []
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        return flags.isEmpty ? "" : "(\(flags.joined(separator: ",")))"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).willAppear\(flags())")
        onWillAppear?()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).didAppear\(flags())")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).willDisappear\(flags())")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).didDisappear\(flags())")
    }
}

@MainActor
@Suite("View controller appearance (spec K1-K3)")
struct AppearanceTests {
    @Test("K1: a window's root controller appears when the window is shown, once, and disappears when hidden")
    func rootControllerAppearsWithItsWindow() {
        let host = EventTestHost()
        let log = EventLog()
        let root = AppearanceLogger("root", log: log)
        let window = UIWindow(frame: host.screen.bounds, application: host.application)
        window.rootViewController = root
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(log.entries == ["root.willAppear", "root.didAppear"])
        window.isHidden = true
        #expect(log.entries == ["root.willAppear", "root.didAppear", "root.willDisappear", "root.didDisappear"])
    }

    @Test("K1: replacing a visible window's root controller makes the old disappear and the new appear")
    func replacingTheRoot() {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow(rootViewController: AppearanceLogger("first", log: log))
        log.removeAll()
        window.rootViewController = AppearanceLogger("second", log: log)
        #expect(log.entries == ["first.willDisappear", "first.didDisappear", "second.willAppear", "second.didAppear"])
    }

    @Test("K2, K3: present calls the presented controller's will and did appear, then the completion; dismiss the disappear pair")
    func presentAndDismiss() {
        let host = EventTestHost()
        let log = EventLog()
        let presenter = AppearanceLogger("presenter", log: log)
        _ = host.makeWindow(rootViewController: presenter)
        log.removeAll()
        let sheet = AppearanceLogger("sheet", log: log)
        presenter.present(sheet, animated: true) { log.append("presented") }
        #expect(log.entries == ["sheet.willAppear(presented)", "sheet.didAppear(presented)", "presented"])
        #expect(!sheet.isBeingPresented)
        log.removeAll()
        sheet.dismiss(animated: true) { log.append("dismissed") }
        #expect(log.entries == ["sheet.willDisappear(dismissed)", "sheet.didDisappear(dismissed)", "dismissed"])
    }

    @Test("K1, K3: a child added into a visible hierarchy appears moving to its parent, and disappears moving from it")
    func childContainment() {
        let host = EventTestHost()
        let log = EventLog()
        let parent = AppearanceLogger("parent", log: log)
        _ = host.makeWindow(rootViewController: parent)
        log.removeAll()
        let child = AppearanceLogger("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["child.willAppear(toParent)", "child.didAppear(toParent)"])
        log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["child.willDisappear(fromParent)", "child.didDisappear(fromParent)"])
    }

    @Test("K1: children appear with their parent, the parent first; a parent that forwards by hand keeps them out")
    func forwardingToChildren() {
        final class ManualParent: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let host = EventTestHost()
        let log = EventLog()
        let parent = AppearanceLogger("parent", log: log)
        let child = AppearanceLogger("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = host.makeWindow(rootViewController: parent)
        #expect(log.entries == ["parent.willAppear", "child.willAppear", "parent.didAppear", "child.didAppear"])

        let manual = ManualParent()
        let quiet = AppearanceLogger("quiet", log: log)
        manual.addChild(quiet)
        manual.view.addSubview(quiet.view)
        quiet.didMove(toParent: manual)
        log.removeAll()
        _ = host.makeWindow(rootViewController: manual)
        #expect(log.entries.isEmpty)
        quiet.beginAppearanceTransition(true, animated: false)
        quiet.beginAppearanceTransition(true, animated: false)
        quiet.endAppearanceTransition()
        quiet.endAppearanceTransition()
        #expect(log.entries == ["quiet.willAppear", "quiet.didAppear"])
    }

    @Test("K1, F10: a controller that becomes first responder in viewDidAppear gets keys; one that resigns in viewWillDisappear stops")
    func firstResponderInAppearance() throws {
        final class KeyController: UIViewController {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                becomeFirstResponder()
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                resignFirstResponder()
            }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first?.key?.characters ?? "?")
            }
        }
        let host = EventTestHost()
        let controller = KeyController()
        let window = host.makeWindow(rootViewController: controller)
        #expect(controller.isFirstResponder)
        try host.press(key: "x")
        window.rootViewController = UIViewController()
        #expect(!controller.isFirstResponder)
        try host.press(key: "y")
        #expect(controller.keys == ["x"])
    }

    @Test("K1: a viewWillAppear that dismisses or removes things does not repeat or lose callbacks")
    func reentrantAppearance() {
        let host = EventTestHost()
        let log = EventLog()
        let presenter = AppearanceLogger("presenter", log: log)
        _ = host.makeWindow(rootViewController: presenter)
        let sheet = AppearanceLogger("sheet", log: log)
        sheet.onWillAppear = { sheet.dismiss(animated: false) }
        log.removeAll()
        presenter.present(sheet, animated: false)
        #expect(log.entries.filter { $0.hasPrefix("sheet.willAppear") }.count == 1)
        #expect(log.entries.last?.hasPrefix("sheet.didDisappear") == true || log.entries.last?.hasPrefix("sheet.didAppear") == true)
        #expect(presenter.presentedViewController == nil)
    }
}
