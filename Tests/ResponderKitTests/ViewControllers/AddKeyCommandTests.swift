import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let findNext: Selector = "findNext:"
    fileprivate static let closeTab: Selector = "closeTab:"
}

/// A browser-like controller that registers its shortcuts in `viewDidLoad`-style setup with
/// `addKeyCommand(_:)` instead of overriding `keyCommands`.
@MainActor
private final class TabsController: UIViewController {
    var finds = 0
    var closes: [UIKeyCommand] = []

    // As in UIKit, a controller's shortcuts are found from the first responder up, so it takes that role.
    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.findNext, TabsController.findNext)
        table.add(.closeTab, TabsController.closeTab)
    }

    func findNext(_ sender: Any?) { finds += 1 }
    func closeTab(_ sender: UIKeyCommand) { closes.append(sender) }
}

/// A controller whose `keyCommands` claims Cmd-G first, to check the order of the two sources.
@MainActor
private final class OverridingTabsController: UIViewController {
    var fromProperty = 0
    var fromAdded = 0

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext)]
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.findNext, OverridingTabsController.findNext)
        table.add(.closeTab, OverridingTabsController.closeTab)
    }

    func findNext(_ sender: Any?) { fromProperty += 1 }
    func closeTab(_ sender: Any?) { fromAdded += 1 }
}

@MainActor
@Suite("UIViewController.addKeyCommand(_:) (spec H4)")
struct AddKeyCommandTests {
    private func press(_ host: EventTestHost, _ code: UIKeyboardHIDUsage, _ characters: String,
                       _ modifiers: UIKeyModifierFlags) throws {
        try host.send(.key(HostKey(.down, code, characters: characters, modifierFlags: modifiers)))
        try host.send(.key(HostKey(.up, code, characters: characters, modifierFlags: modifiers)))
    }

    @Test("H4: a command added with addKeyCommand fires from the keyboard and goes once removed")
    func addedCommandFiresUntilRemoved() throws {
        let host = EventTestHost()
        let controller = TabsController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        let close = UIKeyCommand(input: "w", modifierFlags: .command, action: .closeTab)
        controller.addKeyCommand(UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext))
        controller.addKeyCommand(close)
        controller.addKeyCommand(close)

        try press(host, .keyboardG, "g", .command)
        try press(host, .keyboardW, "w", .command)
        #expect(controller.finds == 1)
        #expect(controller.closes.count == 1 && controller.closes.first === close)

        controller.removeKeyCommand(close)
        try press(host, .keyboardW, "w", .command)
        #expect(controller.closes.count == 1)
        try press(host, .keyboardG, "g", .command)
        #expect(controller.finds == 2)
    }

    @Test("H4: an added command is matched from a first responder deep in the controller's view")
    func addedCommandFromFirstResponderBelow() throws {
        let host = EventTestHost()
        let controller = TabsController()
        _ = host.makeWindow(rootViewController: controller)
        let field = TextSink()
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        controller.addKeyCommand(UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext))

        try press(host, .keyboardG, "g", .command)
        try press(host, .keyboardG, "g", [])
        #expect(controller.finds == 1)
        #expect(field.text == "g")
    }

    @Test("H4: keyCommands lists the commands added with addKeyCommand, and removeKeyCommand takes them out")
    func keyCommandsListsAdded() {
        let controller = UIViewController()
        #expect(controller.keyCommands == nil)
        let added = UIKeyCommand(input: "g", modifierFlags: .command, action: .closeTab)
        controller.addKeyCommand(added)
        controller.addKeyCommand(added)
        #expect(controller.keyCommands?.count == 1 && controller.keyCommands?.first === added)
        controller.removeKeyCommand(added)
        #expect(controller.keyCommands == nil)
    }

    @Test("H4: the controller's own keyCommands come before the commands added to it")
    func propertyBeforeAdded() throws {
        let host = EventTestHost()
        let controller = OverridingTabsController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        let added = UIKeyCommand(input: "g", modifierFlags: .command, action: .closeTab)
        controller.addKeyCommand(added)
        #expect(controller.keyCommands?.contains { $0 === added } == false)

        try press(host, .keyboardG, "g", .command)
        #expect(controller.fromProperty == 1 && controller.fromAdded == 0)
    }

    @Test("H4: a controller's added commands die with it and never reach a later controller")
    func addedCommandsDoNotOutliveController() throws {
        let host = EventTestHost()
        weak var gone: TabsController?
        do {
            let controller = TabsController()
            controller.addKeyCommand(UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext))
            gone = controller
        }
        #expect(gone == nil)
        let fresh = TabsController()
        _ = host.makeWindow(rootViewController: fresh)
        try press(host, .keyboardG, "g", .command)
        #expect(fresh.finds == 0)
    }
}
