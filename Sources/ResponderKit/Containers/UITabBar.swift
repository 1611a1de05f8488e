import Foundation

/// The bar of tabs along the bottom of a tab bar controller: one button per child, titled from its tab bar
/// item. A tap on a button is hit-tested and tracked like any button's, then asks the controller's delegate and
/// selects the tab.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar, in points.
    public static let standardHeight: CGFloat = 49

    weak var controller: UITabBarController?
    /// The tab buttons, in the order of the controller's children.
    public private(set) var buttons: [UIButton] = []

    /// The items of the tabs, in order.
    open var items: [UITabBarItem]? {
        controller?.viewControllers?.map { $0.tabBarItem }
    }

    /// The item of the selected tab.
    open var selectedItem: UITabBarItem? {
        controller?.selectedViewController?.tabBarItem
    }

    /// Creates a bar; a tab bar controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tabBar"
    }

    /// Creates a bar with no tabs.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Places the tab buttons side by side across the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshTitles()
    }

    /// Makes one button per tab, titled from its item, the selected one marked.
    func refreshTitles() {
        let items = self.items ?? []
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let index = buttons.count
            let button = UIButton(type: .system)
            button.addAction(UIAction { [weak self] _ in self?.controller?.userSelected(index) }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
        }
        let width = items.isEmpty ? 0 : bounds.width / CGFloat(items.count)
        let selected = controller?.selectedIndex
        for (index, button) in buttons.enumerated() {
            let title = items[index].title ?? "Tab \(index + 1)"
            button.setTitle(index == selected ? "[\(title)]" : title, for: .normal)
            button.accessibilityIdentifier = "tab \(title)"
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}
