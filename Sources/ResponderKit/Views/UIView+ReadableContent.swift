import Foundation

extension UIView {
    /// The widest a readable line of body text is at the default text size; UIKit's readable guide is no wider.
    static let readableContentWidth: CGFloat = 672

    /// ``readableContentGuide``'s guide, made and added to the view's guides on first use: the margins' area,
    /// narrowed to ``readableContentWidth`` around its centre where it is wider (spec <doc:Catalog#P48>).
    var providedReadableContentGuide: UILayoutGuide {
        if let readableGuide { return readableGuide }
        let guide = UILayoutGuide(identifier: "UIViewReadableContentGuide") { view in
            let margins = view.bounds.inset(by: view.layoutMargins)
            guard margins.width > UIView.readableContentWidth else { return margins }
            let inset = (margins.width - UIView.readableContentWidth) / 2
            return margins.insetBy(dx: inset, dy: 0)
        }
        readableGuide = guide
        LayoutBookkeeping.add(guide, to: self)
        return guide
    }
}
