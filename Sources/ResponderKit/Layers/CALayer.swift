import Foundation

/// The layer behind a view, as UIKit code reaches it through `view.layer`: the properties it sets on it.
///
/// ResponderKit draws nothing, so a layer is the values code stores in it (corner radius, border, shadow, z
/// position, sublayers) and reads back; none of them changes which view a touch goes to. The geometry and the
/// values a view and its layer share are the view's, as in UIKit: a view's layer reports the view's `frame`,
/// `bounds` and `center` (as ``position``), `isHidden`, `alpha` (as ``opacity``), `clipsToBounds` (as
/// ``masksToBounds``) and `backgroundColor`, and setting them on the layer sets them on the view
/// (spec <doc:Catalog#P42>). A layer made on its own keeps them itself.
///
/// Unlike Core Animation's, ResponderKit's layers belong to the main actor, as the views they stand behind do.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer stands behind; `nil` for a layer made on its own.
    weak var view: UIView?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedIsHidden = false
    private var storedOpacity: Float = 1
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// Creates a layer of its own: empty bounds at the origin, opaque, visible.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s stored values, as Core Animation does for presentation layers; anything
    /// else gives a layer as ``init()`` does.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        frame = other.frame
        isHidden = other.isHidden
        opacity = other.opacity
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        zPosition = other.zPosition
        anchorPoint = other.anchorPoint
        name = other.name
    }

    /// Creates the layer behind `view`.
    init(view: UIView) {
        self.view = view
        super.init()
    }

    // MARK: Geometry shared with the view

    /// The layer's rectangle in its superlayer's coordinates: the view's `frame` for a view's layer.
    open var frame: CGRect {
        get {
            if let view { return view.frame }
            let size = storedBounds.size
            return CGRect(x: storedPosition.x - anchorPoint.x * size.width,
                          y: storedPosition.y - anchorPoint.y * size.height, width: size.width, height: size.height)
        }
        set {
            if let view {
                view.frame = newValue
                return
            }
            storedBounds.size = newValue.size
            storedPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                                     y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The layer's own coordinate system: the view's `bounds` for a view's layer.
    open var bounds: CGRect {
        get { view?.bounds ?? storedBounds }
        set {
            if let view { view.bounds = newValue } else { storedBounds = newValue }
        }
    }

    /// Where the layer's ``anchorPoint`` sits in its superlayer: the view's `center` for a view's layer.
    open var position: CGPoint {
        get { view?.center ?? storedPosition }
        set {
            if let view { view.center = newValue } else { storedPosition = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` names; (0.5, 0.5), the middle, by
    /// default. For a view's layer it is stored only: the view keeps its `center`.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Whether the layer is hidden: the view's `isHidden` for a view's layer.
    open var isHidden: Bool {
        get { view?.isHidden ?? storedIsHidden }
        set {
            if let view { view.isHidden = newValue } else { storedIsHidden = newValue }
        }
    }

    /// The layer's opacity, 0 to 1: the view's `alpha` for a view's layer.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue }
        }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds` for a view's layer.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }

    /// The background color: the view's `backgroundColor` for a view's layer; `nil` by default.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            if let view {
                view.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                storedBackgroundColor = newValue
            }
        }
    }

    // MARK: Stored appearance

    /// The radius of the rounded corners; 0 by default. Stored only: nothing is drawn, and hit testing keeps
    /// to the rectangle, as it does in UIKit.
    open var cornerRadius: CGFloat = 0
    /// The width of the border; 0 by default. Stored only.
    open var borderWidth: CGFloat = 0
    /// The color of the border; opaque black by default. Stored only.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The color of the shadow; opaque black by default. Stored only.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default. Stored only.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow; (0, -3) by default. Stored only.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow; 3 by default. Stored only.
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow; `nil` (the layer's own shape) by default. Stored only.
    open var shadowPath: CGPath?
    /// The layer's position on the z axis among its siblings; 0 by default. Stored only: touches follow the
    /// view hierarchy's order, not this.
    open var zPosition: CGFloat = 0
    /// A name for finding the layer again; `nil` by default.
    open var name: String?

    // MARK: Sublayers

    /// The layers added with ``addSublayer(_:)``, in order; `nil` until one is. A view's subviews' layers are
    /// not listed: the views hold that tree.
    open var sublayers: [CALayer]?
    /// The layer this one was added to; `nil` if none.
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` at the end of ``sublayers``, taking it from its former superlayer.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` into ``sublayers`` at `index` (at most the count), taking it from its former superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer's ``sublayers``.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Asks for the layer's content to be drawn again; nothing is drawn, so it does nothing.
    open func setNeedsDisplay() {}

    /// Asks for the layer's sublayers to be laid out again; a view's layer asks its view.
    open func setNeedsLayout() {
        view?.setNeedsLayout()
    }
}
