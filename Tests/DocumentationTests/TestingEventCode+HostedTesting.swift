// The Swift Testing tests of the DocC article "Testing event code" (TestingEventCode.md), section "Code as
// written reaches the test's application", as printed there.

import Testing
import ResponderKit
import ResponderKitTesting

@MainActor @Suite(.eventTestHost)          // each test: a fresh host, current while it runs
struct NoteViewControllerTests {
    @Test func saveButtonRisesAboveTheKeyboard() throws {
        let host = try #require(EventTestHost.current)
        let controller = NoteViewController()
        let window = host.makeWindow(rootViewController: controller)
        try host.tap(.identifier("note"))            // down, 50 ms, up, on the field's center
        try host.expectKeyboard(shown: true)         // on failure, prints the first-responder changes
        let keyboard = try #require(host.keyboardFrame)
        #expect(controller.saveButton.frame.maxY <= keyboard.minY)
        _ = window
    }
}

@MainActor @Test func remoteControlWithoutTheTrait() throws {
    let host = EventTestHost()
    let player = PlayerView()
    host.makeWindow().addSubview(player)
    _ = player.becomeFirstResponder()
    try host.run {                               // UIApplication.shared is host.application in here
        UIApplication.shared.beginReceivingRemoteControlEvents()
        try host.remote(.remoteControlPlay)
    }
    #expect(player.commands == [.remoteControlPlay])
}

final class PlayerView: UIView {
    var commands: [UIEvent.EventSubtype] = []
    override var canBecomeFirstResponder: Bool { true }
    override func remoteControlReceived(with event: UIEvent?) {
        if let event { commands.append(event.subtype) }
    }
}
