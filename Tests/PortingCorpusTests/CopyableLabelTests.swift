import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("CopyableLabel: UIMenuController with a UIMenuItem and canPerformAction (spec J2, J3, J4)")
struct CopyableLabelTests {
    private func showMenu(on label: CopyableLabel, host: EventTestHost) throws -> EditMenu {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: label))
        host.advance(by: 0.6)
        try finger.lift()
        return try #require(UIMenuController.shared.visibleMenu)
    }

    @Test("J3: a long press shows Copy and the custom Copy Link item, and nothing the label refuses")
    func menuItems() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let label = CopyableLabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        label.text = "Order #4521"
        label.link = "https://example.com/orders/4521"
        window.rootViewController?.view.addSubview(label)
        defer { UIMenuController.shared.hideMenu() }

        let menu = try showMenu(on: label, host: host)
        #expect(label.isFirstResponder)
        #expect(Set(menu.items.map(\.action)) == [.copy, .copyLink])
    }

    @Test("J4: choosing Copy Link sends the item's action to the label; Copy copies the text")
    func chooseItems() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let label = CopyableLabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        label.text = "Order #4521"
        label.link = "https://example.com/orders/4521"
        window.rootViewController?.view.addSubview(label)
        defer { UIMenuController.shared.hideMenu() }

        var menu = try showMenu(on: label, host: host)
        let copyLink = try #require(menu.items.first { $0.action == .copyLink })
        #expect(UIMenuController.shared.choose(copyLink))
        #expect(UIPasteboard.general.string == "https://example.com/orders/4521")

        menu = try showMenu(on: label, host: host)
        let copy = try #require(menu.items.first { $0.action == .copy })
        #expect(UIMenuController.shared.choose(copy))
        #expect(UIPasteboard.general.string == "Order #4521")
        #expect(UIMenuController.shared.isMenuVisible == false)
    }

    @Test("J2: without a link, canPerformAction refuses Copy Link and the menu shows Copy only")
    func noLinkNoItem() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let label = CopyableLabel(frame: CGRect(x: 20, y: 200, width: 300, height: 30))
        label.text = "Order #4521"
        window.rootViewController?.view.addSubview(label)
        defer { UIMenuController.shared.hideMenu() }
        let menu = try showMenu(on: label, host: host)
        #expect(menu.items.map(\.action) == [.copy])
    }
}
