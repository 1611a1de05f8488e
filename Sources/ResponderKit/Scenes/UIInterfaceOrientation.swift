import Foundation

/// Which way up the interface is, with UIKit's raw values (spec <doc:Catalog#P47>).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home button or indicator on the right.
    case landscapeRight = 3
    /// Landscape, the home button or indicator on the left.
    case landscapeLeft = 4

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
