import Foundation

/// The display that windows appear on; its bounds are the coordinate space of host input.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen apps and tests use unless they make their own; 390 x 844 points until a host sets it.
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

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
