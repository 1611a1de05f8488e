import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Code as written reaches a test's application: `UIApplication.shared`, `UIScreen.main`,
/// `UIPasteboard.general` and `NotificationCenter.default` inside a host's scope, isolated per task.
@MainActor
@Suite("UIApplication.shared in a test host")
struct SharedApplicationTests {
    @Test("Inside run, UIApplication.shared, UIScreen.main and UIPasteboard.general are the host's")
    func redirection() {
        let host = EventTestHost(screenSize: CGSize(width: 320, height: 480))
        let outsidePasteboard = UIPasteboard.general
        #expect(UIApplication.shared !== host.application)
        host.run {
            #expect(UIApplication.shared === host.application)
            #expect(UIScreen.main === host.screen)
            #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
            #expect(UIPasteboard.general !== outsidePasteboard)
            #expect(EventTestHost.current === host)
            // A window made as app code makes it joins the test's application.
            let window = UIWindow(frame: UIScreen.main.bounds)
            #expect(window.application === host.application)
        }
        #expect(UIApplication.shared !== host.application)
        #expect(UIScreen.main !== host.screen)
        #expect(UIPasteboard.general === outsidePasteboard)
        #expect(EventTestHost.current == nil)
    }

    @Test("Copying in one host's scope does not reach another host's UIPasteboard.general")
    func pasteboardIsolation() {
        let first = EventTestHost(), second = EventTestHost()
        first.run { UIPasteboard.general.string = "first" }
        second.run { #expect(UIPasteboard.general.string == nil) }
        first.run { #expect(UIPasteboard.general.string == "first") }
    }

    @Test("The application's notifications reach NotificationCenter.default only while it is shared")
    func defaultCenterWhileShared() {
        let host = EventTestHost()
        let application = host.application
        nonisolated(unsafe) var heard: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeKeyNotification,
                                                           object: nil, queue: nil) { notification in
            let window = notification.object as? UIWindow
            MainActor.assumeIsolated {
                if window?.application === application { heard.append("key") }
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let outside = host.makeWindow()
        #expect(heard.isEmpty)
        host.run { _ = host.makeWindow() }
        #expect(heard == ["key"])
        outside.makeKey()
        #expect(heard == ["key"])
    }

    @Test("Parallel tasks each running their own host never see another's application")
    func parallelScopes() async {
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { await Self.seesOnlyItsOwnApplication() }
            }
            for await alwaysOwn in group { #expect(alwaysOwn) }
        }
    }

    /// Makes a host and checks, across 20 suspensions that let the other tasks run, that its code always
    /// reaches its own application.
    static func seesOnlyItsOwnApplication() async -> Bool {
        let host = EventTestHost()
        var alwaysOwn = true
        await host.run {
            for _ in 0..<20 {
                alwaysOwn = alwaysOwn && UIApplication.shared === host.application && UIScreen.main === host.screen
                await Task.yield()
            }
        }
        return alwaysOwn
    }

    @Test("Each parallel test case with its own host sees its own application", arguments: 0..<6)
    func parallelTestCases(index: Int) async {
        let host = EventTestHost()
        await host.run {
            for _ in 0..<10 {
                #expect(UIApplication.shared === host.application)
                await Task.yield()
            }
        }
        #expect(UIApplication.shared !== host.application)
    }

    @Test("Child tasks started in a host's scope inherit it")
    func childTasksInherit() async {
        let host = EventTestHost()
        await host.run {
            let inherited = await Task { @MainActor in UIApplication.shared === host.application }.value
            #expect(inherited)
        }
    }

    @Test(".eventTestHost gives each test its own current host", .eventTestHost(screenSize: CGSize(width: 200, height: 300)))
    func trait() throws {
        let host = try #require(EventTestHost.current)
        #expect(UIApplication.shared === host.application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
    }

    @Test("install makes the host shared until uninstall; a scope still wins inside it")
    func installation() {
        let host = EventTestHost(), other = EventTestHost()
        host.install()
        #expect(UIApplication.shared === host.application)
        other.run { #expect(UIApplication.shared === other.application) }
        host.uninstall()
        #expect(UIApplication.shared !== host.application)
    }

    @Test("An installation ends when its host is deallocated")
    func installationEndsWithHost() {
        var host: EventTestHost? = EventTestHost()
        let application = host?.application
        host?.install()
        #expect(UIApplication.shared === application)
        host = nil
        #expect(UIApplication.shared !== application)
    }

    @Test("A host made outside any task, as in XCTest's setUp, installs itself")
    func installsOutsideTasks() async {
        let installed = await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let host = EventTestHost()
                    let shared = UIApplication.shared === host.application
                    host.uninstall()
                    continuation.resume(returning: shared)
                }
            }
        }
        #expect(installed)
    }
}

/// Keyboard-avoidance code as an iOS app writes it: it observes `NotificationCenter.default`.
@MainActor
final class KeyboardHeightWatcher {
    private(set) var height: CGFloat = 0
    private var tokens: [NSObjectProtocol] = []

    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                             object: nil, queue: nil) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.height = frame?.height ?? 0 }
        })
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                             object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.height = 0 }
        })
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

/// Tests with the `.eventTestHost` trait run one at a time, so an observer on `NotificationCenter.default`
/// hears only its own test's application, even across suspension points.
@MainActor
@Suite("NotificationCenter.default in hosted tests", .eventTestHost)
struct HostedDefaultCenterTests {
    // A test that makes its application post to `.default` (here through `host.run`) runs with the trait, so
    // the observers of the other tests here never hear its keyboard.
    @Test("A keyboard helper observing NotificationCenter.default hears the test's keyboard (G7)")
    func keyboardOnDefaultCenter() throws {
        let host = EventTestHost()
        try host.run {
            let helper = KeyboardHeightWatcher()
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            host.makeWindow(rootViewController: UIViewController()).rootViewController?.view.addSubview(field)
            try host.tap(field)
            #expect(helper.height > 0)
            #expect(helper.height == host.keyboardFrame?.height)
            _ = field.resignFirstResponder()
            #expect(helper.height == 0)
        }
    }

    @Test("A keyboard observer on .default hears only its own test's keyboard", arguments: 0..<6)
    func ownKeyboardOnly(index: Int) async throws {
        let host = try #require(EventTestHost.current)
        let watcher = KeyboardShowCounter()
        for _ in 0..<5 { await Task.yield() }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let window = host.makeWindow()
        window.addSubview(field)
        try host.tap(field)
        for _ in 0..<5 { await Task.yield() }
        #expect(watcher.shows == 1)
    }
}

/// Counts keyboard shows heard on `NotificationCenter.default`.
@MainActor
final class KeyboardShowCounter {
    private(set) var shows = 0
    private var token: NSObjectProtocol?

    init() {
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.shows += 1 }
        }
    }

    isolated deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
