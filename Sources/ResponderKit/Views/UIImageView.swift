import Foundation

/// A view that shows an image, or its highlighted image while ``isHighlighted`` (spec <doc:Catalog#Q26>,
/// <doc:Catalog#Q27>).
///
/// An image view takes no touches by default: ``UIView/isUserInteractionEnabled`` is `false`, so a touch on it goes to
/// the view behind it, and neither a tap recognizer on it nor a button inside it ever sees one until it is set
/// to `true` (<doc:Catalog#Q26>).
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(named: "avatar"))
/// avatar.isUserInteractionEnabled = true   // without this, the recognizer never fires
/// avatar.addGestureRecognizer(UITapGestureRecognizer(target: profile, action: .showProfile))
/// ```
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown while not highlighted; a new one gives a new ``intrinsicContentSize``
    /// (<doc:Catalog#U48>).
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted``; `nil` unless given (<doc:Catalog#Q27>).
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue, isHighlighted { invalidateIntrinsicContentSize() } }
    }
    /// Whether the highlighted image is shown; `false` by default. Touches never change it: an image view is
    /// not a control (<doc:Catalog#Q27>).
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() } }
    }
    /// The images of an animation, shown in turn between ``startAnimating()`` and ``stopAnimating()``.
    open var animationImages: [UIImage]?
    /// The images of the animation shown while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one cycle of the animation takes, in seconds; 0 means one thirtieth of a second per image.
    open var animationDuration: TimeInterval = 0
    /// How many times the animation runs; 0, the default, repeats it until stopped.
    open var animationRepeatCount: Int = 0
    /// Whether the animation is running.
    public private(set) var isAnimating: Bool = false

    /// Creates an image view with no image that takes no touches (<doc:Catalog#Q26>).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view with no image that takes no touches; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, sized to it, that takes no touches (<doc:Catalog#Q26>).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted, sized to `image`
    /// (<doc:Catalog#Q26>, <doc:Catalog#Q27>).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The size of the image being shown, so constraints that only position an image view give it its image's
    /// size; ``UIView/noIntrinsicMetric`` both ways with no image (spec <doc:Catalog#U48>).
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image being shown: the highlighted one while highlighted, if there is one (<doc:Catalog#Q27>).
    var shownImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// Starts the animation of ``animationImages``, if there are any.
    open func startAnimating() {
        isAnimating = !(animationImages ?? []).isEmpty
    }

    /// Stops the animation.
    open func stopAnimating() {
        isAnimating = false
    }
}
