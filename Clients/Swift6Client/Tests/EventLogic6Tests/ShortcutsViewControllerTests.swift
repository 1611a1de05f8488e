import ResponderKit
import ResponderKitTesting
import Testing
import EventLogic6

@MainActor @Suite("A Swift 6 client's key command")
struct ShortcutsViewControllerTests {
    @Test("H4: Command-R reaches the controller's key command")
    func commandRRefreshes() throws {
        let host = EventTestHost()
        let controller = makeShortcutsScreen()
        let window = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardR, characters: "r", modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardR, characters: "r", modifierFlags: .command)))
        #expect(controller.refreshes == 1)
        _ = window
    }
}
