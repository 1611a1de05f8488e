import Foundation

/// How text lines up in a label or field, with UIKit's raw values on iOS. Stored only: nothing is drawn.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Spread to both edges, the last line natural.
    case justified = 3
    /// Along the leading edge of the text's script; the default.
    case natural = 4
}
