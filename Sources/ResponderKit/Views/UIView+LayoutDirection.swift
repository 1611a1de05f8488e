import Foundation

// Event code reads the layout direction while it maps a touch (a rating control counts stars from the
// trailing side), so a tap's meaning follows these (spec P1, P2).

extension UIView {
    /// ``userInterfaceLayoutDirection(for:relativeTo:)``'s answer.
    static func direction(for attribute: UISemanticContentAttribute,
                          relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return layoutDirection
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        }
    }

    /// ``effectiveUserInterfaceLayoutDirection``'s answer (spec <doc:Catalog#P2>).
    var layoutDirectionAgainstTraits: UIUserInterfaceLayoutDirection {
        let surrounding: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: surrounding)
    }
}
