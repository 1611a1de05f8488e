import Foundation

/// The object that the application tells about its life, and the end of the responder chain when it is a
/// `UIResponder` (<doc:Catalog#A8>).
///
/// The host reports each step of the app's life through the input door (``HostLifecycle``); the application
/// calls the matching method here first, then posts the matching notification, as UIKit does (<doc:Catalog#N1>). Every
/// method has an empty default, so an app delegate implements only those it needs. `application(_:
/// willFinishLaunchingWithOptions:)` and the `window` property are not declared yet: an app delegate's
/// implementations of them compile as plain members and are never called.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Called once the app has finished launching; return `false` if it could not.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called each time the app becomes active: after launch and after every interruption or return from
    /// the background; the state is already `.active`.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to stop being active; the touches in flight were just cancelled (<doc:Catalog#N2>).
    func applicationWillResignActive(_ application: UIApplication)
    /// Called once the app is in the background; the state is already `.background`.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when the app is about to leave the background; the state is still `.background`.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called when the app is about to end; the application takes no input after it.
    func applicationWillTerminate(_ application: UIApplication)
    /// Called once launch finished, before the scene connects: the configuration, and so the delegate class,
    /// the scene connects with (spec <doc:Catalog#P50>).
    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// Launching succeeds by default.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool {
        true
    }

    /// Does nothing by default.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing by default.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The session's own configuration by default, as UIKit's is the scene manifest's: its delegate class is the
    /// first one registered with ``UIApplication/register(sceneDelegateClass:making:)``.
    public func application(_ application: UIApplication,
                            configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
}
