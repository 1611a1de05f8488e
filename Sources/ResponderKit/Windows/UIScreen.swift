import Foundation

/// The display that windows appear on; its bounds are the coordinate space of host input.
///
/// Open, as in UIKit, so test doubles subclass it; `bounds` and `scale` stay final because hosts set them and
/// the event path reads them (spec <doc:Catalog#P51>).
@preconcurrency @MainActor
open class UIScreen: UITraitEnvironment {
    /// The screen of `UIApplication.shared`: inside a test host's scope the test's screen, else the
    /// process's, 390 x 844 points until a host sets it.
    open class var main: UIScreen {
        UIApplication.currentTestApplication?.screen ?? processMain
    }

    /// The process's screen, the one `UIApplication.shared` has outside any test host.
    static let processMain = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The screen's rectangle in points. Hosts set it when their surface changes size (a terminal resize).
    public final var bounds: CGRect
    /// Pixels per point.
    public final var scale: CGFloat
    /// How far each edge of the screen is covered by the device (a sensor housing, rounded corners, the home
    /// indicator): zero by default; an iPhone 14 in portrait has 47 at the top and 34 at the bottom. A
    /// ResponderKit addition, which hosts and `EventTestHost(screenSize:safeAreaInsets:)` set before making
    /// windows; a window filling the screen has these as its ``UIView/safeAreaInsets`` (spec <doc:Catalog#U18>).
    public var safeAreaInsets: UIEdgeInsets = .zero

    /// The device the screen belongs to, as traits: an iPhone in portrait (`.phone`, horizontally `.compact`,
    /// vertically `.regular`) by default. A host describing another device sets its idiom and size classes here;
    /// a ResponderKit addition (spec <doc:Catalog#P3>).
    public var deviceTraits = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(horizontalSizeClass: .compact),
        UITraitCollection(verticalSizeClass: .regular),
    ])

    /// Creates a screen of the given size, for hosts and tests that need their own.
    public init(bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen's space, in which window frames are: its ``bounds`` (spec <doc:Catalog#P5>).
    open var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The screen's space with the device upright. ResponderKit never rotates, so it converts as
    /// ``coordinateSpace`` does (spec <doc:Catalog#P5>).
    open var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }

    /// The device's traits with the screen's ``scale``, left to right and light (spec <doc:Catalog#P3>).
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            deviceTraits, UITraitCollection(displayScale: scale), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(userInterfaceStyle: .light),
        ])
    }

    /// Called when the screen's traits change; ResponderKit's screens do not call it, and it does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
