import Foundation

/// A scene that shows windows: the application's one scene in ResponderKit, which every window joins (spec
/// <doc:Catalog#P25>).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on: the application's.
    public var screen: UIScreen { application?.screen ?? UIScreen.main }

    /// The scene's windows, back to front: the application's windows.
    public var windows: [UIWindow] { application?.windows.filter { $0.windowScene === self } ?? [] }

    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's traits: its screen's (spec <doc:Catalog#P3>).
    public var traitCollection: UITraitCollection { UITraitCollection.environment(of: application) }
}
