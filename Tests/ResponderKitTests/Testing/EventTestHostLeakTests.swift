import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A controller that keeps itself alive through a closure, the most common leak of UIKit apps.
private final class LeakyController: UIViewController {
    var onTap: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onTap = { self.view.backgroundColor = .red }
    }
}

@MainActor
@Suite("EventTestHost: the leak check names every controller, view and window that outlives the test (T9)")
struct EventTestHostLeakTests {
    @Test("A controller held by its own closure is named, with its views; freed objects are not (T9)")
    func leakIsNamed() throws {
        let host = EventTestHost()
        host.startCheckingForLeaks()
        do {
            let controller = LeakyController()
            controller.title = "Inbox"
            let window = host.makeWindow(rootViewController: controller)
            let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            button.accessibilityIdentifier = "compose"
            controller.view.addSubview(button)
            let freed = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            freed.accessibilityIdentifier = "freed"
            window.addSubview(freed)
            try host.tap(button)
            freed.removeFromSuperview()
        }
        let leaks = host.findLeaks()
        #expect(leaks == ["LeakyController titled \"Inbox\"", "UIButton \"compose\"", "UIView"])
        #expect(!leaks.contains { $0.contains("freed") || $0.contains("UIWindow") })
        #expect(EventTestHostError.leaked(leaks).description.hasPrefix("3 objects are still alive after the test's "
            + "windows were torn down: LeakyController titled \"Inbox\"; UIButton \"compose\"; UIView."))
    }

    @Test("A presented and dismissed controller that leaks is named too (T9)")
    func dismissedLeakIsNamed() throws {
        let host = EventTestHost()
        host.startCheckingForLeaks()
        do {
            let root = UIViewController()
            let window = host.makeWindow(rootViewController: root)
            let sheet = LeakyController()
            sheet.title = "Sheet"
            root.present(sheet, animated: false)
            try host.waitForAnimations()
            sheet.dismiss(animated: false)
            try host.waitForAnimations()
            _ = window
        }
        #expect(host.findLeaks().contains("LeakyController titled \"Sheet\""))
    }

    @Test("A test that leaks nothing passes: the keyboard, first responder and the host's records never count (T9)")
    func cleanTestHasNoLeaks() throws {
        let host = EventTestHost()
        host.startCheckingForLeaks()
        host.recordGestureArenas()
        do {
            let controller = UIViewController()
            let window = host.makeWindow(rootViewController: controller)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            controller.view.addSubview(field)
            try host.tap(field)
            try host.type("hi")
            #expect(host.isKeyboardShown)
            _ = window
        }
        #expect(host.findLeaks() == [])
    }

    @Test(.eventTestHost(checkingForLeaks: true))
    func traitChecksForLeaks() throws {
        // The trait's check runs after this body; T9 fails the test if the window, controller or button lived on.
        let host = try #require(EventTestHost.current)
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        controller.view.addSubview(button)
        try host.tap(button)
        _ = window
    }
}
