import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it has anchors, constraints place it, and
/// it is never drawn, never among ``UIView/subviews`` and never hit by a touch (spec <doc:Catalog#U11>).
///
/// Add it to a view with ``UIView/addLayoutGuide(_:)``; its ``layoutFrame`` is in that view's coordinates and
/// valid after a layout pass. The guides a view provides itself (safe area, margins, keyboard) are made with
/// `init(identifier:frameInOwningView:)`: their frame is not solved but read from the owning view each pass,
/// and constraints to them treat it as known.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// A name for debugging.
    open var identifier: String = ""
    /// The view the guide was added to; set by ``UIView/addLayoutGuide(_:)``.
    open weak var owningView: UIView? {
        didSet { if owningView !== oldValue { LayoutBookkeeping.structureChanged() } }
    }
    /// Where the guide's owning view dictates its frame, for the guides a view provides.
    let frameInOwningView: (@MainActor (UIView) -> CGRect)?
    /// The frame the last layout pass solved, for a guide placed by constraints.
    var solvedFrame: CGRect = .zero

    /// Creates a guide to add to a view and place with constraints.
    public override init() {
        frameInOwningView = nil
        super.init()
    }

    /// Creates a guide, as ``init()`` does; ResponderKit reads no archives, so the coder is not read.
    public required init?(coder: NSCoder) {
        frameInOwningView = nil
        super.init()
    }

    /// Creates a guide whose frame its owning view dictates, such as the safe-area guide: each layout pass
    /// reads `frameInOwningView` and constraints relate to that frame as to a known rectangle.
    init(identifier: String, frameInOwningView: @escaping @MainActor (UIView) -> CGRect) {
        self.frameInOwningView = frameInOwningView
        super.init()
        self.identifier = identifier
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass left it; a guide the
    /// owning view dictates reads it from the view now.
    open var layoutFrame: CGRect {
        if let frameInOwningView, let owningView { return frameInOwningView(owningView) }
        return solvedFrame
    }

    /// Whether the guide's frame is dictated by its owning view rather than solved.
    var isDictatedByOwningView: Bool { frameInOwningView != nil }

    /// The leading edge (left, or right in a right-to-left layout).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right, or left in a right-to-left layout).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
