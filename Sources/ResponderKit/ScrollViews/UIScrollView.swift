import Foundation

/// A view that scrolls its content: dragging moves ``contentOffset``, which is the bounds origin, so hit
/// testing, `convert` and touch locations follow the scrolled content (spec <doc:Catalog#B4>).
///
/// Its touch rules are UIKit's (spec <doc:Catalog#L1>-<doc:Catalog#L6>): a new touch is held back from the content for
/// ``contentTouchDelay`` while the scroll view finds out whether the finger drags (``delaysContentTouches``); a
/// drag that starts after the content got the touch cancels the content's touches if ``canCancelContentTouches``
/// and ``touchesShouldCancel(in:)`` allow it, which they do for any view but a control. Holding back and
/// cancelling go through the gesture arena and the delivery owner, so the content hears every touch it heard
/// begin end exactly once (<doc:Catalog#C2>, <doc:Catalog#C11>). Deceleration, bouncing back and paging run on the application's clock,
/// frame by frame, with the delegate told in UIKit's order. Touches are in `UIScrollView+Touches.swift`,
/// motion in `UIScrollView+Motion.swift`, zooming in `UIScrollView+Zooming.swift`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast a scroll view slows down after a flick: the fraction of its velocity kept each millisecond
    /// (spec <doc:Catalog#L4>).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, 0.99, as paging and pickers use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How long a touch that has not moved is held back from the content (spec <doc:Catalog#L1>): 150 ms, the value observed
    /// on iOS (UIKit does not document it).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// Told when the content scrolls, dragging starts and ends, and zooming happens.
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content, in the scroll view's coordinates; constraints to ``contentLayoutGuide`` set it
    /// at each layout pass (spec <doc:Catalog#U51>).
    open var contentSize: CGSize = .zero
    /// The content's rectangle for Auto Layout (iOS 11): its top left is the content's origin, and the size the
    /// constraints give it becomes ``contentSize`` after each layout pass, so subviews pinned to its edges
    /// define what scrolls (spec <doc:Catalog#U51>).
    open var contentLayoutGuide: UILayoutGuide { storedContentLayoutGuide ?? makeContentLayoutGuide() }
    /// The scroll view's visible rectangle for Auto Layout (iOS 11): views pinned to it stay in view as the
    /// content scrolls, and their widths can follow the scroll view's (spec <doc:Catalog#U51>).
    open var frameLayoutGuide: UILayoutGuide { storedFrameLayoutGuide ?? makeFrameLayoutGuide() }
    var storedContentLayoutGuide: UILayoutGuide?
    var storedFrameLayoutGuide: UILayoutGuide?
    /// Extra room around the content the scroll view can scroll to, such as the keyboard's height.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != contentInset else { return }
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }
    /// The insets scrolling uses: ``contentInset`` (ResponderKit has no safe area to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether dragging past the edges moves the content further, springing back after; `true` by default.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content fits.
    open var alwaysBounceHorizontal = false
    /// Whether dragging scrolls at all.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops at multiples of the scroll view's size.
    open var isPagingEnabled = false
    /// Whether a drag scrolls along its dominant axis only (spec <doc:Catalog#L5>).
    open var isDirectionalLockEnabled = false
    /// How quickly a flick slows down (spec <doc:Catalog#L4>).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether new touches are held back from the content until it is clear they do not drag (spec <doc:Catalog#L1>).
    open var delaysContentTouches = true {
        didSet { contentTouchDelay.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may cancel touches the content already has (spec <doc:Catalog#L2>).
    open var canCancelContentTouches = true
    /// Whether the scroll view shows scroll indicators; ResponderKit draws none, so it is only kept.
    open var showsVerticalScrollIndicator = true
    /// Whether the scroll view shows scroll indicators; only kept.
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator keeps from the edges; `.zero` by default. It moves only the indicator:
    /// setting it scrolls nothing and changes no touch rule (spec <doc:Catalog#P19>).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator keeps from the edges; `.zero` by default (spec <doc:Catalog#P19>).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The older name for both indicators' insets: setting it sets both; reading it gives the vertical one,
    /// since UIKit leaves the answer undefined when they differ (spec <doc:Catalog#P19>).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a tap on the status bar scrolls to the top; only kept, as there is no status bar.
    open var scrollsToTop = true
    /// How the keyboard is dismissed by dragging; only kept.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// The recognizer that drags the content; the scroll view is its delegate, as in UIKit. It takes wheel and
    /// trackpad scrolling too (spec <doc:Catalog#M3>).
    open private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = makePanGestureRecognizer()
    /// The recognizer that zooms, present while zooming is possible (``maximumZoomScale`` above
    /// ``minimumZoomScale`` and a view for zooming).
    open internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Holds new touches back from the content (spec <doc:Catalog#L1>).
    lazy var contentTouchDelay: ContentTouchDelayRecognizer = makeContentTouchDelay()

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// The largest zoom scale; 1 by default, so nothing zooms.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchRecognizer() }
    }
    /// Whether the user is zooming.
    open internal(set) var isZooming = false
    var storedZoomScale: CGFloat = 1

    /// Whether a finger is on the content, which may start a drag.
    open internal(set) var isTracking = false
    /// Whether the content is being dragged.
    open internal(set) var isDragging = false
    /// Whether the content is still moving after the finger lifted.
    open internal(set) var isDecelerating = false
    /// The motion under way after a drag or an animated offset change, frame by frame on the clock.
    var motion: ScrollMotion = .idle
    /// Where the drag began, and the axis it is locked to.
    var drag = DragRecord()

    /// The control a pull past the top of the content refreshes; setting it puts it in the scroll view as a
    /// subview above the content, and replacing it takes the old one out (spec <doc:Catalog#Q22>).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl { attach(refreshControl) }
        }
    }

    /// Creates a scroll view with its drag and content-delay recognizers.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The point of the content shown at the scroll view's top left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            var moved = bounds
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != moved.origin else { return }
            // Read, change and write back: `bounds.origin = newValue` would go through the overridable
            // property's modify accessor, whose coroutine frame is allocated on every call.
            moved.origin = newValue
            bounds = moved
            // Views pinned to the frame guide move with the visible rectangle at the next pass.
            if storedFrameLayoutGuide != nil { setNeedsLayout() }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves the content so `contentOffset` is `offset`, at once or animated over 0.3 s on the application's
    /// clock, after which the delegate hears `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        moveContent(to: offset, animated: animated)
    }

    /// Scrolls the least distance that shows `rect` (in the content's coordinates), if it is not shown.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        reveal(rect, animated: animated)
    }

    /// Answers for the scroll view's own pan as its delegate (see `panMayBegin`), and as any view for others.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panMayBegin(panGestureRecognizer) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Asked when a touch begins on `view` in the content, before the content hears of it: `true` by default;
    /// `false` keeps the touches from the content (spec <doc:Catalog#L3>).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked when a drag starts after `view` got its touch: `true` cancels the view's touches and scrolls,
    /// `false` leaves them and does not scroll. `true` for any view but a `UIControl`, as Apple documents it
    /// (spec <doc:Catalog#L3>); override it to return `true` to let drags that start on buttons scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// The smallest and largest offsets the content may rest at.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top - refreshingHeight)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` moved into ``offsetRange``.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x),
                       y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Whether the content can move along each axis: it is larger than the view, or it always bounces, or,
    /// vertically, it has a refresh control to pull (<doc:Catalog#Q22>).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (range.max.x > range.min.x || alwaysBounceHorizontal,
                range.max.y > range.min.y || alwaysBounceVertical || refreshControl != nil)
    }

    // MARK: Zooming members UIKit declares open

    // Declared here because a member of an extension cannot be overridden; the work is in
    // `UIScrollView+Zooming.swift` (spec <doc:Catalog#P28>).

    /// The scale of the view for zooming, between ``minimumZoomScale`` and ``maximumZoomScale``; setting it
    /// goes through ``setZoomScale(_:animated:)``, which scales that view and tells the delegate.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``, kept between the minimum and the maximum; ResponderKit animates nothing.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { applyZoomScale(scale) }
}
