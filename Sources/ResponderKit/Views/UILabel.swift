import Foundation

/// A view that shows text; like UIKit's, it ignores touches by default.
///
/// `isUserInteractionEnabled` starts `false`, so a touch on a label lands on whatever is behind it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The text unless a label was set, as assistive technology reads a label in UIKit.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// How many lines the text may take; 0 means as many as needed.
    open var numberOfLines: Int = 1

    /// Creates a label that ignores touches until `isUserInteractionEnabled` is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label that ignores touches as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Where the text goes within `bounds` for at most `numberOfLines` lines (0: any); ResponderKit lays no text
    /// out, so the default is `bounds`. Labels that pad their text override it with ``drawText(in:)`` (spec
    /// <doc:Catalog#P29>).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    /// Draws the text in `rect`; ResponderKit renders nothing, so nothing calls it and the default does nothing.
    open func drawText(in rect: CGRect) {}
}
