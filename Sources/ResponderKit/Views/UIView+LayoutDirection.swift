import Foundation

// Event code reads the layout direction while it maps a touch (a rating control counts stars from the
// trailing side), so a tap's meaning follows these (spec P1, P2).

extension UIView {
    /// The direction content with `attribute` is laid out in this application: `forceRightToLeft` is right to
    /// left, `forceLeftToRight`, `playback` and `spatial` are left to right (playback and spatial content never
    /// flips), and `unspecified` follows ``UIApplication/userInterfaceLayoutDirection`` of the shared
    /// application (spec <doc:Catalog#P1>).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` is laid out in when the surrounding direction is
    /// `layoutDirection`: `unspecified` follows it, the others as ``userInterfaceLayoutDirection(for:)`` says
    /// (spec <doc:Catalog#P1>).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
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
