import Foundation

/// Which way content is laid out: left to right, as in English, or right to left, as in Arabic and Hebrew
/// (spec <doc:Catalog#P1>).
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
