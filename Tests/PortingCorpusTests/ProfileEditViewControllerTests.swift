import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ProfileEditViewController: touchesBegan on a view controller ends editing (spec A2, C3, F6)")
struct ProfileEditViewControllerTests {
    @Test("A2, C3: a touch on empty space goes from the root view to the controller, which ends editing")
    func tapOutsideEndsEditing() throws {
        let host = EventTestHost()
        let controller = ProfileEditViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.nameField)
        #expect(controller.nameField.isFirstResponder)
        try host.tap(at: CGPoint(x: 200, y: 600))
        #expect(controller.nameField.isFirstResponder == false)
        #expect(host.application.firstResponder == nil)
    }

    @Test("F7: a tap on the other field moves editing to it")
    func tapOtherFieldMovesEditing() throws {
        let host = EventTestHost()
        let controller = ProfileEditViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.nameField)
        try host.tap(controller.bioField)
        #expect(controller.bioField.isFirstResponder)
    }
}
