import Foundation

/// A scene that shows windows: the application's one scene in ResponderKit, which every window joins (spec
/// <doc:Catalog#P25>).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are on: the application's.
    open var screen: UIScreen { application?.screen ?? UIScreen.main }

    /// The scene's windows, back to front: the application's windows whose ``UIWindow/windowScene`` it is.
    open var windows: [UIWindow] { application?.windows.filter { $0.windowScene === self } ?? [] }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's traits: its screen's (spec <doc:Catalog#P3>).
    open var traitCollection: UITraitCollection { UITraitCollection.environment(of: application) }

    /// The orientation of the scene's interface: `.portrait`, as ResponderKit never rotates (spec
    /// <doc:Catalog#P47>).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The scene's coordinate space: its screen's (spec <doc:Catalog#P5>).
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
}
