import Foundation

extension UIFont {
    /// The advance ResponderKit gives every character when it estimates how wide text is: half the point size.
    ///
    /// No text is laid out, so views that size themselves from their text (a label, a button's title) need a
    /// width that is the same on every machine; half an em is close to San Francisco's average advance for
    /// mixed text (spec <doc:Catalog#U44>).
    var estimatedAdvance: CGFloat { pointSize / 2 }

    /// The estimated size of `text` in this font: its longest line's characters times ``estimatedAdvance`` wide
    /// and ``lineHeight`` per line tall, lines being made only by line breaks and at most `limit` of them
    /// (0: any). Empty or `nil` text has no size, as an empty label has none in UIKit.
    func estimatedSize(of text: String?, limit: Int = 0) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if limit > 0, lines.count > limit { lines.removeLast(lines.count - limit) }
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * estimatedAdvance, height: CGFloat(lines.count) * lineHeight)
    }
}
