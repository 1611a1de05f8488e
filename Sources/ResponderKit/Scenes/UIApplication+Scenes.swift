import Foundation

extension UIApplication {
    /// Tells the application's scene's delegate, then posts the scene notification (spec <doc:Catalog#P27>,
    /// <doc:Catalog#P47>).
    func postSceneNotification(_ name: Notification.Name) {
        let scene = windowScene
        if let delegate = scene.delegate {
            switch name {
            case UIScene.willDeactivateNotification: delegate.sceneWillResignActive(scene)
            case UIScene.didEnterBackgroundNotification: delegate.sceneDidEnterBackground(scene)
            case UIScene.willEnterForegroundNotification: delegate.sceneWillEnterForeground(scene)
            case UIScene.didActivateNotification: delegate.sceneDidBecomeActive(scene)
            default: break
            }
        }
        notificationCenter.post(name: name, object: scene)
    }
}
