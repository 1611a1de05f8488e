// Pattern: a label that can be copied: a long press makes it first responder and shows the edit menu with
// `UIMenuController.shared`, adding a custom "Copy Link" item with `UIMenuItem(title:action:)`; the label
// limits the menu to its own actions in `canPerformAction(_:withSender:)`.
// Ported: #selector(showCopyMenu(_:)) / #selector(copyLink(_:)) / #selector(copy(_:)) -> .showCopyMenu /
// .copyLink / .copy, @objc dropped, declareActions for the label's own actions (the overridden copy(_:) needs
// no listing).
import ResponderKit

extension Selector {
    static let showCopyMenu: Selector = "showCopyMenu:"
    static let copyLink: Selector = "copyLink:"
}

class CopyableLabel: UILabel {
    var link: String?

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.showCopyMenu, CopyableLabel.showCopyMenu)
        table.add(.copyLink, CopyableLabel.copyLink)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sharedInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        sharedInit()
    }

    private func sharedInit() {
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: .showCopyMenu))
    }

    func showCopyMenu(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Copy Link", action: .copyLink)]
        menu.showMenu(from: self, rect: bounds)
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        UIMenuController.shared.hideMenu()
    }

    func copyLink(_ sender: Any?) {
        UIPasteboard.general.string = link
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copyLink {
            return link != nil
        }
        return action == .copy
    }
}
