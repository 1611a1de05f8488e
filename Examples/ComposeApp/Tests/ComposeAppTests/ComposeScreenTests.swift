import Testing
import ResponderKit
import ResponderKitTesting
@testable import ComposeApp

// The compose screen's event logic, tested through the host as an iOS team would test it, with Swift Testing:
// each test gets its own host (the `.eventTestHost` trait), so the screen's `UIScreen.main` and its keyboard
// helper's `NotificationCenter.default` are the test's, and the tests run in parallel.
@MainActor
@Suite("Compose screen", .eventTestHost)
struct ComposeScreenTests {
    let host: EventTestHost
    let controller = ComposeViewController()
    let window: UIWindow

    init() throws {
        host = try #require(EventTestHost.current)
        window = host.makeWindow(rootViewController: controller)
    }

    @Test("Tapping a field makes it first responder and shows the keyboard; the send button moves above it")
    func keyboardAvoidance() throws {
        let restingY = controller.sendButton.frame.minY
        try host.tap(.identifier("body"))
        try host.expectFirstResponder(controller.bodyField)
        try host.expectKeyboard(shown: true)
        let keyboard = try #require(host.keyboardFrame)
        #expect(controller.keyboardAvoider.keyboardHeight == keyboard.height)
        #expect(controller.sendButton.frame.minY == restingY - keyboard.height)
    }

    @Test("The send button's nil-targeted action travels from the first responder to the controller")
    func sendButton() throws {
        try host.tap(.identifier("to"))
        try host.type("ada")
        try host.tap(.identifier("body"))
        try host.type("hello")
        try host.tap(.label("Send"))
        try host.expectLastAction(.sendMessage, reached: controller)
        #expect(controller.sentMessages == ["ada: hello"])
        try host.expectKeyboard(shown: false)
    }

    @Test("Command-Return sends and Command-K clears, from the keyboard")
    func keyCommands() throws {
        try host.tap(.identifier("body"))
        try host.type("draft")
        try host.press(key: "k", modifiers: [.command])
        #expect(controller.bodyField.text == "")
        try host.type("final")
        try host.press(key: .keyboardReturnOrEnter, modifiers: [.command], characters: "\r")
        #expect(controller.sentMessages == [": final"])
    }

    @Test("Shaking undoes the last clear")
    func shakeToUndo() throws {
        try host.tap(.identifier("body"))
        try host.type("keep me")
        try host.press(key: "k", modifiers: [.command])
        try host.shake()
        #expect(controller.bodyField.text == "keep me")
    }

    @Test("Pulling down puts the keyboard away; the custom recognizer wins the arena")
    func pullDown() throws {
        try host.tap(.identifier("body"))
        host.recordGestureArenas()
        try host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 205, y: 450))
        let recognizer = try #require(controller.view.gestureRecognizers?.first)
        try host.expectRecognized(recognizer)
        try host.expectKeyboard(shown: false)
    }
}
