import Foundation

/// Manages a view hierarchy and sits in the responder chain right after its root view (spec <doc:Catalog#A2>).
///
/// Its own ``next`` is its root view's superview (a window for a window's root controller, the parent's view
/// for a child controller), or the presenting controller when it was presented (<doc:Catalog#A4>-<doc:Catalog#A6>).
/// Containment lives in `UIViewController+Containment.swift`, presentation in
/// `UIViewController+Presentation.swift`, the loaded view in `UIViewController+ViewLoading.swift`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The loaded view, held where the controller's `deinit`, which is nonisolated, can clear that view's
    /// pointer back to it.
    nonisolated let loadedViewHolder = UncheckedState<UIView?>(nil)
    /// Child controllers, in the order they were added.
    open internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open internal(set) weak var parent: UIViewController?
    /// The controller this one presented and that is still on screen.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: UIViewController?
    /// The commands added with `addKeyCommand(_:)`, in the order they were added.
    var addedKeyCommands: [UIKeyCommand] = []

    /// The commands added with `addKeyCommand(_:)`, or `nil` when there are none: UIKit's way to give a
    /// controller shortcuts without overriding this property. A subclass that overrides it and does not call
    /// `super` still has its added commands matched, after its own (spec <doc:Catalog#H4>).
    open override var keyCommands: [UIKeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    override var addedKeyCommandsForMatching: [UIKeyCommand]? { addedKeyCommands }

    /// The name of the nib the view would be loaded from; ResponderKit has no nibs, so it is only kept.
    open private(set) var nibName: String?
    /// The bundle the nib would be looked up in; only kept.
    open private(set) var nibBundle: Bundle?

    /// Creates a controller whose view loads on first access, as in UIKit; the designated initializer that
    /// subclasses call.
    ///
    /// There are no nibs on Linux: the names are kept in ``nibName`` and ``nibBundle`` and the view is made by
    /// ``loadView()`` whatever they are, so `init(nibName: nil, bundle: nil)` is the usual call.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller as `init(nibName: nil, bundle: nil)` does.
    ///
    /// UIKit calls this to build a controller from a storyboard; ResponderKit has none, so nothing calls it and
    /// the coder is not read. It exists, `required` as in UIKit, so subclasses written for UIKit compile
    /// unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller whose view loads on first access: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, created by ``loadView()`` the first time it is read.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set { install(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    /// Creates the root view and assigns it to ``view``; the default makes a plain view the screen's size that
    /// follows its superview's size, `[.flexibleWidth, .flexibleHeight]` (spec <doc:Catalog#U5>).
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    /// A title for the controller, shown by a navigation bar or a tab bar that holds it.
    open var title: String? {
        didSet { titleDidChange() }
    }

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// What a navigation bar shows for this controller: its title (the controller's ``title`` unless set) and
    /// bar button items. Made on first access.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: "")
        item.owner = self
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller: its title (the controller's ``title`` unless set). Made on
    /// first access; assign your own, as UIKit apps do.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            item.owner = self
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            newValue?.owner = self
            tabBarController?.tabBar.refreshTitles()
        }
    }

    // MARK: Appearance (spec K1-K3; the rules are in UIViewController+Appearance.swift)

    /// Where the controller is in appearing and disappearing, and what caused the transition under way.
    var appearance = AppearanceRecord()

    /// Called before the controller's view enters a visible window (spec <doc:Catalog#K1>); call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the controller's view entered a visible window (spec <doc:Catalog#K1>); call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the controller's view leaves a visible window (spec <doc:Catalog#K1>); call `super`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the controller's view left a visible window (spec <doc:Catalog#K1>); call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Insets added to the safe area of the controller's root view, for content of the controller's own that
    /// covers part of it (a palette, a bar); zero by default. The views learn of the change at the next layout
    /// pass (spec <doc:Catalog#U19>).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Called when the root view's ``UIView/safeAreaInsets`` changed, after its
    /// ``UIView/safeAreaInsetsDidChange()`` (spec <doc:Catalog#U20>); call `super`.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's ``UIView/layoutMargins`` changed, after its ``UIView/layoutMarginsDidChange()``
    /// (spec <doc:Catalog#U21>); call `super`.
    open func viewLayoutMarginsDidChange() {}

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the constraints of the controller's view in the update step of a layout pass, before layout; an
    /// override changes constraints and calls `super.updateViewConstraints()` last, which updates the view's
    /// own (spec <doc:Catalog#U2>).
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// Whether the appearance callbacks of children whose views are in this controller's view are called
    /// when this controller's are; `true`, as in UIKit. A container that returns `false` calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` unless the
    /// controller is already appearing or disappearing that way. Pair it with ``endAppearanceTransition()``.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, driver: .explicit)
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: calls ``viewDidAppear(_:)`` or
    /// ``viewDidDisappear(_:)``.
    open func endAppearanceTransition() {
        endAppearance(driver: .explicit)
    }

    /// Called before the controller is added to or removed from a parent (`nil`).
    ///
    /// ``addChild(_:)`` calls it for you; before ``removeFromParent()`` you call it with `nil`, as in UIKit.
    /// Called with `nil`, it marks the controller as moving from its parent, so ``isMovingFromParent`` is true
    /// in the disappearance that follows; call `super`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { appearance.pendingCause = .movingFromParent }
    }

    /// Called after the controller was added to or removed from a parent (`nil`).
    ///
    /// After ``addChild(_:)`` you call it yourself; ``removeFromParent()`` calls it with `nil`, as in UIKit.
    /// Call `super`: it ends the move, so ``isMovingToParent`` is false in later transitions.
    open func didMove(toParent parent: UIViewController?) {
        appearance.pendingCause = nil
    }

    /// The presenting controller when presented (<doc:Catalog#A5>), else the root view's superview (<doc:Catalog#A4>, <doc:Catalog#A6>).
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        return loadedView?.storedSuperview
    }

    override var responderWindow: UIWindow? { loadedView?.window }

    override var anchorView: UIView? { loadedView }

    // MARK: Presentation style

    /// How the controller covers its presenter when presented; `.automatic`, a sheet, by default. With
    /// `.fullScreen` the presenter's view leaves the window once the presentation is done and comes back on
    /// dismissal, with the presenter's appearance calls (spec <doc:Catalog#P16>).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Where this controller's view was before a full-screen presentation took it out of the window: its
    /// superview, named through its token so the controller does not hold its window, and its index there.
    var coveredPlacement: (container: ResponderLifetime, index: Int)?
    /// The value set through ``setEditing(_:animated:)``.
    var storedIsEditing = false

    // MARK: Traits

    /// The controller's traits: those its view's superview has, else its parent's or presenter's, else those
    /// of the application's screen and direction, with its own ``overrideUserInterfaceStyle`` applied (spec
    /// <doc:Catalog#P3>, <doc:Catalog#P4>).
    open var traitCollection: UITraitCollection {
        inheritedTraitCollection.applying(storedOverrideUserInterfaceStyle)
    }
    /// Called once when the controller's traits changed, with those it had before (spec <doc:Catalog#P4>).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance for the controller, its view and the controllers below it; `.unspecified`, the default,
    /// follows the surroundings (spec <doc:Catalog#P4>).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set { changeTraits(below: self) { storedOverrideUserInterfaceStyle = newValue } }
    }
    /// The style set with ``overrideUserInterfaceStyle``.
    var storedOverrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    // MARK: Focus

    /// Where focus should go inside the controller: its root view by default.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { loadedView.map { [$0] } ?? [] }
    /// The environment containing the controller: its root view's superview.
    open var parentFocusEnvironment: UIFocusEnvironment? { loadedView?.superview }
    /// Asks for focus to be recomputed from this controller's preferences at the next update.
    open func setNeedsFocusUpdate() { loadedView?.window?.focusSystem.setNeedsUpdate(from: self) }
    /// Runs a pending focus update now.
    open func updateFocusIfNeeded() { loadedView?.window?.focusSystem.updateIfNeeded() }
    /// Whether focus may move as `context` describes; `true` by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Called after focus moved into, out of or within the controller's views.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // The view's back-pointer to its controller holds no reference count, so a view that outlives its
    // controller must lose it here.
    deinit {
        guard let view = loadedViewHolder.value, view.hot.value.owningViewController?.points(at: self) == true
        else { return }
        view.hot.value.owningViewController = nil
    }

    // MARK: Presentation, containment and editing members UIKit declares open

    // Declared here because a member of an extension cannot be overridden; the work is in
    // `UIViewController+Presentation.swift`, `UIViewController+Containment.swift` and
    // `UIViewController+Transition.swift` (spec <doc:Catalog#P28>).

    /// Presents `viewControllerToPresent` over the receiver's window, then runs `completion` (spec
    /// <doc:Catalog#A5>, <doc:Catalog#P16>).
    ///
    /// The presented controller's ``next`` becomes its presenting controller: the outermost container of the
    /// receiver, as in UIKit. There is no animation, so the completion runs before this returns. UIKit
    /// refuses, with a warning or an exception, to present from a controller whose view is not in a window or
    /// that is already presenting, and to present a controller that is the presenter itself, is already
    /// presenting or being presented, has a parent, or is on screen; ResponderKit refuses the same with a
    /// diagnostic and changes nothing. The last four also keep the presentation links from looping (spec
    /// <doc:Catalog#A10>), so ``dismiss(animated:completion:)`` always ends.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Replaces the child `fromViewController`'s view with the child `toViewController`'s, as UIKit's
    /// containers do (spec <doc:Catalog#P18>).
    ///
    /// `toViewController`'s view joins `fromViewController`'s superview, `animations` run with both views in
    /// place, then `fromViewController`'s view leaves. The appearance calls come in UIKit's order:
    /// `viewWillDisappear` of the one leaving, `viewWillAppear` and `viewDidAppear` of the one arriving, then
    /// `viewDidDisappear` of the one leaving. `completion` runs with `true` on the next turn of the run loop
    /// (<doc:Catalog#O1>). Controllers that are not both children of the receiver, or a leaving view outside any
    /// superview, change nothing and are recorded as an `invalidPresentation` diagnostic, where UIKit raises an
    /// exception. Open, as in UIKit (spec <doc:Catalog#P49>).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performTransition(from: fromViewController, to: toViewController, duration: duration,
                          animations: animations, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was presented; then runs `completion`.
    ///
    /// Called on a presented controller that presents nothing, it asks its presenting controller to dismiss
    /// it, through that controller's `dismiss(animated:completion:)`, so an override there sees the call, as
    /// UIKit documents (spec <doc:Catalog#P28>). Controllers presented on top of the dismissed one go with it.
    /// The completion runs before this returns.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Pushes `vc` when the receiver is in a navigation controller, presents it otherwise, as UIKit's default
    /// `show(_:sender:)` does.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of a split view; without one, as ``show(_:sender:)`` does, as UIKit's default
    /// does when no split view controller is above the receiver.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }

    /// Adds `childController` as a child controller, calling its `willMove(toParent:)` first.
    ///
    /// As in UIKit, add the child's view to your hierarchy yourself, then call `child.didMove(toParent: self)`.
    /// A child that already has another parent is removed from it first, through its ``removeFromParent()``.
    /// Adding the receiver itself, or one of the controllers above it (its parents and the controllers that
    /// presented them), would make a loop that every walk up the controllers follows forever; it is refused
    /// with a diagnostic and changes nothing, where UIKit raises `hierarchyInconsistencyException` (spec
    /// <doc:Catalog#A10>).
    open func addChild(_ childController: UIViewController) { attachChild(childController) }

    /// Removes the controller from its parent, then calls `didMove(toParent: nil)`.
    ///
    /// Remove its view from the hierarchy yourself, as in UIKit.
    open func removeFromParent() { detachFromParent() }

    /// Whether the controller's content is being edited; `false` by default. Setting it calls
    /// ``setEditing(_:animated:)`` without animation, so an override of that method sees every change (spec
    /// <doc:Catalog#P29>).
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off; subclasses override it to update their views and call `super`, which records
    /// the new value in ``isEditing``.
    open func setEditing(_ editing: Bool, animated: Bool) { storedIsEditing = editing }

    /// Whether the controller is appearing because it is being presented; true only inside its appearance
    /// callbacks (spec <doc:Catalog#K3>).
    open var isBeingPresented: Bool { appearance.cause == .presentation }

    /// Whether the controller is disappearing because it is being dismissed; true only inside its appearance
    /// callbacks (spec <doc:Catalog#K3>).
    open var isBeingDismissed: Bool { appearance.cause == .dismissal }

    /// Whether the controller is appearing because it was just added to a parent, such as a pushed controller;
    /// true only inside its appearance callbacks (spec <doc:Catalog#K3>).
    open var isMovingToParent: Bool { appearance.cause == .movingToParent }

    /// Whether the controller is disappearing because it is being removed from its parent, such as a popped
    /// controller; true only inside its appearance callbacks (spec <doc:Catalog#K3>).
    open var isMovingFromParent: Bool { appearance.cause == .movingFromParent }

    /// Adds a keyboard shortcut to the controller without overriding ``UIResponder/keyCommands``.
    ///
    /// Added commands take part in key-command matching at the controller's place in the responder chain,
    /// after the commands of an overridden `keyCommands` (spec <doc:Catalog#H4>); their actions go to the first responder and up the
    /// chain like any key command's. Adding the same command twice keeps one. `keyCommands` lists them unless
    /// a subclass overrides it; an override that does not call `super` keeps its added commands working.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a command added with ``addKeyCommand(_:)``; a command that was not added is ignored.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// The nearest navigation controller above this controller, or `nil`.
    open var navigationController: UINavigationController? {
        nearestAncestor(ofType: UINavigationController.self)
    }

    /// The nearest tab bar controller above this controller, or `nil`.
    open var tabBarController: UITabBarController? {
        nearestAncestor(ofType: UITabBarController.self)
    }
}
