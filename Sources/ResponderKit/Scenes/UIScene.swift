import Foundation

/// One instance of the app's interface, between its windows and the application (spec <doc:Catalog#P25>).
///
/// ResponderKit's application has one scene, a ``UIWindowScene``, connected from launch; its state follows the
/// application's (spec <doc:Catalog#P27>).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life (spec <doc:Catalog#P27>).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and taking events.
        case foregroundActive = 0
        /// On screen, not taking events (during an interruption, or while launching).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Posted, with the scene as `object`, when it is about to stop taking events.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted, with the scene as `object`, when it went to the background.
    nonisolated public static let didEnterBackgroundNotification =
        Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted, with the scene as `object`, when it is about to come back to the foreground.
    nonisolated public static let willEnterForegroundNotification =
        Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted, with the scene as `object`, when it started taking events.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted, with the scene as `object`, after its delegate heard `scene(_:willConnectTo:options:)` (spec
    /// <doc:Catalog#P50>).
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted, with the scene as `object`, when it was removed from the app; ResponderKit's one scene never is.
    nonisolated public static let didDisconnectNotification =
        Notification.Name("UISceneDidDisconnectNotification")

    /// The application's token: the application owns its scenes, and a weak reference would give it a side
    /// table, slowing its retains on the event path.
    private let applicationLifetime: ResponderLifetime

    init(application: UIApplication) {
        applicationLifetime = application.responderLifetime
        super.init()
    }

    /// The application the scene belongs to, `nil` once it was freed.
    var application: UIApplication? { applicationLifetime.responder as? UIApplication }

    /// The session made with the scene; read through ``session``.
    final lazy var sceneSession = UISceneSession(scene: self, role: .windowApplication)

    /// The scene's session, in the application's `openSessions` (spec <doc:Catalog#P50>).
    open var session: UISceneSession { sceneSession }

    /// The object told about the scene's life, just before each of its notifications; held strongly, as in
    /// UIKit (spec <doc:Catalog#P47>).
    open var delegate: UISceneDelegate?

    /// A name for the scene, shown by the system's app switcher on iOS; kept for code that sets and reads it.
    open var title: String!

    /// The application's state as a scene's (spec <doc:Catalog#P27>).
    open var activationState: ActivationState {
        switch application?.applicationState {
        case .active?: return .foregroundActive
        case .inactive?: return .foregroundInactive
        case .background?: return .background
        case nil: return .unattached
        }
    }

    /// The application (spec <doc:Catalog#P26>).
    open override var next: UIResponder? { application }
}
