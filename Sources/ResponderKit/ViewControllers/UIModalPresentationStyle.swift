import Foundation

/// How a presented controller covers the one presenting it, with UIKit's cases and raw values (spec
/// <doc:Catalog#P16>).
///
/// ResponderKit draws nothing, so the styles differ only in what stays in the window: `.fullScreen` takes the
/// presenter's views out once the presentation is done and gives them back on dismissal; every other style
/// leaves them in place, as UIKit's default sheet does on an iPhone.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    /// Covers the screen; the presenter's views leave the window.
    case fullScreen = 0
    /// A sheet; the presenter's views stay.
    case pageSheet = 1
    /// A centred sheet; the presenter's views stay.
    case formSheet = 2
    /// Covers the presenting context.
    case currentContext = 3
    /// Presented by a custom transitioning delegate.
    case custom = 4
    /// Covers the screen, leaving the presenter's views in place.
    case overFullScreen = 5
    /// Covers the presenting context, leaving its views in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a sheet on an iPhone; the default.
    case automatic = -2
}
