import Foundation

extension UIApplication {
    /// Registers how to make a scene delegate of class `sceneDelegateClass`, which a scene configuration's
    /// `delegateClass` may then name (spec <doc:Catalog#P50>).
    ///
    /// UIKit makes the delegate from its class, named in the app's `Info.plist`; Swift on Linux cannot make an
    /// object from a class alone, so the app registers the class with the code that makes it, before the host
    /// reports launch. The registration stands for the scene manifest: the first class registered is the
    /// `delegateClass` of the session's own configuration, the one an application delegate without
    /// `application(_:configurationForConnecting:options:)` connects with.
    ///
    /// ```swift
    /// application.register(sceneDelegateClass: SceneDelegate.self) { SceneDelegate() }
    /// ```
    public func register<Delegate: UISceneDelegate>(sceneDelegateClass: Delegate.Type,
                                                    making make: @escaping @MainActor () -> Delegate) {
        sceneDelegateMakers[ObjectIdentifier(sceneDelegateClass)] = { make() }
        let configuration = windowScene.sceneSession.sessionConfiguration
        if configuration.delegateClass == nil { configuration.delegateClass = sceneDelegateClass }
    }

    /// Connects the scene once launch finished, as UIKit does: asks the application's delegate for the
    /// configuration, makes the delegate class it names, and tells that delegate, then posts
    /// `UIScene.willConnectNotification` (spec <doc:Catalog#P50>).
    func connectScene() {
        let scene = windowScene
        let session = scene.sceneSession
        let options = UIScene.ConnectionOptions()
        if let delegate {
            session.sessionConfiguration = delegate.application(self, configurationForConnecting: session,
                                                                options: options)
        }
        if let delegateClass = session.configuration.delegateClass {
            if let make = sceneDelegateMakers[ObjectIdentifier(delegateClass)] {
                scene.delegate = make()
            } else {
                diagnostics.record(ResponderDiagnostic(
                    kind: .sceneDelegateUnavailable,
                    message: "The scene configuration names the delegate class \(delegateClass), which was not "
                        + "registered with register(sceneDelegateClass:making:); the scene connected without it."))
            }
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        notificationCenter.post(name: UIScene.willConnectNotification, object: scene)
    }

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
