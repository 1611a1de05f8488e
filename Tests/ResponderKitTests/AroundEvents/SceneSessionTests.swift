import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The scene's session and its connection once launch finished, with a scene delegate written as for iOS (P50).
@MainActor @Suite("Scene sessions: configuration, connection and the scene delegate")
struct SceneSessionTests {
    @Test("P50: a typical iOS SceneDelegate is made from the configuration's class, connects and makes the key window")
    func typicalSceneDelegateConnects() throws {
        let host = EventTestHost()
        let appDelegate = ConfiguringAppDelegate()
        host.application.delegate = appDelegate
        host.application.register(sceneDelegateClass: SceneDelegate.self) { SceneDelegate(log: appDelegate) }
        let observer = host.application.notificationCenter.addObserver(
            forName: UIScene.willConnectNotification, object: nil, queue: nil) { note in
            let fromScene = note.object is UIWindowScene
            MainActor.assumeIsolated { appDelegate.log.append("willConnectNotification \(fromScene)") }
        }
        defer { host.application.notificationCenter.removeObserver(observer) }
        try host.finishLaunching()

        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene && window.isKeyWindow && scene.keyWindow === window)
        #expect(window.frame == host.screen.bounds)
        #expect(appDelegate.log == [
            "didFinishLaunching", "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnectTo delegateSet=true sameSession=true", "willConnectNotification true",
            "sceneWillEnterForeground", "sceneDidBecomeActive", "applicationDidBecomeActive",
        ])
        #expect(scene.session.configuration === appDelegate.returned)

        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        window.rootViewController?.view.addSubview(button)
        try host.tap(button)
        #expect(taps == 1)

        try host.resignActive()
        #expect(appDelegate.log.suffix(2) == ["sceneWillResignActive", "applicationWillResignActive"])
    }

    @Test("P50: with no configurationForConnecting, the first registered class is the session's own delegate class")
    func registrationStandsForTheManifest() throws {
        let host = EventTestHost()
        let log = ConfiguringAppDelegate()
        host.application.register(sceneDelegateClass: SceneDelegate.self) { SceneDelegate(log: log) }
        host.application.register(sceneDelegateClass: OtherSceneDelegate.self) { OtherSceneDelegate() }
        let session = host.application.windowScene.session
        #expect(session.configuration.delegateClass == SceneDelegate.self)
        #expect(session.configuration.name == "Default Configuration")
        try host.finishLaunching()
        #expect(host.application.windowScene.delegate is SceneDelegate)
        #expect(log.log.first == "willConnectTo delegateSet=true sameSession=true")
    }

    @Test("P50: a delegate class nobody registered leaves the scene without a delegate, with a diagnostic")
    func unregisteredDelegateClassIsReported() throws {
        let host = EventTestHost()
        let appDelegate = ConfiguringAppDelegate()
        appDelegate.delegateClass = OtherSceneDelegate.self
        host.application.delegate = appDelegate
        try host.finishLaunching()
        #expect(host.application.windowScene.delegate == nil)
        #expect(host.application.applicationState == .active)
        let diagnostic = try #require(host.application.diagnostics.entries.last)
        #expect(diagnostic.kind == .sceneDelegateUnavailable)
        #expect(diagnostic.message.contains("OtherSceneDelegate"))
    }

    @Test("P50: the session: in openSessions, its scene, role, a lasting identifier and the app's userInfo")
    func sessionMembers() throws {
        let host = EventTestHost()
        let scene = host.application.windowScene
        let session = scene.session
        #expect(host.application.openSessions == [session])
        #expect(session.scene === scene)
        #expect(session.role == .windowApplication)
        #expect(session.role.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(UISceneSession.Role.windowExternalDisplayNonInteractive.rawValue
            == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(!session.persistentIdentifier.isEmpty && session.persistentIdentifier == scene.session.persistentIdentifier)
        #expect(session.persistentIdentifier != EventTestHost().application.windowScene.session.persistentIdentifier)
        #expect(session.userInfo == nil)
        session.userInfo = ["document": "notes.txt"]
        #expect(session.userInfo?["document"] as? String == "notes.txt")
        let configuration = UISceneConfiguration(name: "Editor", sessionRole: .windowApplication)
        #expect(configuration.name == "Editor" && configuration.role == .windowApplication)
        #expect(configuration.delegateClass == nil && configuration.sceneClass == nil)
    }
}

/// An app delegate as Xcode's template writes it, recording what UIKit calls on it and on the scene delegate.
private final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var delegateClass: AnyClass? = SceneDelegate.self
    var returned: UISceneConfiguration?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = delegateClass
        returned = configuration
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("applicationWillResignActive") }
}

/// A scene delegate as Xcode's template writes it, with a log to check the calls against.
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let log: ConfiguringAppDelegate

    init(log: ConfiguringAppDelegate) {
        self.log = log
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        log.log.append("willConnectTo delegateSet=\(scene.delegate === self) sameSession=\(session === scene.session)")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.log.append("sceneDidDisconnect") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.log.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.log.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.log.append("sceneWillResignActive") }
}

private final class OtherSceneDelegate: UISceneDelegate {}
