import Foundation

/// The kind of device the interface is laid out for (spec <doc:Catalog#P3>).
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not yet known.
    case unspecified = -1
    /// An iPhone or iPod touch: ResponderKit's default device.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
