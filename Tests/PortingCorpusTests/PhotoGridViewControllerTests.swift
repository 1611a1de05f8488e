import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class PressRecordingWindow: UIWindow {
    private(set) var forwardedPresses = 0

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardedPresses += 1
        super.pressesBegan(presses, with: event)
    }
}

@MainActor
@Suite("PhotoGridViewController: pressesBegan on a view controller for arrows and select (spec H1, H2, H3)")
struct PhotoGridViewControllerTests {
    private func show(_ controller: UIViewController, in host: EventTestHost) -> PressRecordingWindow {
        let window = PressRecordingWindow(frame: host.screen.bounds, application: host.application)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    private func press(_ key: UIKeyboardHIDUsage, characters: String = "", in host: EventTestHost) throws {
        try host.send(.key(HostKey(.down, key, characters: characters)))
        try host.send(.key(HostKey(.up, key, characters: characters)))
    }

    @Test("H2: arrow keys reach the first-responder controller and move the selection through the grid")
    func arrowsMoveSelection() throws {
        let host = EventTestHost()
        let controller = PhotoGridViewController()
        _ = show(controller, in: host)
        try host.expectFirstResponder(controller)
        try press(.keyboardRightArrow, in: host)
        try press(.keyboardDownArrow, in: host)
        try press(.keyboardRightArrow, in: host)
        try press(.keyboardUpArrow, in: host)
        try press(.keyboardUpArrow, in: host)
        #expect(controller.selectedItem == 2)
        try press(.keyboardReturnOrEnter, characters: "\r", in: host)
        #expect(controller.openedItem == 2)
    }

    @Test("H1: the remote's select button (UIPress.type .select) opens the selected item")
    func remoteSelect() throws {
        let host = EventTestHost()
        let controller = PhotoGridViewController()
        _ = show(controller, in: host)
        try host.expectFirstResponder(controller)
        try host.send(.button(HostButton(isDown: true, type: .select)))
        try host.send(.button(HostButton(isDown: false, type: .select)))
        #expect(controller.openedItem == 0)
    }

    @Test("H3: a key the controller does not handle goes to super and on up the chain to the window")
    func unhandledKeysGoUp() throws {
        let host = EventTestHost()
        let controller = PhotoGridViewController()
        let window = show(controller, in: host)
        try host.expectFirstResponder(controller)
        try press(.keyboardEscape, in: host)
        try press(.keyboardLeftArrow, in: host)
        #expect(window.forwardedPresses == 1)
        #expect(controller.selectedItem == 0)
    }
}
