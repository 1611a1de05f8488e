import Foundation

extension UITextField {
    /// The border a text field draws; ResponderKit draws none, but the style sets the field's intrinsic height
    /// as it does in UIKit (spec <doc:Catalog#U50>).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border; the default.
        case none
        /// A thin rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle, as most forms use.
        case roundedRect

        /// The space above and below the text a field with this border keeps in its intrinsic height.
        var verticalPadding: CGFloat {
            switch self {
            case .none: 0
            case .line, .bezel: 4
            case .roundedRect: 7
            }
        }
    }
}
