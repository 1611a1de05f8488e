// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation

/// How the window is shared between the app's screen and the trace panel: the screen takes the left part and
/// the panel, when shown, a strip on the right, so the panel never covers a view.
public struct SDLLayout: Sendable, Equatable {
    /// The trace panel's width, in points, when the window is wide enough for it.
    public static let tracePanelWidth: CGFloat = 380
    /// The window's size, in points.
    public var windowSize: CGSize
    /// Whether the trace panel is shown.
    public var showsTrace: Bool

    /// Lays out a window of `windowSize` points.
    public init(windowSize: CGSize, showsTrace: Bool) {
        self.windowSize = windowSize
        self.showsTrace = showsTrace
    }

    /// The width the panel takes: ``tracePanelWidth``, at most half the window, none when hidden.
    public var panelWidth: CGFloat {
        showsTrace ? min(Self.tracePanelWidth, (windowSize.width / 2).rounded(.down)) : 0
    }

    /// The app's screen size, in points: the window less the panel.
    public var screenSize: CGSize {
        CGSize(width: max(1, windowSize.width - panelWidth), height: max(1, windowSize.height))
    }

    /// The trace panel's rectangle in points, or `nil` when it is hidden.
    public var panelFrame: CGRect? {
        showsTrace ? CGRect(x: screenSize.width, y: 0, width: panelWidth, height: windowSize.height) : nil
    }

    /// The window size that gives the app a screen of `screenSize` points.
    public static func windowSize(forScreen screenSize: CGSize, showsTrace: Bool) -> CGSize {
        CGSize(width: screenSize.width + (showsTrace ? tracePanelWidth : 0), height: screenSize.height)
    }
}
#endif
