import Foundation

/// A view that shows text; like UIKit's, it ignores touches by default.
///
/// `isUserInteractionEnabled` starts `false`, so a touch on a label lands on whatever is behind it.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; a change in its number of lines moves the baselines constraints see (spec
    /// <doc:Catalog#U40>), and a new text gives a new ``intrinsicContentSize`` (<doc:Catalog#U44>).
    open var text: String? {
        didSet {
            if UIView.lineCount(of: text, limit: numberOfLines) != UIView.lineCount(of: oldValue, limit: numberOfLines) {
                baselinesMoved()
            }
            if text != oldValue { contentSizeChanged() }
        }
    }
    /// The text unless a label was set, as assistive technology reads a label in UIKit.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// How many lines the text may take; 0 means as many as needed.
    open var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            baselinesMoved()
            contentSizeChanged()
        }
    }
    /// The font of the text; the 17-point system font by default, and setting `nil` restores it, as in UIKit.
    /// Stored only: nothing is drawn (spec <doc:Catalog#P41>).
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: UIFont.defaultSize)
            baselinesMoved()
            contentSizeChanged()
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: UIFont.defaultSize)
    /// The color of the text; ``UIColor/label`` by default, and setting `nil` restores it, as in UIKit.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label
    /// How the text lines up; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// How text too long for the label wraps or is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

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

    /// The size the text needs, from the font's estimated advance and line height (ResponderKit lays no text
    /// out): the longest line's width and one ``UIFont/lineHeight`` per line, lines made by line breaks and at
    /// most ``numberOfLines`` of them; zero for empty text, as in UIKit (spec <doc:Catalog#U44>).
    open override var intrinsicContentSize: CGSize {
        font.estimatedSize(of: text, limit: numberOfLines)
    }

    /// Re-reads the intrinsic size at the next pass, and that of a button whose title this label shows.
    private func contentSizeChanged() {
        invalidateIntrinsicContentSize()
        if let button = superview as? UIButton, button.titleLabel === self { button.invalidateIntrinsicContentSize() }
    }

    /// Where the text goes within `bounds` for at most `numberOfLines` lines (0: any); ResponderKit lays no text
    /// out, so the default is `bounds`. Labels that pad their text override it with ``drawText(in:)`` (spec
    /// <doc:Catalog#P29>).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    /// Draws the text in `rect`; ResponderKit renders nothing, so nothing calls it and the default does nothing.
    open func drawText(in rect: CGRect) {}
}
