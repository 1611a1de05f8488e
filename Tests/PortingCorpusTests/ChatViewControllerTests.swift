import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ChatViewController: a controller's inputAccessoryView as a message bar (spec G1, G3, F10)")
struct ChatViewControllerTests {
    @Test("G3: once the controller is first responder, its bar sits at the bottom of the screen, screen-wide")
    func barAtTheBottom() throws {
        let host = EventTestHost()
        let controller = ChatViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        #expect(host.application.inputSystem.shownAccessoryView === controller.messageBar)
        #expect(host.application.inputSystem.frame == CGRect(x: 0, y: 844 - 52, width: 390, height: 52))
    }

    @Test("G1: the bar's send button works from the input views' window")
    func sendFromTheBar() throws {
        let host = EventTestHost()
        let controller = ChatViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        controller.messageField.text = "On my way"
        try host.tap(controller.sendButton)
        #expect(controller.sentMessages == ["On my way"])
        #expect(controller.messageField.text == "")
    }
}
