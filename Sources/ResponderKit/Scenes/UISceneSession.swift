import Foundation

/// What the app keeps about one of its scenes: its role, the configuration it was connected with, and an
/// identifier that outlives the scene object (spec <doc:Catalog#P50>).
///
/// ResponderKit's application has one session, made with its one scene; it is in
/// ``UIApplication/openSessions`` and is the `session` the scene delegate's
/// `scene(_:willConnectTo:options:)` receives.
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// What kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name, as UIKit spells it.
        public let rawValue: String

        /// Makes a role from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's interactive content on the device's main screen: the role of ResponderKit's one scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content shown on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene's token rather than a weak reference, which would slow the retains of the scene, a responder on
    /// the event path (see `ResponderLifetime`).
    private let sceneLifetime: ResponderLifetime

    init(scene: UIScene, role: Role) {
        sceneLifetime = scene.responderLifetime
        sessionRole = role
        sessionConfiguration = UISceneConfiguration(name: UISceneConfiguration.defaultName, sessionRole: role)
    }

    /// The scene the session belongs to, `nil` once it was freed; not retained, as in UIKit.
    open var scene: UIScene? { sceneLifetime.responder as? UIScene }

    /// The session's role: `.windowApplication` for ResponderKit's one scene.
    open var role: Role { sessionRole }
    private let sessionRole: Role

    /// The configuration the scene was connected with: the one the application's delegate returned from
    /// `application(_:configurationForConnecting:options:)` once launch finished, a default one before.
    open var configuration: UISceneConfiguration { sessionConfiguration }
    /// What ``configuration`` reads; the connection sets it.
    final var sessionConfiguration: UISceneConfiguration

    /// An identifier unique to the session, the same for as long as it lives.
    open var persistentIdentifier: String { identifier }
    private let identifier = UUID().uuidString

    /// Whatever the app keeps with the session; `nil` until it sets something.
    open var userInfo: [String: Any]?

    /// Whether two sessions are the same object.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }

    /// Hashes the session's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
