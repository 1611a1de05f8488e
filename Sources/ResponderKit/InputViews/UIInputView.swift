import Foundation

/// A view meant to be an input or accessory view: it has the keyboard's background and can size itself.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// The look of an input view.
    public enum Style: Int, Sendable {
        /// No keyboard background.
        case `default`
        /// The keyboard's background, for views that replace or extend the keyboard.
        case keyboard
    }

    /// The look chosen at creation.
    public let inputViewStyle: Style
    /// Whether the view's own height is used; when `false` the input system may give it the keyboard's.
    open var allowsSelfSizing: Bool = true

    /// Creates an input view with a frame (its height is the height it will be shown at) and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// Creates an input view of the default style.
    public override init(frame: CGRect) {
        self.inputViewStyle = .default
        super.init(frame: frame)
    }

    /// Creates an input view of the default style as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        self.inputViewStyle = .default
        super.init(coder: coder)
    }
}
