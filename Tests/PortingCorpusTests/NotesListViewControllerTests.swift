import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("NotesListViewController: overriding keyCommands on a view controller (spec H4, F10)")
struct NotesListViewControllerTests {
    @Test("H4: Cmd-N and Cmd-F send their actions to the controller that offers them")
    func commandShortcuts() throws {
        let host = EventTestHost()
        let controller = NotesListViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.expectFirstResponder(controller)

        try host.send(.key(HostKey(.down, .keyboardN, characters: "n", modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardN, characters: "n", modifierFlags: .command)))
        try host.send(.key(HostKey(.down, .keyboardF, characters: "f", modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardF, characters: "f", modifierFlags: .command)))
        #expect(controller.notes.last == "Untitled")
        #expect(controller.selectedIndex == 3)
        #expect(controller.isSearching)
    }

    @Test("H4: arrow-key commands move the selection; N without Command matches nothing")
    func arrowCommands() throws {
        let host = EventTestHost()
        let controller = NotesListViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.expectFirstResponder(controller)

        for key in [UIKeyboardHIDUsage.keyboardDownArrow, .keyboardDownArrow, .keyboardUpArrow] {
            try host.send(.key(HostKey(.down, key)))
            try host.send(.key(HostKey(.up, key)))
        }
        try host.send(.key(HostKey(.down, .keyboardN, characters: "n")))
        try host.send(.key(HostKey(.up, .keyboardN, characters: "n")))
        #expect(controller.selectedIndex == 1)
        #expect(controller.notes.count == 3)
    }
}
