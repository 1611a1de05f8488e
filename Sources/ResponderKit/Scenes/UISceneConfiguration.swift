import Foundation

/// Which classes make up a scene: what the application's delegate returns from
/// `application(_:configurationForConnecting:options:)` (spec <doc:Catalog#P50>).
///
/// Swift on Linux cannot make an object from a class alone, so the scene delegate named by ``delegateClass`` is
/// made by the function the app registered for that class with
/// ``UIApplication/register(sceneDelegateClass:making:)``, which stands for the scene manifest of an iOS app's
/// `Info.plist`. A delegate class nobody registered leaves the scene without a delegate, with a diagnostic.
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The name iOS gives the configuration of a scene manifest written by Xcode's app template.
    nonisolated static let defaultName = "Default Configuration"

    /// Makes a configuration with the app's name for it and the role of the sessions it is for.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        configurationName = name
        configurationRole = sessionRole
    }

    /// The app's name for the configuration.
    open var name: String? { configurationName }
    private let configurationName: String?

    /// The role of the sessions the configuration is for.
    open var role: UISceneSession.Role { configurationRole }
    private let configurationRole: UISceneSession.Role

    /// The class of the scene's delegate, made when the scene connects; `nil` for a scene without one.
    open var delegateClass: AnyClass?

    /// The class of the scene; ResponderKit's scene is always a ``UIWindowScene``, so this is kept and not read.
    open var sceneClass: AnyClass?
}
