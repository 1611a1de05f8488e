import Foundation

extension UIScene {
    /// Why a scene is connecting: what UIKit passes to the scene delegate's `scene(_:willConnectTo:options:)`
    /// (spec <doc:Catalog#P50>).
    ///
    /// ResponderKit's one scene connects because the app launched, never to open a URL, continue an activity or
    /// answer a notification, so the options carry nothing.
    @preconcurrency @MainActor
    open class ConnectionOptions {
        init() {}

        /// The bundle identifier of the app that asked for the scene: `nil`, the app launched by itself.
        open var sourceApplication: String? { nil }

        /// The type of the activity handed off to the scene: `nil`, as nothing is handed off.
        open var handoffUserActivityType: String? { nil }
    }
}
