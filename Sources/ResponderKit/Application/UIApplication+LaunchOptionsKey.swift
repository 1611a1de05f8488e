import Foundation

extension UIApplication {
    /// A key of the launch options an app delegate gets at launch: why and with what the app was launched.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a key from its name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched to handle.
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home screen quick action the app was launched with.
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary =
            LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}
