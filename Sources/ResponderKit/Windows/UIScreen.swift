import Foundation

/// The display that windows appear on; its bounds are the coordinate space of host input.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen of `UIApplication.shared`: inside a test host's scope the test's screen, else the
    /// process's, 390 x 844 points until a host sets it.
    public class var main: UIScreen {
        UIApplication.currentTestApplication?.screen ?? processMain
    }

    /// The process's screen, the one `UIApplication.shared` has outside any test host.
    static let processMain = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The screen's rectangle in points. Hosts set it when their surface changes size (a terminal resize).
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat

    /// Creates a screen of the given size, for hosts and tests that need their own.
    public init(bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale
    }
}
