import Foundation

/// What a view's content means for its layout direction: whether it flips in a right-to-left language
/// (spec <doc:Catalog#P1>).
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Content that follows the application's direction; the default.
    case unspecified = 0
    /// Playback controls (play, fast-forward), which keep their left-to-right order.
    case playback = 1
    /// Controls that show a direction in space (a directional pad), which keep their left-to-right order.
    case spatial = 2
    /// Content always laid out left to right.
    case forceLeftToRight = 3
    /// Content always laid out right to left.
    case forceRightToLeft = 4
}
