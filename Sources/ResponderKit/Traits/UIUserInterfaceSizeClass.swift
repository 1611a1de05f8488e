import Foundation

/// How much room the interface has along one axis (spec <doc:Catalog#P3>).
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not given.
    case unspecified = 0
    /// Little room: an iPhone's width in portrait.
    case compact = 1
    /// Ample room: an iPhone's height in portrait.
    case regular = 2
}
