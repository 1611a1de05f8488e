import Foundation

/// A container that shows one of its children at a time, chosen with a tab bar along its bottom (spec <doc:Catalog#K4>).
///
/// Only the selected controller's view is in the hierarchy. Switching tabs takes the old one's view out and
/// puts the new one's in, with the appearance callbacks of both in the order UIKit's logs show for tabs (the
/// arriving controller's `viewWillAppear`, the leaving one's `viewWillDisappear`, then `viewDidDisappear` and
/// `viewDidAppear`). The
/// chain goes from the selected child's view to the child, then the tab bar controller's view and the tab bar
/// controller (<doc:Catalog#A6>). Nothing animates: a switch is complete when the call returns.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs, one button per child, titled from each child's ``UIViewController/tabBarItem``.
    public let tabBar = UITabBar()
    /// Asked before a tap on a tab selects it, and told after.
    open weak var delegate: UITabBarControllerDelegate?
    private var tabs: [UIViewController] = []
    private var selection = 0

    /// Creates an empty tab bar controller; the designated initializer that subclasses call.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The children, one per tab; setting it is ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected child's index; setting it switches tabs (without asking the delegate, as in UIKit).
    open var selectedIndex: Int {
        get { selection }
        set { select(newValue) }
    }

    /// The selected child; setting one of the children switches to it.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// A plain view holding the tab bar along its bottom.
    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        view = container
        container.addSubview(tabBar)
        tabBar.controller = self
        layOutBarAndSelection()
    }

    /// Replaces the children: leaving ones are removed from this parent, new ones added, and the selection is
    /// kept when its controller stays, else the first tab is selected.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let oldSelected = selectedViewController
        let leaving = tabs.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !tabs.contains { $0 === new } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        tabs = unique
        selection = oldSelected.flatMap { old in unique.firstIndex { $0 === old } } ?? 0
        switchViews(from: oldSelected, to: selectedViewController, animated: animated)
        for controller in leaving { controller.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
        tabBar.controller = self
        tabBar.refreshTitles()
    }

    /// A tap on tab `index`: asks the delegate, selects, tells the delegate.
    func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        selection = index
        switchViews(from: old, to: selectedViewController, animated: false)
        tabBar.refreshTitles()
    }

    private func switchViews(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        let changes = old !== new
        let visible = isViewLoaded && isInVisibleWindow && changes
        UIViewController.transition(disappearing: visible ? [old].compactMap { $0 } : [],
                                    appearing: visible ? [new].compactMap { $0 } : [], animated: animated,
                                    arrivingBeginsFirst: true) {
            if changes { old?.viewIfLoaded?.removeFromSuperview() }
            layOutBarAndSelection()
        }
    }

    private func layOutBarAndSelection() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let barHeight = UITabBar.standardHeight
        tabBar.frame = CGRect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        guard let selected = selectedViewController else { return }
        let selectedView: UIView = selected.view
        selectedView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                                    height: max(0, bounds.height - barHeight))
        if selectedView.superview !== container { container.insertSubview(selectedView, belowSubview: tabBar) }
    }

    /// Keeps the bar and the selected view in place when the container's size changes.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBarAndSelection()
    }
}

/// Asked before a tab is selected by a tap, and told after; both methods have defaults.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap may select `viewController`'s tab; `true` by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
