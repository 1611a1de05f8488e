import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A text view stand-in: it can be first responder and copy, but not select all; it remembers the senders it
/// was asked with.
final class CopyOnlyField: UIView {
    var hasSelection = true
    var copies = 0
    var validationSenders: [Any?] = []

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.copy, CopyOnlyField.copy)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        validationSenders.append(sender)
        if action == .copy { return hasSelection }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        copies += 1
    }
}

/// A controller that can select all.
final class SelectAllController: UIViewController {
    var selectAllSenders: [Any?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.selectAll, SelectAllController.selectAll)
    }

    override func selectAll(_ sender: Any?) {
        selectAllSenders.append(sender)
    }
}

@MainActor @Suite("Editing menu")
struct EditMenuTests {
    private func makeScene(_ host: EventTestHost) -> (SelectAllController, CopyOnlyField, UIWindow) {
        let controller = SelectAllController()
        let window = host.makeWindow(rootViewController: controller)
        let field = CopyOnlyField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        return (controller, field, window)
    }

    @Test("J3, J4: a first responder that cannot selectAll, under a controller that can, shows Select All")
    func selectAllReachesController() throws {
        let host = EventTestHost()
        let (controller, field, window) = makeScene(host)
        #expect(field.becomeFirstResponder())
        let menu = try #require(host.application.makeEditMenu())
        #expect(menu.firstResponder === field)
        #expect(menu.items.map(\.title) == ["Copy", "Select All"])
        let selectAll = try #require(menu.item(titled: "Select All"))
        #expect(selectAll.action == .selectAll)
        #expect(menu.choose(selectAll))
        #expect(controller.selectAllSenders.count == 1)
        #expect((controller.selectAllSenders.first as? UIApplication) === host.application)
        #expect(field.copies == 0)
        _ = window
    }

    @Test("J2: menu validation asks with the application as sender")
    func validationSenderIsApplication() throws {
        let host = EventTestHost()
        let (_, field, window) = makeScene(host)
        #expect(field.becomeFirstResponder())
        _ = host.application.makeEditMenu()
        #expect(!field.validationSenders.isEmpty)
        #expect(field.validationSenders.allSatisfy { ($0 as? UIApplication) === host.application })
        _ = window
    }

    @Test("J2, J3: an action the first responder refuses now is left out unless someone above performs it")
    func refusedActionHidden() throws {
        let host = EventTestHost()
        let (_, field, window) = makeScene(host)
        field.hasSelection = false
        #expect(field.becomeFirstResponder())
        let menu = try #require(host.application.makeEditMenu())
        #expect(menu.items.map(\.action) == [.selectAll])
        _ = window
    }

    @Test("J4: choosing an item nobody can perform any more is ignored")
    func choiceIgnoredWhenUnhandled() throws {
        let host = EventTestHost()
        let (_, field, window) = makeScene(host)
        #expect(field.becomeFirstResponder())
        let menu = try #require(host.application.makeEditMenu())
        let copy = try #require(menu.item(titled: "Copy"))
        field.hasSelection = false
        #expect(!menu.choose(copy))
        #expect(field.copies == 0)
        #expect(host.application.diagnostics.entries.isEmpty)
        field.hasSelection = true
        #expect(menu.choose(copy))
        #expect(field.copies == 1)
        _ = window
    }

    @Test("J1, J3: the menu lists standard actions in menu order, and takes an app's own items")
    func customItems() throws {
        let host = EventTestHost()
        let (_, field, window) = makeScene(host)
        #expect(field.becomeFirstResponder())
        #expect(EditMenu.Item.standard.map(\.action) == Selector.standardEditActions)
        let custom = EditMenu.Item(action: .tap, title: "Tap")
        let menu = try #require(host.application.makeEditMenu(candidates: [custom] + EditMenu.Item.standard))
        #expect(menu.items.map(\.title) == ["Copy", "Select All"])
        let controller = TapController()
        let other = host.makeWindow(rootViewController: controller)
        let otherField = PlainFirstResponder()
        controller.view.addSubview(otherField)
        #expect(otherField.becomeFirstResponder())
        let tapMenu = EditMenu(for: otherField, application: host.application, candidates: [custom])
        #expect(tapMenu.items == [custom])
        #expect(tapMenu.choose(custom))
        #expect(controller.log.entries == ["action"])
        _ = (window, other)
    }

    @Test("J3: with no first responder there is no menu")
    func noFirstResponderNoMenu() {
        let host = EventTestHost()
        let (_, _, window) = makeScene(host)
        #expect(host.application.makeEditMenu() == nil)
        _ = window
    }
}
