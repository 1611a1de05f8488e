import Foundation

/// The object a scene tells about its life (spec <doc:Catalog#P47>).
///
/// Each method is called just before the scene's matching notification, so before the application's delegate
/// hears of the same change (spec <doc:Catalog#P27>). Every method has an empty default, as UIKit's optional
/// methods have, so a delegate implements only those it needs. ResponderKit's one scene is connected from launch
/// and never disconnected, so `sceneDidDisconnect(_:)` is never called.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
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
