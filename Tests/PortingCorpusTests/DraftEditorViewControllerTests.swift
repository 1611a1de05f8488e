import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("DraftEditorViewController: UIViewController.addKeyCommand and UIKeyCommand's full initializer (spec H4)")
struct DraftEditorViewControllerTests {
    @Test("H4: Cmd-S runs the command added in viewDidLoad; Escape runs the other")
    func addedCommandsRun() throws {
        let host = EventTestHost()
        let controller = DraftEditorViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardS, characters: "s", modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardS, characters: "s", modifierFlags: .command)))
        #expect(controller.savedDrafts == 1)
        try host.send(.key(HostKey(.down, .keyboardEscape)))
        try host.send(.key(HostKey(.up, .keyboardEscape)))
        #expect(controller.isDiscarded)
    }

    @Test("H4: the added command needs its modifier: S without Command does nothing")
    func commandNeedsItsModifier() throws {
        let host = EventTestHost()
        let controller = DraftEditorViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardS, characters: "s")))
        try host.send(.key(HostKey(.up, .keyboardS, characters: "s")))
        #expect(controller.savedDrafts == 0)
    }
}
