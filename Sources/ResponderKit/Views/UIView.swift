import Foundation

// Past 400 lines because UIKit declares these members open and subclasses override them, which only a class body
// allows, and stored properties cannot go in extensions; their work is in the `UIView+*.swift` feature files.

/// A rectangle on screen that handles touches in it, and the container of other views.
///
/// Views form a tree; a view's ``next`` responder is its view controller when it is that controller's root
/// view, otherwise its superview (spec <doc:Catalog#A2>, <doc:Catalog#A3>). Touches reach the deepest view that hit testing finds
/// (``hitTest(_:with:)``) and travel up the chain from there when it does not handle them.
///
/// Overridable members live in this file; the rest of the view is split by feature:
/// `UIView+Hierarchy.swift` (subviews and the move hooks), `UIView+Geometry.swift` (frames and coordinate
/// conversion), `UIView+Storage.swift` (the state the event path reads), `FastPaths/UIView+HitTesting.swift` and
/// `UIView+FirstResponder.swift`; the layout members' work is in `Layout/UIView+Constraints.swift`,
/// `UIView+Margins.swift` and `UIView+Layout.swift`, interactions in `UIView+Interactions.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Identity and hierarchy storage

    // Hit testing reads `subviews` and the interaction and geometry storage of every view it passes, and every
    // step up the responder chain reads `superview` and `owningViewController`: all of it is the view's hot
    // state, one value in `hot` (`UIView+Storage.swift`), read without a runtime exclusivity check.

    /// The state the event path reads, held where it is read without a runtime exclusivity check
    /// (`UncheckedState`); the properties below and in `UIView+Storage.swift` are plain Swift over it.
    nonisolated final let hot = UncheckedState(ViewHotState())

    /// A number that identifies the view to ``viewWithTag(_:)``; 0 by default.
    open var tag: Int = 0
    /// A name for the view that tests and tools use to find it; ResponderKit's reports, traces and pictures
    /// call the view by it.
    open var accessibilityIdentifier: String?
    /// What assistive technology reads for the view ("Send"); tests find views by it, as UI tests do on iOS.
    open var accessibilityLabel: String?
    /// The view that contains this one, or `nil` at the top of a tree.
    ///
    /// Open and read-only, as in UIKit: only ``addSubview(_:)`` and its kin change it. An override changes what
    /// code reading the property sees, and which views' recognizers a touch on the view is given, which iOS code
    /// relies on for proxy views; the tree itself does not move, so ``next``, ``window``,
    /// ``isDescendant(of:)``, hit testing, conversion and the hierarchy's loop check follow where the view was
    /// added (spec <doc:Catalog#P46>).
    open var superview: UIView? { storedSuperview }
    /// The contained views, back to front: the last one is drawn on top and hit-tested first (spec <doc:Catalog#B3>).
    open var subviews: [UIView] { storedSubviews }

    // MARK: Interaction

    /// Whether the view and its subtree are hidden; hidden views get no touches (spec <doc:Catalog#B1>).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let changed = newValue != storedIsHidden
            storedIsHidden = newValue
            refreshHitShortcut()
            if changed, let stack = storedSuperview as? UIStackView { stack.arrangedSubviewVisibilityChanged(self) }
        }
    }
    /// The view's opacity; below 0.01 the view and its subtree get no touches (spec <doc:Catalog#B1>).
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            storedAlpha = newValue
            refreshHitShortcut()
        }
    }
    /// Whether the view and its subtree take part in hit testing (spec <doc:Catalog#B1>).
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set {
            storedIsUserInteractionEnabled = newValue
            refreshHitShortcut()
        }
    }
    /// Whether subviews are drawn only inside the bounds. Hit testing ignores it: a point outside the bounds
    /// never reaches a subview either way (spec <doc:Catalog#B2>).
    open var clipsToBounds: Bool = false
    /// The layer behind the view, made on first use; it shares the view's geometry (spec <doc:Catalog#P42>).
    public private(set) lazy var layer = CALayer(view: self)
    /// What the view's content means for its layout direction; `.unspecified` by default, which follows the
    /// application (spec <doc:Catalog#P1>). ``effectiveUserInterfaceLayoutDirection`` gives the result.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Whether the view gets more than one touch at a time; `false` by default (spec <doc:Catalog#C4>).
    open var isMultipleTouchEnabled: Bool = false
    /// Whether the view gets touches only while no other view of its window tracks any (spec <doc:Catalog#C5>).
    open var isExclusiveTouch: Bool = false
    /// Whether a recognizer was ever added, so that `gestureRecognizers` reads `[]`, not `nil`, once all were
    /// removed, as in UIKit (spec <doc:Catalog#P13>).
    var hasHadGestureRecognizers = false
    /// How many live touches this view is being told about; see `UIWindow.viewsTrackingTouches`.
    var trackedTouchCount = 0

    /// Whether ``layoutSubviews()`` should run at the next layout pass; a new view needs one.
    var needsLayout = true

    /// Lays out the subviews; called by the layout pass for a view marked with ``setNeedsLayout()`` (and after
    /// its size changed), and by ``layoutIfNeeded()``. Does nothing by default; override it to set subviews'
    /// frames. Touches are hit-tested after pending layout, so they see the frames set here.
    open func layoutSubviews() {}

    // MARK: Geometry storage

    /// The view's own coordinate system: its origin is the point shown at the top left (scrolling moves it),
    /// its size is the view's size before ``transform``.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            let resized = newValue.size != oldSize
            storedBounds = newValue
            refreshHitShortcut()
            guard resized else { return }
            autoresizeSubviews(fromOldSize: oldSize)
            setNeedsLayout()
        }
    }
    /// The view's center, in its superview's coordinates; the transform applies around it.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }
    /// The view's rectangle in its superview's coordinates.
    ///
    /// With an identity transform it is `bounds.size` placed around `center`. With another transform it is the
    /// bounding box of the transformed bounds, as in UIKit. Setting it follows the layer's rule (spec <doc:Catalog#B9>): under
    /// a scale, a scale with a translation, or a rotation by a multiple of 90 degrees, `bounds.size` and `center`
    /// are set so that `frame` reads back as assigned, and hit tests, `convert` and touch locations follow.
    ///
    /// UIKit calls `frame` undefined under any other transform (a rotation by 30 degrees, a skew). ResponderKit
    /// then keeps `bounds.size` and moves `center` so the bounding box is centred where the assigned rectangle
    /// is: the view moves, and its size is left to `bounds`, which is what such code should set.
    ///
    /// Open, as in UIKit: an override sees every assignment, ResponderKit's own included (a window places its
    /// root controller's view through it), and the getter and setter go through ``bounds`` and ``center``, so
    /// their overrides are honoured too (spec <doc:Catalog#P6>). Nothing on the event path reads `frame`.
    open var frame: CGRect {
        get { frameFromGeometry }
        set { placeFrame(newValue) }
    }

    /// An affine transform applied around the center; hit testing and conversion follow it (spec <doc:Catalog#B4>).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            storedInverseTransform = newValue.inverted()
            refreshHitShortcut()
        }
    }

    // MARK: How hit testing may read the view

    /// Whether the view's class overrides none of the members hit testing calls (`hitTest`,
    /// `point(inside:with:)`, the interaction and geometry getters), so its stored state is the answer they would
    /// give: `UIView`, `UILabel`, and any class, an app's included, whose method table shows it inherits them all
    /// (`InheritedMembers.hitTesting`). Any other class is asked.
    nonisolated final let hitTestsWithBuiltInMembers: Bool
    /// Whether the view's `center`, `bounds` and `transform` are UIView's, so points are mapped into it from
    /// storage: one of ResponderKit's own classes, none of which overrides them, or a class whose method table
    /// shows it inherits them (`InheritedMembers.geometry`).
    final let mapsPointsByStorage: Bool
    /// Whether the view's eligibility and `point(inside:with:)` are UIView's, so that UIView's `hitTest` of a
    /// class that overrides only `hitTest` and calls `super` decides them from storage (`defaultHitTest`).
    final let decidesContainmentByStorage: Bool

    // MARK: Creation

    /// Creates a view with the given frame in its future superview's coordinates.
    public init(frame: CGRect) {
        let traits = Self.classTraits
        hitTestsWithBuiltInMembers = traits.hitTesting
        mapsPointsByStorage = traits.geometry
        decidesContainmentByStorage = traits.containment
        super.init()
        hot.value.askedViewsInSubtree = traits.hitTesting ? 0 : 1
        self.frame = frame
    }

    /// Creates a view as `init(frame: .zero)` does.
    ///
    /// UIKit calls this to build a view from a storyboard or nib. ResponderKit has neither, so nothing calls it
    /// and the coder is not read; it exists, `required` as in UIKit, so subclasses written for UIKit (whether
    /// theirs is `fatalError()` or `super.init(coder: coder)`) compile unchanged.
    public required init?(coder: NSCoder) {
        let traits = Self.classTraits
        hitTestsWithBuiltInMembers = traits.hitTesting
        mapsPointsByStorage = traits.geometry
        decidesContainmentByStorage = traits.containment
        super.init()
        hot.value.askedViewsInSubtree = traits.hitTesting ? 0 : 1
    }

    deinit {
        for recognizer in gestureRecognizerStorage { recognizer.hot.value.view = nil }
        freeSubviewsWithoutRecursion()
        hot.value.unretainedSubviews.deallocate()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Responder chain

    /// The view's controller when this is its root view (<doc:Catalog#A2>), otherwise the superview (<doc:Catalog#A3>).
    open override var next: UIResponder? {
        if hot.value.owningViewController != nil, let owningViewController,
           owningViewController.viewIfLoaded === self {
            return owningViewController
        }
        return storedSuperview
    }

    /// The window the view is in, or `nil` when it is not in one.
    open var window: UIWindow? { cachedWindow }

    override var responderWindow: UIWindow? { window }

    override var anchorView: UIView? { self }

    // MARK: Hit testing

    /// The deepest visible, interactive descendant (or the view itself) that contains `point` (spec <doc:Catalog#B1>-<doc:Catalog#B3>).
    ///
    /// `point` is in the receiver's coordinates. Returns `nil` when the view is hidden, not interactive, almost
    /// transparent (alpha below 0.01) or does not contain the point; subviews are tried front to back. Override
    /// to redirect or pass through touches (<doc:Catalog#B8>); it may be called more than once per touch, so keep it free of
    /// side effects (<doc:Catalog#B5>).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in the receiver's coordinates, is inside it: by default, inside ``bounds`` (<doc:Catalog#B4>).
    ///
    /// Override to grow or shrink the area that takes touches (<doc:Catalog#B8>).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.containsForHitTest(point)
    }

    // MARK: Gesture recognizers

    /// Whether `gestureRecognizer`, which would cancel this view's touches, may begin (spec <doc:Catalog#D10>); `true` by
    /// default.
    ///
    /// Asked when a recognizer on this view or an ancestor tries to leave `possible` while the view has
    /// touches the recognizer would take away. Override it to keep ancestors' gestures from stealing a
    /// gesture of your own, as controls do for their single tap (<doc:Catalog#D11>); a recognizer attached to the view
    /// itself usually should not be refused.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Whether the view takes part in hit testing at all; controls add their enabled state to it (<doc:Catalog#B7>).
    var isEligibleForHitTesting: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= 0.01
    }

    // MARK: Hierarchy hooks

    /// Called before the view moves to `newSuperview` (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview, or was removed from one.
    open func didMoveToSuperview() {}
    /// Called before the view, or an ancestor, moves to `newWindow` (`nil` when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed.
    open func didMoveToWindow() {}
    /// Called after `subview` was added to the receiver.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from the receiver.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Appearance

    // Overridable appearance members live here, since members declared in extensions cannot be overridden;
    // tint inheritance is in `UIView+Appearance.swift`.

    /// The color the view's background is filled with; `nil`, the default, is transparent. ResponderKit draws
    /// nothing, so it is kept for hosts and for the code that reads it back.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue }
    }

    /// The color that tints the view's content: the one set on it, else its superview's, else the system blue,
    /// as in UIKit; dimmed when the ``tintAdjustmentMode`` in effect is `.dimmed`. Setting `nil` makes the view
    /// inherit again. Views whose tint changes are told with ``tintColorDidChange()``.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTint(newValue) }
    }

    /// Whether the tint is shown as is or dimmed; `.automatic`, the default, follows the superview (normal at
    /// the top of a tree).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }

    /// Called when the tint the view shows changes: its own was set, an ancestor's changed, it moved under a
    /// view with another tint, or dimming was switched. Override to recolor tinted content; the default does
    /// nothing.
    open func tintColorDidChange() {}

    /// The color set with ``backgroundColor``.
    var storedBackgroundColor: UIColor?
    /// The color set with ``tintColor``, or `nil` when the view inherits its tint.
    var ownTintColor: UIColor?
    /// The mode set with ``tintAdjustmentMode``.
    var ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// How many views above this one set a tint or a mode, or more (never fewer) when an ancestor was freed
    /// while this view lived on; when it is zero the tint is worked out without walking up
    /// (`UIView+Appearance.swift`).
    var tintSettersAbove = 0

    // MARK: Size

    /// The size the view's content needs, which manual layout may read to place the views touches then reach;
    /// `noIntrinsicMetric` in both directions for a plain view (spec <doc:Catalog#P10>).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Tells layout that ``intrinsicContentSize`` changed: the next pass reads it again (spec <doc:Catalog#U16>)
    /// and the superview lays out again.
    open func invalidateIntrinsicContentSize() { markIntrinsicContentSizeStale() }
    /// The size that best fits `size`; by default the view's current size (spec <doc:Catalog#P10>).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        var resized = frame
        resized.size = sizeThatFits(bounds.size)
        frame = resized
    }

    // MARK: Autoresizing, safe area and margins

    // The overridable members of `UIView+Autoresizing.swift`, `UIView+SafeArea.swift` and `UIView+Margins.swift`.

    /// How the view's frame follows its superview's size: `[]` by default, so the view keeps its frame (spec
    /// <doc:Catalog#U4>).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the subviews are resized by their ``autoresizingMask`` when the view's size changes; `true` by
    /// default (spec <doc:Catalog#U4>).
    open var autoresizesSubviews: Bool = true

    /// How far each edge of the view is covered by what the screen or the controllers above it draw (a notch,
    /// the home indicator, bars), in the view's own coordinates (spec <doc:Catalog#U19>): for a controller's root
    /// view its window's insets plus the controller's ``UIViewController/additionalSafeAreaInsets``, for any
    /// other view the part of its superview's that it overlaps, and zero out of a window.
    open var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets }
    /// Called when ``safeAreaInsets`` changed, at the layout pass that follows the change (spec
    /// <doc:Catalog#U20>); does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// The space to keep between the view's edges and its content: 8 points on each side by default, 16 or 20
    /// left and right for a controller's root view (its controller's system minimum), plus ``safeAreaInsets``
    /// while ``insetsLayoutMarginsFromSafeArea`` is true, grown by ``preservesSuperviewLayoutMargins``. Reading
    /// it gives those effective margins; setting it sets the margins asked for, which
    /// ``directionalLayoutMargins`` follows (spec <doc:Catalog#U21>, <doc:Catalog#U22>).
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { requestLayoutMargins(directional(newValue)) }
    }
    /// ``layoutMargins`` with leading and trailing edges: leading is the left margin in a left-to-right layout
    /// and the right one in a right-to-left layout (spec <doc:Catalog#U21>).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directional(effectiveLayoutMargins) }
        set { requestLayoutMargins(newValue) }
    }
    /// Whether the view's margins grow so its content stays inside its superview's margins where the two views'
    /// edges are close; `false` by default (spec <doc:Catalog#U22>).
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutEdges.preservesSuperviewMargins }
        set {
            layoutEdges.preservesSuperviewMargins = newValue
            layoutMarginsMayHaveChanged()
        }
    }
    /// Whether the margins are measured from the safe area rather than from the bounds; `true` by default.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutEdges.insetsMarginsFromSafeArea }
        set {
            layoutEdges.insetsMarginsFromSafeArea = newValue
            layoutMarginsMayHaveChanged()
        }
    }
    /// Called when ``layoutMargins`` changed, set or following the safe area or the superview's margins (spec
    /// <doc:Catalog#U21>); does nothing by default.
    open func layoutMarginsDidChange() {}
    /// A guide whose ``UILayoutGuide/layoutFrame`` is the bounds inset by ``safeAreaInsets``, for constraints
    /// that keep content in the safe area (spec <doc:Catalog#U19>).
    open var safeAreaLayoutGuide: UILayoutGuide { providedGuide(.safeArea) }
    /// A guide whose ``UILayoutGuide/layoutFrame`` is the bounds inset by ``layoutMargins`` (spec
    /// <doc:Catalog#U21>).
    open var layoutMarginsGuide: UILayoutGuide { providedGuide(.margins) }
    /// A guide that follows the keyboard: its top is the keyboard's top edge while it is shown, and the bottom of
    /// the safe area while it is hidden (spec <doc:Catalog#U23>).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { providedKeyboardGuide }
    /// A guide for text that stays easy to read: the margins guide, no wider than a readable line and centred in
    /// it (spec <doc:Catalog#P48>).
    open var readableContentGuide: UILayoutGuide { providedReadableContentGuide }
    /// The guide ``readableContentGuide`` made on first use.
    var readableGuide: UILayoutGuide?
    /// The margins asked for, the insets last reported and the guides made, behind the members above.
    var layoutEdges = LayoutEdges()

    // MARK: Anchors (open, as in UIKit; a member declared in an extension cannot be overridden, spec
    // <doc:Catalog#P48>)

    /// The leading edge: left, or right in a right-to-left layout (spec <doc:Catalog#U10>).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left in a right-to-left layout (spec <doc:Catalog#U10>).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
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
    /// The baseline of the first line of text; a view that shows none has its bottom
    /// (spec <doc:Catalog#U9>, <doc:Catalog#U40>).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
    }
    /// The baseline of the last line of text; a view that shows none has its bottom (spec <doc:Catalog#U40>).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Auto Layout (the members UIKit code overrides; the rest is in UIView+Constraints.swift)

    /// The view's constraints, layout guides and content priorities, made when first needed.
    final var constraintStorage: ViewConstraintStorage?

    /// Whether the view keeps the frame code gives it, as constraints other views' constraints may refer to;
    /// true for a view made in code. Set it to false for a view placed by constraints (spec <doc:Catalog#U6>).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { constraintStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutStorage.translatesAutoresizingMask = newValue
            LayoutBookkeeping.structureChanged(in: self)
        }
    }
    /// Whether the view takes part in Auto Layout even before it has constraints; false unless a subclass says
    /// otherwise (spec <doc:Catalog#U2>).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Updates the view's constraints in the update step of a layout pass, before any ``layoutSubviews()``; an
    /// override changes constraints and calls `super.updateConstraints()` last (spec <doc:Catalog#U2>).
    open func updateConstraints() { constraintStorage?.calledSuperUpdateConstraints = true }
    /// The view's constraints: those activated with the view as their items' closest common ancestor.
    open var constraints: [NSLayoutConstraint] { constraintStorage?.constraints ?? [] }
    /// Activates `constraint` and keeps it in this view's ``constraints`` (spec <doc:Catalog#U7>).
    open func addConstraint(_ constraint: NSLayoutConstraint) { LayoutBookkeeping.add(constraint, to: self) }
    /// Adds each constraint as ``addConstraint(_:)`` does.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for each in constraints { addConstraint(each) } }
    /// Deactivates `constraint` if this view holds it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { LayoutBookkeeping.remove(constraint, from: self) }
    /// Removes each constraint as ``removeConstraint(_:)`` does.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for each in constraints { removeConstraint(each) }
    }
    /// Marks the view so its ``updateConstraints()`` runs in the next layout pass (spec <doc:Catalog#U2>).
    open func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        window?.application?.scheduleLayoutPass()
    }
    /// Runs the update step now for the view's subtree, without laying out (spec <doc:Catalog#U2>).
    open func updateConstraintsIfNeeded() { runUpdateConstraintsStep() }
    /// Whether the view's ``updateConstraints()`` is due in the next pass.
    open func needsUpdateConstraints() -> Bool { constraintStorage?.needsUpdateConstraints ?? false }
    /// The layout guides added to the view, in the order they were added (spec <doc:Catalog#U11>).
    open var layoutGuides: [UILayoutGuide] { constraintStorage?.layoutGuides ?? [] }
    /// Adds `layoutGuide` to the view's ``layoutGuides`` and makes the view its owner (spec <doc:Catalog#U11>).
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { LayoutBookkeeping.add(layoutGuide, to: self) }
    /// Removes `layoutGuide` from the view's ``layoutGuides``; constraints on it then have no effect.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { LayoutBookkeeping.remove(layoutGuide, from: self) }
    /// How strongly the view resists growing past its intrinsic size along `axis`; `.defaultLow` by default
    /// (spec <doc:Catalog#U14>).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintStorage?.hugging[axis.rawValue] ?? .defaultLow
    }
    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStorage.hugging[axis.rawValue] = priority
        LayoutBookkeeping.structureChanged(in: self)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis`; `.defaultHigh` by
    /// default (spec <doc:Catalog#U14>).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        constraintStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                      for axis: NSLayoutConstraint.Axis) {
        layoutStorage.compressionResistance[axis.rawValue] = priority
        LayoutBookkeeping.structureChanged(in: self)
    }
    /// The size the view's constraints give it, as close to `targetSize` as they allow; works on a view in no
    /// window (spec <doc:Catalog#U17>).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size the view's constraints give it when its width and height are pulled toward `targetSize` with
    /// the given priorities; `.required` fixes that dimension (spec <doc:Catalog#U17>).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// Whether the constraints leave the view's frame undetermined; for debugging (spec <doc:Catalog#U13>).
    open var hasAmbiguousLayout: Bool { layoutIsAmbiguous() }

    // MARK: Traits

    /// The view's traits: its controller's when it is a controller's root view, else its superview's, else
    /// those of its application's screen and direction, with its own ``overrideUserInterfaceStyle`` applied
    /// (spec <doc:Catalog#P3>, <doc:Catalog#P4>).
    open var traitCollection: UITraitCollection {
        inheritedTraitCollection.applying(storedOverrideUserInterfaceStyle)
    }
    /// Called once when the view's traits changed, with those it had before (spec <doc:Catalog#P4>).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance for the view and everything below it; `.unspecified`, the default, follows the
    /// surroundings (spec <doc:Catalog#P4>).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set { changeTraits(below: self) { storedOverrideUserInterfaceStyle = newValue } }
    }
    /// The style set with ``overrideUserInterfaceStyle``.
    var storedOverrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // MARK: Focus

    /// Whether the view can take focus; `false` for plain views, `true` for controls.
    open var canBecomeFocused: Bool { false }
    /// Whether the view has focus in its window.
    open var isFocused: Bool { window?.existingFocusSystem?.focusedItem === self }
    /// Where focus should go inside the view, most preferred first; by default nowhere in particular, so the
    /// search goes through the subviews in order.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    /// The view's controller when it is a root view, otherwise its superview.
    open var parentFocusEnvironment: UIFocusEnvironment? {
        if let owningViewController, owningViewController.viewIfLoaded === self { return owningViewController }
        return superview
    }
    /// Asks for focus to be recomputed from this view's preferences at the next update.
    open func setNeedsFocusUpdate() { window?.focusSystem.setNeedsUpdate(from: self) }
    /// Runs a pending focus update now.
    open func updateFocusIfNeeded() { window?.focusSystem.updateIfNeeded() }
    /// Whether focus may move as `context` describes; `true` by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within this view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Hierarchy, geometry and layout members UIKit declares open

    // UIKit declares these `open`, and a member declared in an extension cannot be overridden, so they are
    // declared here; the work is in the feature files (spec <doc:Catalog#P28>).

    /// Adds `view` on top of the receiver's subviews, first removing it from any previous superview.
    ///
    /// Adding a view that is already a subview brings it to the front. Adding the receiver or one of its
    /// ancestors would make a loop: it is refused with a diagnostic instead of UIKit's exception.
    open func addSubview(_ view: UIView) { attachSubview(view, at: nil) }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range), back to front.
    open func insertSubview(_ view: UIView, at index: Int) { attachSubview(view, at: index) }

    /// Inserts `view` just above `siblingSubview`, or on top when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        attachSubview(view, nextTo: siblingSubview, above: true)
    }

    /// Inserts `view` just below `siblingSubview`, or on top when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        attachSubview(view, nextTo: siblingSubview, above: false)
    }

    /// Removes the view from its superview and window.
    ///
    /// Touches the view or its subviews are tracking get `touchesCancelled` first (spec <doc:Catalog#C8>),
    /// presses that started inside the subtree get `pressesCancelled` (<doc:Catalog#H3>), and a first responder
    /// inside the subtree resigns (<doc:Catalog#F9>); all happen while the view is still in place, so the
    /// responders that saw the touches and presses begin through the chain also see them cancelled.
    ///
    /// Those callbacks, and `willRemoveSubview(_:)` and `willMove(toSuperview:)`, are app code that runs
    /// before the view is taken out. If one of them moves the view somewhere else, that later move stands: the
    /// removal stops there and says so in ``UIApplication/diagnostics``; if one removes it, nothing more is done.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Moves `view` to the end of ``subviews`` so it is drawn and hit-tested first.
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }

    /// Moves `view` to the start of ``subviews`` so it is drawn and hit-tested last.
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }

    /// Swaps the subviews at two indices; out-of-range indices change nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(at: index1, index2) }

    /// Whether the receiver is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }

    /// The first view with `tag` in a depth-first search that starts with the receiver, however deep.
    open func viewWithTag(_ tag: Int) -> UIView? { firstViewInSubtree(withTag: tag) }

    /// Converts `point` from the receiver's coordinates to `view`'s, or to its window's when `view` is `nil`.
    ///
    /// Works across any two views of a window, and across windows through screen coordinates (spec
    /// <doc:Catalog#C10>).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, toView: view) }

    /// Converts `point` from `view`'s coordinates (its window's when `nil`) to the receiver's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, fromView: view) }

    /// Converts `rect` from the receiver's coordinates to `view`'s: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates to the receiver's: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the next layout pass. ResponderKit
    /// calls it when the view's size changes and when its intrinsic content size is invalidated.
    open func setNeedsLayout() {
        needsLayout = true
        window?.application?.scheduleLayoutPass()
    }

    /// Lays out now every view of the receiver's subtree that needs it, parents before children, so frames a
    /// parent sets in ``layoutSubviews()`` are laid out in the same call. Constraints are updated and solved
    /// first, for the whole hierarchy, so ``layoutSubviews()`` sees the frames they give (<doc:Catalog#U1>,
    /// <doc:Catalog#U2>). Works inside `UIView.animate(withDuration:animations:)` blocks as in UIKit
    /// (<doc:Catalog#O1>).
    open func layoutIfNeeded() { layOutSubtreeIfNeeded() }

    /// Draws the view's content in `rect`. ResponderKit renders nothing, so nothing calls it; it exists so
    /// views written for UIKit that override it compile, and the default does nothing (spec <doc:Catalog#P29>).
    open func draw(_ rect: CGRect) {}

    /// Marks the view as needing to be drawn again; ResponderKit draws nothing, so it tells the host, which
    /// observes ``UIApplication/viewNeedsDisplayNotification``.
    open func setNeedsDisplay() { postNeedsDisplay() }

    /// Marks part of the view as needing to be drawn again: ``setNeedsDisplay()``, for the whole view.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Makes the first responder inside this view's subtree resign; returns whether one did (spec
    /// <doc:Catalog#F6>).
    ///
    /// With `force` the first responder loses its status even if it refuses, and a diagnostic says so.
    /// Returns `false` when no first responder is inside the subtree.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingInSubtree(force: force) }

    /// The recognizers attached to the view, in the order they were added. As in UIKit, `nil` on a view that
    /// never had one, and an empty array once recognizers were added and all removed (spec <doc:Catalog#P13>).
    /// Setting it replaces them all, through ``removeGestureRecognizer(_:)`` and ``addGestureRecognizer(_:)``.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { hasHadGestureRecognizers ? gestureRecognizerStorage : nil }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer, which then sees every touch on the view and its descendants (spec
    /// <doc:Catalog#D3>).
    ///
    /// A recognizer belongs to one view: adding it here takes it off its previous view, through that view's
    /// ``removeGestureRecognizer(_:)``. Adding it again to the same view changes nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches a recognizer; mid-gesture it is cancelled (or fails, if it had not begun) and stops holding
    /// back the view's touches. A recognizer that is not the view's is left alone.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// The direction to arrange the view's own content in: its ``semanticContentAttribute`` against the
    /// direction of its ``traitCollection``, which follows its application, so a forced attribute wins and
    /// playback and spatial content stays left to right (spec <doc:Catalog#P2>).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirectionAgainstTraits
    }

    /// The direction content with `attribute` is laid out in this application: `forceRightToLeft` is right to
    /// left, `forceLeftToRight`, `playback` and `spatial` are left to right (playback and spatial content never
    /// flips), and `unspecified` follows ``UIApplication/userInterfaceLayoutDirection`` of the shared
    /// application (spec <doc:Catalog#P1>).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` is laid out in when the surrounding direction is
    /// `layoutDirection`: `unspecified` follows it, the others as ``userInterfaceLayoutDirection(for:)`` says
    /// (spec <doc:Catalog#P1>). Open, as in UIKit (spec <doc:Catalog#P49>).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        direction(for: attribute, relativeTo: layoutDirection)
    }

    /// The interactions added to the view, in the order they were added.
    ///
    /// The view keeps its interactions alive, as in UIKit; setting the list removes the old ones and adds
    /// the new ones.
    open var interactions: [UIInteraction] {
        get { ViewInteractions.interactions(of: self) }
        set { replaceInteractions(with: newValue) }
    }

    /// Attaches `interaction` to the view, moving it from any view it was on; adding it again does nothing.
    open func addInteraction(_ interaction: UIInteraction) { attachInteraction(interaction) }

    /// Detaches `interaction` from the view; an interaction that is not the view's is ignored.
    open func removeInteraction(_ interaction: UIInteraction) { detachInteraction(interaction) }
}
