import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

private extension Selector {
    static let archiveMail: Selector = "archiveMail:"
    static let compose: Selector = "compose:"
}

/// A navigation controller that handles one action and one key command of its own.
@MainActor
private final class MailNavigation: UINavigationController {
    var archived = 0
    var composed = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.archiveMail, MailNavigation.archive)
        table.add(.compose, MailNavigation.compose)
    }

    func archive(_ sender: Any?) { archived += 1 }
    func compose(_ sender: Any?) { composed += 1 }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "n", modifierFlags: .command, action: .compose)]
    }
}

private extension Selector {
    static let reply: Selector = "reply:"
}

/// A pushed controller with a key command of its own and a text field.
@MainActor
private final class MessageController: UIViewController {
    var replied = 0
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.reply, MessageController.reply)
    }

    func reply(_ sender: Any?) { replied += 1 }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: .reply)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}

@MainActor
@Suite("Navigation and tab bar controllers (spec K4, A6, F9)")
struct ContainerTests {
    @Test("K1, K4: push and pop show only the top view, with UIKit's order of appearance callbacks")
    func pushAndPopAppearance() {
        let host = EventTestHost()
        let log = EventLog()
        let inbox = AppearanceLogger("inbox", log: log)
        let navigation = UINavigationController(rootViewController: inbox)
        _ = host.makeWindow(rootViewController: navigation)
        #expect(log.entries == ["inbox.willAppear(toParent)", "inbox.didAppear(toParent)"]
            || log.entries == ["inbox.willAppear", "inbox.didAppear"])
        log.removeAll()
        let message = AppearanceLogger("message", log: log)
        navigation.pushViewController(message, animated: true)
        #expect(log.entries == ["inbox.willDisappear", "message.willAppear(toParent)", "inbox.didDisappear",
                                "message.didAppear(toParent)"])
        #expect(inbox.viewIfLoaded?.window == nil && message.view.window != nil)
        #expect(navigation.topViewController === message && navigation.viewControllers.count == 2)
        #expect(message.navigationController === navigation && message.parent === navigation)
        log.removeAll()
        #expect(navigation.popViewController(animated: true) === message)
        #expect(log.entries == ["message.willDisappear(fromParent)", "inbox.willAppear", "message.didDisappear(fromParent)",
                                "inbox.didAppear"])
        #expect(message.parent == nil && message.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test("A6, K4: the chain from a pushed controller's view goes through it, the navigation controller, the window and the application")
    func chainThroughTheNavigationController() throws {
        let host = EventTestHost()
        let navigation = MailNavigation(rootViewController: UIViewController())
        let window = host.makeWindow(rootViewController: navigation)
        let message = MessageController()
        navigation.pushViewController(message, animated: false)
        let chain = message.field.responderChainReport().responders
        #expect(chain.contains { $0 === message } && chain.contains { $0 === navigation })
        let messageIndex = chain.firstIndex { $0 === message }!
        let navigationIndex = chain.firstIndex { $0 === navigation }!
        let windowIndex = chain.firstIndex { $0 === window }!
        #expect(messageIndex < navigationIndex && navigationIndex < windowIndex)
        #expect(chain.last === host.application || chain.contains { $0 === host.application })

        #expect(message.field.becomeFirstResponder())
        #expect(host.application.sendAction(.archiveMail, to: nil, from: message.field, for: nil))
        #expect(navigation.archived == 1)
        try host.press(key: "r", modifiers: .command)
        try host.press(key: "n", modifiers: .command)
        #expect(message.replied == 1 && navigation.composed == 1)
    }

    @Test("F9, K4: a first responder in a popped controller resigns, and its keyboard hides")
    func poppedFirstResponderResigns() throws {
        let host = EventTestHost()
        let navigation = UINavigationController(rootViewController: UIViewController())
        _ = host.makeWindow(rootViewController: navigation)
        let message = MessageController()
        navigation.pushViewController(message, animated: false)
        #expect(message.field.becomeFirstResponder())
        try host.expectKeyboard(shown: true)
        navigation.popToRootViewController(animated: false)
        #expect(!message.field.isFirstResponder)
        try host.expectKeyboard(shown: false)
    }

    @Test("K4: a tap on the bar's back button pops; a bar button item sends its action up the chain")
    func navigationBarButtons() throws {
        let host = EventTestHost()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = MailNavigation(rootViewController: root)
        _ = host.makeWindow(rootViewController: navigation)
        let message = MessageController()
        message.title = "Message"
        message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Archive", style: .plain, target: nil,
                                                                    action: .archiveMail)
        navigation.pushViewController(message, animated: false)
        #expect(navigation.navigationBar.topItem?.title == "Message")
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Inbox")
        try host.tap(.titled("Archive"))
        #expect(navigation.archived == 1)
        try host.tap(navigation.navigationBar.backButton)
        #expect(navigation.topViewController === root)
        #expect(navigation.navigationBar.backButton.isHidden)
    }

    @Test("setViewControllers keeps each controller once and tells the delegate what it shows")
    func setViewControllersAndDelegate() {
        final class Watcher: UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController,
                                      didShow viewController: UIViewController, animated: Bool) {
                shown.append(viewController.title ?? "?")
            }
        }
        let host = EventTestHost()
        let a = UIViewController(), b = UIViewController()
        a.title = "a"
        b.title = "b"
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        let watcher = Watcher()
        navigation.delegate = watcher
        _ = host.makeWindow(rootViewController: navigation)
        navigation.setViewControllers([a, b, a], animated: false)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        navigation.viewControllers = [a]
        #expect(watcher.shown == ["b", "a"])
        #expect(navigation.visibleViewController === a)
    }

    @Test("K1, K4: switching tabs moves views in and out with appearance calls; a tap on a tab asks the delegate")
    func tabSwitching() throws {
        final class Gate: UITabBarControllerDelegate {
            var allowed = true
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController,
                                  shouldSelect viewController: UIViewController) -> Bool { allowed }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.tabBarItem.title ?? "?")
            }
        }
        let host = EventTestHost()
        let log = EventLog()
        let mail = AppearanceLogger("mail", log: log)
        let calendar = AppearanceLogger("calendar", log: log)
        mail.title = "Mail"
        calendar.tabBarItem = UITabBarItem(title: "Calendar", image: nil, tag: 2)
        let tabs = UITabBarController()
        let gate = Gate()
        tabs.delegate = gate
        tabs.viewControllers = [mail, calendar]
        _ = host.makeWindow(rootViewController: tabs)
        #expect(tabs.selectedViewController === mail && calendar.viewIfLoaded?.window == nil)
        #expect(calendar.tabBarController === tabs)
        log.removeAll()
        try host.tap(.identifier("tab Calendar"))
        // A tab switch begins with the arriving controller, unlike a push (published UIKit logs of tab switches).
        #expect(log.entries == ["calendar.willAppear", "mail.willDisappear", "mail.didDisappear", "calendar.didAppear"])
        #expect(tabs.selectedIndex == 1 && gate.selected == ["Calendar"])
        #expect(mail.viewIfLoaded?.window == nil)
        gate.allowed = false
        try host.tap(.identifier("tab Mail"))
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 0
        #expect(tabs.selectedViewController === mail && gate.selected == ["Calendar"])
    }
}

@MainActor
@Suite("Containers under reentrant appearance callbacks (spec K1, K4)")
struct ContainerReentrancyTests {
    @Test("K1: a controller that pushes another from viewWillAppear and pops from viewDidAppear leaves a consistent stack")
    func pushAndPopFromCallbacks() {
        final class Eager: UIViewController {
            var upcoming: UIViewController?
            var popsOnAppear = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let upcoming { self.upcoming = nil; navigationController?.pushViewController(upcoming, animated: false) }
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if popsOnAppear { popsOnAppear = false; navigationController?.popViewController(animated: false) }
            }
        }
        let host = EventTestHost()
        let log = EventLog()
        let root = AppearanceLogger("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        _ = host.makeWindow(rootViewController: navigation)
        let first = Eager()
        let second = AppearanceLogger("second", log: log)
        first.upcoming = second
        navigation.pushViewController(first, animated: false)
        #expect(navigation.viewControllers.count == 3 && navigation.topViewController === second)
        let inWindow = navigation.viewControllers.filter { $0.viewIfLoaded?.window != nil }
        #expect(inWindow.count == 1 && inWindow.first === second)
        #expect(log.entries.filter { $0 == "second.didAppear(toParent)" || $0 == "second.didAppear" }.count == 1)

        let popper = Eager()
        popper.popsOnAppear = true
        navigation.pushViewController(popper, animated: false)
        #expect(navigation.topViewController === second)
        #expect(popper.parent == nil && popper.viewIfLoaded?.window == nil)
        #expect(second.view.window != nil)
    }
}
