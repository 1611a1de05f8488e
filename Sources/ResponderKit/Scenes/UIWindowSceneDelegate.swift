import Foundation

/// The delegate of a window scene: a scene delegate that may keep the scene's main window (spec
/// <doc:Catalog#P47>).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; a delegate that declares a `window` property keeps it there.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default; setting it keeps nothing, as for a UIKit delegate that does not declare one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
