import Foundation

/// A container that shows one child at a time from a stack, with a navigation bar above it (spec <doc:Catalog#K4>).
///
/// Only the top controller's view is in the hierarchy: pushing puts the new controller's view in and takes the
/// old top's out, with the appearance callbacks of both in UIKit's order (the leaving controller's
/// `viewWillDisappear`, the arriving one's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`). A
/// first responder inside a controller that leaves resigns, as its view leaves the window (<doc:Catalog#F9>). The chain from a
/// child's view goes to the child, then the navigation controller's view and the navigation controller (<doc:Catalog#A6>), so
/// nil-targeted actions, unhandled touches and key commands reach both. ResponderKit animates nothing: every
/// change is complete when the call returns. The bar is opaque: children are laid out below it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar showing the top controller's title, its bar button items and a back button.
    public let navigationBar = UINavigationBar()
    /// Told before and after a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?
    /// The leading-edge pan that pops the top controller, installed on this controller's view (spec
    /// <doc:Catalog#P17>). It does not begin at the root; set its `delegate` to refuse it, or turn it off with
    /// `isEnabled`.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop }
    /// How far across the view, as a fraction of its width, a released back swipe must have gone to pop; 0.5 by
    /// default (a ResponderKit addition: UIKit does not document its threshold).
    public var interactivePopCompletionFraction: CGFloat = 0.5
    /// How fast, in points per second towards the trailing side, a released back swipe pops however short it
    /// was; 500 by default (a ResponderKit addition, as ``interactivePopCompletionFraction``).
    public var interactivePopCompletionVelocity: CGFloat = 500
    private lazy var interactivePop = InteractivePopGestureRecognizer(navigationController: self)
    private var stack: [UIViewController] = []

    /// Creates an empty navigation controller; the designated initializer that subclasses call.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller; the bar classes are not used, as ResponderKit draws no bars of its own.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers on the stack, the root first; setting it is ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: a controller presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// A plain view holding the navigation bar along its top.
    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        view = container
        container.addSubview(navigationBar)
        container.addGestureRecognizer(interactivePop)
        layOutBarAndTop()
    }

    /// Pushes `viewController` onto the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            report("it is already on the stack", viewController)
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below it; returns the popped one, or `nil` at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; returns them, or `nil` when only the root was there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Pops the controllers above `viewController`; returns them, or `nil` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack: controllers that leave are removed from this parent, new ones are added, and the
    /// new top is shown with the appearance callbacks of the old and the new top.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let oldTop = stack.last
        let leaving = stack.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !stack.contains { $0 === new } }
        let newTop = unique.last
        let topChanges = oldTop !== newTop
        if let newTop, topChanges { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        stack = unique
        let visible = isViewLoaded && isInVisibleWindow && topChanges
        UIViewController.transition(
            disappearing: visible ? [oldTop].compactMap { $0 } : [],
            appearing: visible ? [newTop].compactMap { $0 } : [], animated: animated,
            causes: (leaving.contains { $0 === oldTop } ? .movingFromParent : nil,
                     arriving.contains { $0 === newTop } ? .movingToParent : nil)
        ) {
            if topChanges { oldTop?.viewIfLoaded?.removeFromSuperview() }
            if isViewLoaded { layOutBarAndTop() }
        }
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
        navigationBar.show(stack.map(\.navigationItem), for: self)
        if let newTop, topChanges { delegate?.navigationController(self, didShow: newTop, animated: animated) }
    }

    /// Places the bar along the top and the top controller's view below it, adding the view if it is not in.
    private func layOutBarAndTop() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        navigationBar.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                                     height: UINavigationBar.standardHeight)
        guard let top = stack.last else { return }
        let topView: UIView = top.view
        topView.frame = CGRect(x: bounds.minX, y: bounds.minY + UINavigationBar.standardHeight, width: bounds.width,
                               height: max(0, bounds.height - UINavigationBar.standardHeight))
        if topView.superview !== container { container.insertSubview(topView, belowSubview: navigationBar) }
    }

    /// Keeps the bar and the top view in place when the container's size changes.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBarAndTop()
    }

    private func report(_ reason: String, _ controller: UIViewController) {
        applicationForDiagnostics.diagnostics.record(ResponderDiagnostic(
            kind: .invalidHierarchy,
            message: "\(ResponderChainForwarding.describe(self)) did not push "
                + "\(ResponderChainForwarding.describe(controller)): \(reason)."))
    }
}

extension UIViewController {
    /// A changed title shows in the navigation bar and tab bar that hold the controller.
    func titleDidChange() {
        if let navigationController {
            navigationController.navigationBar.show(navigationController.viewControllers.map(\.navigationItem),
                                                    for: navigationController)
        }
        tabBarController?.tabBar.refreshTitles()
    }
}
