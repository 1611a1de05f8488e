import Foundation

extension UIApplication {
    /// The scenes connected to the application: its one ``UIWindowScene``, connected from launch, as in every
    /// iOS 13 app (spec <doc:Catalog#P25>).
    public var connectedScenes: Set<UIScene> { [windowScene] }

    /// Posts a scene notification for the application's scene (spec <doc:Catalog#P27>).
    func postSceneNotification(_ name: Notification.Name) {
        notificationCenter.post(name: name, object: windowScene)
    }
}

extension UIWindow {
    /// The scene the window belongs to: its application's (spec <doc:Catalog#P25>).
    public var windowScene: UIWindowScene? { application?.windowScene }
}
