import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let deleteItem: Selector = "deleteItem:"
    fileprivate static let toggleSidebar: Selector = "toggleSidebar:"
}

/// A list controller with UIKit-13-style menu commands: Cmd-Delete deletes, Cmd-Ctrl-S toggles the sidebar.
@MainActor
private final class ListController: UIViewController {
    var commands: [UIKeyCommand] = []
    var deletions: [UIKeyCommand] = []
    var toggles = 0

    override var keyCommands: [UIKeyCommand]? { commands }
    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.deleteItem, ListController.deleteItem)
        table.add(.toggleSidebar, ListController.toggleSidebar)
    }

    func deleteItem(_ sender: UIKeyCommand) { deletions.append(sender) }
    func toggleSidebar(_ sender: Any?) { toggles += 1 }
}

@MainActor
@Suite("UIKeyCommand as a UICommand menu element (spec H4)")
struct KeyCommandMenuElementTests {
    private func press(_ host: EventTestHost, _ code: UIKeyboardHIDUsage, _ characters: String,
                       _ modifiers: UIKeyModifierFlags) throws {
        try host.send(.key(HostKey(.down, code, characters: characters, modifierFlags: modifiers)))
        try host.send(.key(HostKey(.up, code, characters: characters, modifierFlags: modifiers)))
    }

    @Test("UIKeyCommand(title:image:action:input:...:attributes:state:) keeps every argument")
    func fullInitializer() {
        let image = UIImage(size: CGSize(width: 16, height: 16))
        let alternate = UICommandAlternate(title: "Delete Forever", action: .deleteItem, modifierFlags: .alternate)
        let command = UIKeyCommand(title: "Delete", image: image, action: .deleteItem, input: "\u{8}",
                                   modifierFlags: .command, propertyList: "row", alternates: [alternate],
                                   discoverabilityTitle: "Delete Item", attributes: .destructive, state: .on)
        #expect(command.title == "Delete")
        #expect(command.image === image)
        #expect(command.action == .deleteItem)
        #expect(command.input == "\u{8}")
        #expect(command.modifierFlags == .command)
        #expect(command.propertyList as? String == "row")
        #expect(command.alternates.count == 1 && command.alternates.first === alternate)
        #expect(command.discoverabilityTitle == "Delete Item")
        #expect(command.attributes == .destructive)
        #expect(command.state == .on)
    }

    @Test("UIKeyCommand's UIKit defaults: empty title, no image or modifiers, enabled, off, no system priority")
    func defaults() {
        let command = UIKeyCommand(action: .toggleSidebar, input: "s")
        #expect(command.title.isEmpty && command.image == nil && command.discoverabilityTitle == nil)
        #expect(command.modifierFlags.isEmpty && command.propertyList == nil && command.alternates.isEmpty)
        #expect(command.attributes.isEmpty && command.state == .off)
        #expect(!command.wantsPriorityOverSystemBehavior)
        #expect(command.allowsAutomaticLocalization && command.allowsAutomaticMirroring)

        let old = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .toggleSidebar,
                               discoverabilityTitle: "Close")
        #expect(old.input == UIKeyCommand.inputEscape && old.discoverabilityTitle == "Close" && old.title.isEmpty)
    }

    @Test("UIKeyCommand is a UICommand and a UIMenuElement: it stands in a UIMenu beside UIActions")
    func menuElementHierarchy() {
        let command = UIKeyCommand(title: "Sidebar", action: .toggleSidebar, input: "s",
                                   modifierFlags: [.command, .control])
        let share = UIAction(title: "Share") { _ in }
        let menu = UIMenu(title: "View", children: [command, share])
        let attributes: UIMenuElement.Attributes = [.hidden, .keepsMenuPresented]
        let state: UIMenuElement.State = .mixed
        #expect(menu.children.count == 2)
        #expect((menu.children.first as? UICommand)?.action == .toggleSidebar)
        #expect(menu.children.last is UIAction)
        #expect(attributes.contains(.hidden) && state == .mixed)
    }

    @Test("H4: a .disabled key command does not fire, and the key does what it would without it")
    func disabledCommandDoesNotFire() throws {
        let host = EventTestHost()
        let controller = ListController()
        _ = host.makeWindow(rootViewController: controller)
        let field = TextSink()
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let delete = UIKeyCommand(title: "Delete", action: .deleteItem, input: "d", modifierFlags: .command,
                                  attributes: .disabled)
        controller.commands = [delete]

        try press(host, .keyboardD, "d", .command)
        #expect(controller.deletions.isEmpty)

        delete.attributes = []
        try press(host, .keyboardD, "d", .command)
        #expect(controller.deletions.count == 1 && controller.deletions.first === delete)
    }

    @Test("H4: a .hidden key command still fires from the keyboard, as UIKit documents")
    func hiddenCommandFires() throws {
        let host = EventTestHost()
        let controller = ListController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        controller.commands = [UIKeyCommand(action: .toggleSidebar, input: "s", modifierFlags: [.command, .control],
                                            attributes: .hidden)]
        try press(host, .keyboardS, "s", [.command, .control])
        #expect(controller.toggles == 1)
    }

    @Test("H4: a disabled command does not hide an enabled one for the same key further up the chain")
    func disabledCommandFallsThrough() throws {
        let host = EventTestHost()
        let controller = ListController()
        _ = host.makeWindow(rootViewController: controller)
        let panel = KeyCommandPanel()
        controller.view.addSubview(panel)
        #expect(panel.becomeFirstResponder())
        panel.commands = [UIKeyCommand(action: .deleteItem, input: "s", modifierFlags: .command,
                                       attributes: .disabled)]
        controller.commands = [UIKeyCommand(action: .toggleSidebar, input: "s", modifierFlags: .command)]
        try press(host, .keyboardS, "s", .command)
        #expect(controller.toggles == 1 && controller.deletions.isEmpty)
    }

    @Test("UIKeyboardHIDUsage(rawValue:) is failable as UIKit's imported enum, and like it never nil")
    func failableHIDUsage() throws {
        guard let letterA = UIKeyboardHIDUsage(rawValue: 0x04) else {
            Issue.record("a known code gave nil")
            return
        }
        #expect(letterA == .keyboardA)
        let unnamed = try #require(UIKeyboardHIDUsage(rawValue: 0x300))
        #expect(unnamed.rawValue == 0x300 && !unnamed.isKnown)
    }
}

/// A first responder with key commands of its own, below the list controller.
@MainActor
private final class KeyCommandPanel: UIView {
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
}
