import Foundation

/// A direction on screen in which ``UITextInput/position(from:in:offset:)`` moves.
///
/// The raw values are UIKit's, which start at 2 because the storage directions take 0 and 1.
public enum UITextLayoutDirection: Int, Sendable, CaseIterable {
    /// Toward the end of a left-to-right line.
    case right = 2
    /// Toward the start of a left-to-right line.
    case left
    /// To the line above.
    case up
    /// To the line below.
    case down
}
