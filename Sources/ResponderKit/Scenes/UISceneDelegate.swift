import Foundation

/// The object a scene tells about its life (spec <doc:Catalog#P47>).
///
/// Each method is called just before the scene's matching notification, so before the application's delegate
/// hears of the same change (spec <doc:Catalog#P27>). Every method has an empty default, as UIKit's optional
/// methods have, so a delegate implements only those it needs. ResponderKit's one scene is connected once the
/// host reports launch, after the application delegate's `application(_:didFinishLaunchingWithOptions:)`, and
/// never disconnected, so `sceneDidDisconnect(_:)` is never called (spec <doc:Catalog#P50>).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Called once the scene connects, with the scene already naming this object as its delegate: the place to
    /// make the scene's window.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions)
    /// Called when the scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called after the scene started taking events; it is already `.foregroundActive`.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to stop taking events.
    func sceneWillResignActive(_ scene: UIScene)
    /// Called when the scene is about to come back to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called after the scene went to the background; it is already `.background`.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing by default.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing by default.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing by default.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
