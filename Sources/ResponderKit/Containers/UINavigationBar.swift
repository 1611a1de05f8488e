import Foundation

/// The bar along the top of a navigation controller: the top item's title in the middle, a back button (or
/// the left bar button item) at the leading edge and the right bar button item at the trailing edge.
///
/// Its buttons are real ``UIButton``s, so a tap on one is hit-tested, tracked and sent like any other: the
/// back button pops the navigation controller, a bar button item sends its action.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar, in points.
    public static let standardHeight: CGFloat = 44

    /// The items, the root's first; the last is on top.
    open private(set) var items: [UINavigationItem]?
    /// The item on top, whose title the bar shows.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The label showing the top item's title.
    public let titleLabel = UILabel()
    /// The back button; hidden at the root.
    public let backButton = UIButton(type: .system)
    private let rightButton = UIButton(type: .system)
    private let leftButton = UIButton(type: .system)
    private weak var navigationController: UINavigationController?

    /// Creates a bar; a navigation controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "navigationBar"
        backButton.accessibilityIdentifier = "back"
        for subview in [titleLabel, backButton, leftButton, rightButton] { addSubview(subview) }
        backButton.addAction(UIAction { [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }, for: .touchUpInside)
        leftButton.addAction(UIAction { [weak self] _ in self?.trigger(\.leftBarButtonItem) }, for: .touchUpInside)
        rightButton.addAction(UIAction { [weak self] _ in self?.trigger(\.rightBarButtonItem) }, for: .touchUpInside)
        refresh()
    }

    /// Creates a bar with no items.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Places the title and the buttons across the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    /// Shows `items` for `navigationController`: its top item's title and buttons.
    func show(_ items: [UINavigationItem], for navigationController: UINavigationController) {
        self.items = items
        self.navigationController = navigationController
        refresh()
    }

    private func trigger(_ item: KeyPath<UINavigationItem, UIBarButtonItem?>) {
        guard let barItem = topItem?[keyPath: item] else { return }
        barItem.trigger(from: self)
    }

    private func refresh() {
        let width = bounds.width, height = bounds.height
        let buttonWidth = min(96, width / 4)
        titleLabel.text = topItem?.title
        titleLabel.frame = CGRect(x: buttonWidth, y: 0, width: max(0, width - 2 * buttonWidth), height: height)
        let back = backItem
        let left = topItem?.leftBarButtonItem
        backButton.isHidden = back == nil || left != nil || topItem?.hidesBackButton == true
        backButton.setTitle("‹ " + (back?.backButtonTitle ?? back?.title ?? "Back"), for: .normal)
        backButton.frame = CGRect(x: 0, y: 0, width: buttonWidth, height: height)
        configure(leftButton, with: left, frame: CGRect(x: 0, y: 0, width: buttonWidth, height: height))
        configure(rightButton, with: topItem?.rightBarButtonItem,
                  frame: CGRect(x: width - buttonWidth, y: 0, width: buttonWidth, height: height))
    }

    private func configure(_ button: UIButton, with item: UIBarButtonItem?, frame: CGRect) {
        button.isHidden = item == nil
        button.isEnabled = item?.isEnabled ?? false
        button.setTitle(item?.title, for: .normal)
        button.frame = frame
        item?.view = button
    }
}
