import Foundation

/// How a label wraps or truncates text too long for it, with UIKit's raw values. Stored only: nothing is drawn.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut the text off at the edge.
    case byClipping = 2
    /// Show the end, an ellipsis replacing the start.
    case byTruncatingHead = 3
    /// Show the start, an ellipsis replacing the end; a label's default.
    case byTruncatingTail = 4
    /// Show both ends, an ellipsis replacing the middle.
    case byTruncatingMiddle = 5
}
