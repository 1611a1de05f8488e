import Foundation

/// What the event path reads of a view, in one value (`UIView.hot`): the hierarchy, the interaction and geometry
/// state behind the open properties, and what hit testing keeps about them.
///
/// The open properties of `UIView.swift` are computed over these fields so that hit testing can read a view's
/// state without a call when the view's class hit-tests as UIView does (`UIView+HitTesting.swift`). Everything
/// else goes through the open properties, so overrides see it.
struct ViewHotState {
    /// The superview, held without a reference count. A `weak` back-pointer would give every view with subviews
    /// a side table, and each retain and release of such a view then takes the runtime's slow path: that was half
    /// of every walk up the chain. A superview holds its subviews, and its `deinit` clears the back-pointer of
    /// every subview that outlives it (`freeSubviewsWithoutRecursion`).
    var superview: Unretained<UIView>?
    /// The window the view is in, kept up to date as views move. Held without a reference count for the reason
    /// `superview` is (touches read their window on every event); a window's `deinit` clears it in every view
    /// still in its tree.
    var window: Unretained<UIWindow>?
    /// The controller whose root view this is (<doc:Catalog#A2>), held as `superview` is; the controller's
    /// `deinit` clears it.
    var owningViewController: Unretained<UIViewController>?
    /// The view's gesture recognizers in the order they were added; gathering recognizers reads it for every
    /// view under each new touch.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The view itself when it does not hit-test with built-in members, plus each subview whose own count is not
    /// zero: zero exactly when no view in the subtree must be asked, so that no code outside ResponderKit can
    /// run while the subtree is hit-tested (kept by `askedSubtreeChanged(joined:)`).
    var askedViewsInSubtree = 0
    var subviews: [UIView] = []
    /// `subviews` again as plain pointers, which a hit test of a built-in subtree reads without the atomic retain
    /// and release that reading the array costs; freed with the view.
    var unretainedSubviews = UnretainedViewList()
    var isHidden = false
    var alpha: CGFloat = 1
    var isUserInteractionEnabled = true
    var bounds: CGRect = .zero
    var center: CGPoint = .zero
    var transform: CGAffineTransform = .identity
    var inverseTransform: CGAffineTransform = .identity
    /// The state above as the hit test's quick step needs it (`HitShortcut`); kept by the setters.
    var hitShortcut = HitShortcut()
}

// The names the rest of the package reads the hot state by. They are nonisolated so that the hit-test walk,
// which main-actor code calls synchronously, can read them without an executor check per view.
extension UIView {
    /// The superview, with no retain held by the view.
    nonisolated final var storedSuperview: UIView? {
        get { hot.value.superview?.object }
        set { hot.value.superview = newValue.map(Unretained.init) }
    }

    /// The window the view is in.
    nonisolated final var cachedWindow: UIWindow? {
        get { hot.value.window?.object }
        set { hot.value.window = newValue.map(Unretained.init) }
    }

    /// The view controller whose root view this is, for the <doc:Catalog#A2> rule.
    var owningViewController: UIViewController? {
        get { hot.value.owningViewController?.object }
        set { hot.value.owningViewController = newValue.map(Unretained.init) }
    }

    nonisolated final var gestureRecognizerStorage: [UIGestureRecognizer] {
        get { hot.value.gestureRecognizers }
        _modify { yield &hot.value.gestureRecognizers }
    }

    nonisolated final var storedAskedViewsInSubtree: Int {
        get { hot.value.askedViewsInSubtree }
        set { hot.value.askedViewsInSubtree = newValue }
    }

    /// The subviews; every change is mirrored into `unretainedSubviews`.
    nonisolated final var storedSubviews: [UIView] {
        get { hot.value.subviews }
        _modify {
            yield &hot.value.subviews
            hot.value.unretainedSubviews.mirror(hot.value.subviews)
        }
    }

    nonisolated final var unretainedSubviews: UnretainedViewList { hot.value.unretainedSubviews }

    nonisolated final var storedIsHidden: Bool {
        get { hot.value.isHidden }
        set { hot.value.isHidden = newValue }
    }

    nonisolated final var storedAlpha: CGFloat {
        get { hot.value.alpha }
        set { hot.value.alpha = newValue }
    }

    nonisolated final var storedIsUserInteractionEnabled: Bool {
        get { hot.value.isUserInteractionEnabled }
        set { hot.value.isUserInteractionEnabled = newValue }
    }

    nonisolated final var storedBounds: CGRect {
        get { hot.value.bounds }
        set { hot.value.bounds = newValue }
    }

    nonisolated final var storedCenter: CGPoint {
        get { hot.value.center }
        set { hot.value.center = newValue }
    }

    nonisolated final var storedTransform: CGAffineTransform {
        get { hot.value.transform }
        set { hot.value.transform = newValue }
    }

    nonisolated final var storedInverseTransform: CGAffineTransform {
        get { hot.value.inverseTransform }
        set { hot.value.inverseTransform = newValue }
    }

    nonisolated final var storedHitShortcut: HitShortcut {
        get { hot.value.hitShortcut }
        set { hot.value.hitShortcut = newValue }
    }

    /// What the class being created inherits of UIView's members, read once per view from its method table
    /// (`InheritedMembers`):
    /// - `hitTesting`: every member hit testing asks (see `UIView+HitTesting.swift`); `UIView` and `UILabel`;
    /// - `geometry`: the getters points are mapped with; ResponderKit's own classes too;
    /// - `containment`: eligibility and `point(inside:with:)`; `UIWindow` too, which observes `isHidden` but
    ///   reads it from storage.
    static var classTraits: (hitTesting: Bool, geometry: Bool, containment: Bool) {
        let hitTesting = self == UIView.self || self == UILabel.self
            || InheritedMembers.hitTesting.areInherited(by: self, from: UIView.self)
        let geometry = ownClassActionWalkStep != .asked
            || InheritedMembers.geometry.areInherited(by: self, from: UIView.self)
        let containment = hitTesting || self == UIWindow.self
            || InheritedMembers.containment.areInherited(by: self, from: UIView.self)
        return (hitTesting, geometry, containment)
    }
}
