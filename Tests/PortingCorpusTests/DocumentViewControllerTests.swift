import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("DocumentViewController: nil-targeted actions up the responder chain (spec E7, E8, A6)")
struct DocumentViewControllerTests {
    @Test("E7, A6: with no first responder, save walks from the button through the child controller to the document")
    func saveFromTheButton() throws {
        let host = EventTestHost()
        let controller = DocumentViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.toolbarController.saveButton)
        #expect(controller.saveCount == 1)
    }

    @Test("E7: bold reaches the text view only when it is first responder; save still reaches the document")
    func boldNeedsTheFirstResponder() throws {
        let host = EventTestHost()
        let controller = DocumentViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.toolbarController.boldButton)
        #expect(controller.textView.isBold == false)

        #expect(controller.textView.becomeFirstResponder())
        try host.tap(controller.toolbarController.boldButton)
        #expect(controller.textView.isBold)
        try host.tap(controller.toolbarController.saveButton)
        #expect(controller.saveCount == 1)
    }
}
