import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The application's one window scene, windows made for it, and its state following the application (P25-P27).
@MainActor @Suite("Scenes: UIWindowScene, UIWindow(windowScene:), activation states and notifications")
struct SceneTests {
    @Test("P25: one connected window scene; windows made for it or by frame join it, filling its screen")
    func windowsJoinTheScene() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first as? UIWindowScene)
        #expect(host.application.connectedScenes.count == 1)
        #expect(scene.screen === host.screen)
        let sceneWindow = host.application.runAsShared { SceneWindow(windowScene: scene) }
        #expect(sceneWindow.frame == host.screen.bounds)
        #expect(sceneWindow.windowScene === scene && sceneWindow.madeForScene)
        let framed = host.makeWindow()
        #expect(framed.windowScene === scene)
        #expect(scene.windows.contains { $0 === sceneWindow } && scene.windows.contains { $0 === framed })
    }

    @Test("P26: the scene's next responder is the application")
    func sceneInTheChain() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first)
        #expect(scene.next === host.application)
    }

    @Test("P27: the activation state follows the application, with the scene's notifications in step, entering the foreground at launch")
    func activationFollowsTheApplication() throws {
        let host = EventTestHost()
        let scene = try #require(host.application.connectedScenes.first)
        let log = SceneLog(center: host.application.notificationCenter, scene: scene)
        try host.finishLaunching()
        #expect(scene.activationState == .foregroundActive)
        try host.resignActive()
        #expect(scene.activationState == .foregroundInactive)
        try host.enterBackground()
        #expect(scene.activationState == .background)
        try host.enterForeground()
        try host.becomeActive()
        #expect(scene.activationState == .foregroundActive)
        #expect(log.entries == [
            "willEnterForeground", "didActivate", "app didBecomeActive foregroundActive",
            "willDeactivate", "app willResignActive foregroundActive",
            "didEnterBackground", "app didEnterBackground background",
            "willEnterForeground", "app willEnterForeground background",
            "didActivate", "app didBecomeActive foregroundActive",
        ])
        log.stop()
    }
}

private final class SceneWindow: UIWindow {
    var madeForScene = false
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        madeForScene = true
    }
    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
private final class SceneLog {
    var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []
    private let center: NotificationCenter

    init(center: NotificationCenter, scene: UIScene) {
        self.center = center
        let names: [(Notification.Name, String)] = [
            (UIScene.willDeactivateNotification, "willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "didEnterBackground"),
            (UIScene.willEnterForegroundNotification, "willEnterForeground"),
            (UIScene.didActivateNotification, "didActivate"),
            (UIApplication.didBecomeActiveNotification, "app didBecomeActive"),
            (UIApplication.willResignActiveNotification, "app willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "app didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "app willEnterForeground"),
        ]
        for (name, label) in names {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let isScene = note.object.map { $0 as AnyObject === scene } ?? false
                MainActor.assumeIsolated {
                    if label.hasPrefix("app") {
                        self?.entries.append("\(label) \(scene.activationState)")
                    } else if isScene {
                        self?.entries.append(label)
                    }
                }
            })
        }
    }

    func stop() {
        for token in tokens { center.removeObserver(token) }
    }
}
