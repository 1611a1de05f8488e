import Foundation

/// A rectangle on screen that handles touches in it, and the container of other views.
///
/// Views form a tree; a view's ``next`` responder is its view controller when it is that controller's root
/// view, otherwise its superview (spec <doc:Catalog#A2>, <doc:Catalog#A3>). Touches reach the deepest view that hit testing finds
/// (``hitTest(_:with:)``) and travel up the chain from there when it does not handle them.
///
/// Overridable members live in this file; the rest of the view is split by feature:
/// `UIView+Hierarchy.swift` (subviews and the move hooks), `UIView+Geometry.swift` (frames and coordinate
/// conversion), `UIView+HitTesting.swift` and `UIView+FirstResponder.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Identity and hierarchy storage

    // Hit testing reads `subviews` and the interaction and geometry storage of every view it passes, every step
    // up the responder chain reads `superview` and `owningViewController`, and a runtime exclusivity check
    // costs more than the read itself: it was two thirds of a hit test's instructions. They are marked
    // `@exclusivity(unchecked)`; all access is on the main actor, and nothing in ResponderKit holds an `inout`
    // access to one of them across a call that could touch it again.

    /// A number that identifies the view to ``viewWithTag(_:)``; 0 by default.
    open var tag: Int = 0
    /// A name for the view that tests and tools use to find it; ResponderKit's reports, traces and pictures
    /// call the view by it.
    open var accessibilityIdentifier: String?
    /// What assistive technology reads for the view ("Send"); tests find views by it, as UI tests do on iOS.
    open var accessibilityLabel: String?
    /// The view that contains this one, or `nil` at the top of a tree.
    public internal(set) var superview: UIView? {
        get { storedSuperview }
        set {
            let oldValue = storedSuperview
            storedSuperview = newValue
            guard oldValue !== newValue, storedAskedViewsInSubtree != 0 else { return }
            oldValue?.askedSubtreeChanged(joined: false)
            newValue?.askedSubtreeChanged(joined: true)
        }
    }
    /// The superview, held without a reference count. A `weak` back-pointer would give every view with
    /// subviews a side table, and each retain and release of such a view then takes the runtime's slow path:
    /// that was half of every walk up the chain. It cannot dangle: a superview holds its subviews, and its
    /// `deinit` clears the back-pointer of every subview that outlives it (`freeSubviewsWithoutRecursion`).
    final var storedSuperview: UIView? {
        get { unretainedSuperview?.takeUnretainedValue() }
        set { unretainedSuperview = newValue.map(Unmanaged.passUnretained) }
    }
    /// `storedSuperview` as a plain pointer, which the action walk's climb reads without a retain.
    @exclusivity(unchecked) nonisolated(unsafe) final var unretainedSuperview: Unmanaged<UIView>?
    /// The contained views, back to front: the last one is drawn on top and hit-tested first (spec <doc:Catalog#B3>).
    public var subviews: [UIView] { storedSubviews }
    /// The window the view is in, kept up to date as views move so reading it is cheap on the event path. Held
    /// without a reference count for the reason `storedSuperview` is (every view in a window pointing at it
    /// weakly gave the window a side table, and touches retain their window on every event); a window's
    /// `deinit` clears it in every view still in the window's tree.
    @exclusivity(unchecked) nonisolated(unsafe) final unowned(unsafe) var cachedWindow: UIWindow?
    /// The view controller whose root view this is, for the <doc:Catalog#A2> rule.
    var owningViewController: UIViewController? {
        get { unretainedOwningViewController?.takeUnretainedValue() }
        set { unretainedOwningViewController = newValue.map(Unmanaged.passUnretained) }
    }
    /// `owningViewController`, held without a reference count for the reason `storedSuperview` is; the
    /// controller's `deinit` clears it. A plain pointer, so ``next`` tells a view without one for nothing.
    @exclusivity(unchecked) nonisolated(unsafe) final var unretainedOwningViewController: Unmanaged<UIViewController>?

    // MARK: Interaction

    /// Whether the view and its subtree are hidden; hidden views get no touches (spec <doc:Catalog#B1>).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            storedIsHidden = newValue
            refreshHitShortcut()
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
    /// The view's gesture recognizers in the order they were added; read through `gestureRecognizers`.
    /// Read without a runtime exclusivity check: gathering recognizers reads it for every view under each new
    /// touch, and no access is held across a call.
    @exclusivity(unchecked) nonisolated(unsafe) var gestureRecognizerStorage: [UIGestureRecognizer] = []
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
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            refreshHitShortcut()
            if resized { setNeedsLayout() }
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
        get {
            let size = bounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let placed = transform.isIdentity ? local : local.applying(transform)
            return placed.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let standard = newValue.standardized
            // The layer's transform, as CALayer's frame rule reads it; an override of the `transform` getter
            // changes how the view is drawn and hit, not what the assigned frame means.
            let transform = storedTransform
            // Read, change and write back rather than `bounds.size = ...`, whose modify accessor allocates.
            var resized = bounds
            if transform.isIdentity {
                resized.size = standard.size
            } else if let size = UIView.untransformedSize(of: standard.size, under: transform) {
                resized.size = size
            }
            bounds = resized
            center = CGPoint(x: standard.midX - transform.tx, y: standard.midY - transform.ty)
        }
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

    // MARK: Storage behind the overridable properties

    // The open properties above are computed over these final ones so that hit testing can read a view's
    // state directly, without a call, when the view's class is one whose hit testing is UIView's own
    // (`UIView+HitTesting.swift`). Everything else goes through the open properties, so overrides see it.
    //
    // They are `nonisolated(unsafe)` so that hit testing can read them inside `_withUnsafeGuaranteedRef`,
    // whose closure must be nonisolated to avoid a runtime executor check per view. They are still only
    // touched on the main actor: every writer is a main-actor setter, and the only nonisolated readers are
    // the hit-testing helpers, which main-actor code calls synchronously.

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
    /// The view itself when it does not hit-test with built-in members, plus each subview whose own count is not
    /// zero: zero exactly when no view in the subtree must be asked, so that no code outside ResponderKit can
    /// run while the subtree is hit-tested (kept by `askedSubtreeChanged(joined:)`).
    @exclusivity(unchecked) nonisolated(unsafe) final var storedAskedViewsInSubtree: Int
    @exclusivity(unchecked) nonisolated(unsafe) final var storedSubviews: [UIView] = [] {
        didSet { unretainedSubviews.mirror(storedSubviews) }
    }
    /// `storedSubviews` again as plain pointers, which a hit test of a built-in subtree reads without the
    /// atomic retain and release that reading the array costs; freed with the view.
    @exclusivity(unchecked) nonisolated(unsafe) final var unretainedSubviews = UnretainedViewList()
    @exclusivity(unchecked) nonisolated(unsafe) final var storedIsHidden = false
    @exclusivity(unchecked) nonisolated(unsafe) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) nonisolated(unsafe) final var storedIsUserInteractionEnabled = true
    @exclusivity(unchecked) nonisolated(unsafe) final var storedBounds: CGRect = .zero
    @exclusivity(unchecked) nonisolated(unsafe) final var storedCenter: CGPoint = .zero
    @exclusivity(unchecked) nonisolated(unsafe) final var storedTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) nonisolated(unsafe) final var storedInverseTransform: CGAffineTransform = .identity
    /// The state above as the hit test's quick step needs it (`HitShortcut`); kept by the setters.
    @exclusivity(unchecked) nonisolated(unsafe) final var storedHitShortcut = HitShortcut()

    // MARK: Creation

    /// Creates a view with the given frame in its future superview's coordinates.
    public init(frame: CGRect) {
        let traits = Self.classTraits
        hitTestsWithBuiltInMembers = traits.hitTesting
        mapsPointsByStorage = traits.geometry
        decidesContainmentByStorage = traits.containment
        storedAskedViewsInSubtree = traits.hitTesting ? 0 : 1
        super.init()
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
        storedAskedViewsInSubtree = traits.hitTesting ? 0 : 1
        super.init()
    }

    /// What the class being created inherits of UIView's members, read once per view from its method table
    /// (`InheritedMembers`):
    /// - `hitTesting`: every member hit testing asks (see `UIView+HitTesting.swift`); `UIView` and `UILabel`;
    /// - `geometry`: the getters points are mapped with; ResponderKit's own classes too;
    /// - `containment`: eligibility and `point(inside:with:)`; `UIWindow` too, which observes `isHidden` but
    ///   reads it from storage.
    private static var classTraits: (hitTesting: Bool, geometry: Bool, containment: Bool) {
        let hitTesting = self == UIView.self || self == UILabel.self
            || InheritedMembers.hitTesting.areInherited(by: self, from: UIView.self)
        let geometry = ownClassActionWalkStep != .asked
            || InheritedMembers.geometry.areInherited(by: self, from: UIView.self)
        let containment = hitTesting || self == UIWindow.self
            || InheritedMembers.containment.areInherited(by: self, from: UIView.self)
        return (hitTesting, geometry, containment)
    }

    deinit {
        for recognizer in gestureRecognizerStorage { recognizer.unretainedView = nil }
        freeSubviewsWithoutRecursion()
        unretainedSubviews.deallocate()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Responder chain

    /// The view's controller when this is its root view (<doc:Catalog#A2>), otherwise the superview (<doc:Catalog#A3>).
    open override var next: UIResponder? {
        if unretainedOwningViewController != nil, let owningViewController,
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
    /// Tells layout that ``intrinsicContentSize`` changed: the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        (superview ?? self).setNeedsLayout()
    }
    /// The size that best fits `size`; by default the view's current size (spec <doc:Catalog#P10>).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        var resized = frame
        resized.size = sizeThatFits(bounds.size)
        frame = resized
    }

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
}
