import Foundation

/// The object that the application tells about its life, and the end of the responder chain when it is a
/// `UIResponder` (<doc:Catalog#A8>).
///
/// ResponderKit has no app launch or lifecycle yet (spec N is a later step), so nothing calls these methods
/// today; ``application(_:didFinishLaunchingWithOptions:)`` is declared with UIKit's exact signature so that an
/// app delegate's implementation is recognised as the requirement, not compiled as an unrelated method. The
/// lifecycle methods (`applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`, `applicationWillTerminate(_:)`,
/// `application(_:willFinishLaunchingWithOptions:)`) and the `window` property are not declared yet: until
/// they are, an app delegate's implementations of them compile as plain members and are never called.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Called once the app has finished launching; return `false` if it could not.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    /// Launching succeeds by default.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool {
        true
    }
}
