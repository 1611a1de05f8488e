import Foundation

/// The direction text runs in. UIKit declares it with its text types, so Foundation on Linux lacks it;
/// ResponderKit declares it for ``UITextSelectionRect/writingDirection``.
public enum NSWritingDirection: Int, Sendable, CaseIterable {
    /// The direction the text's own characters imply.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
