import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ComposeToolbarViewController: a toolbar stack pinned to the keyboard layout guide (spec U23, U25, U28)")
struct ComposeToolbarViewControllerTests {
    /// An iPhone 14 upright: 390 x 844 points, 47 covered at the top and 34 at the bottom.
    private static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("U23, U25, U28: the toolbar rests on the safe area, rises onto the keyboard, and Send is tapped there")
    func toolbarRidesOnTheKeyboard() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = ComposeToolbarViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.toolbar.frame == CGRect(x: 0, y: 758, width: 390, height: 52))
        #expect(controller.messageList.frame == CGRect(x: 0, y: 47, width: 390, height: 711))
        // Inside the toolbar's 12 x 6 margins: the field takes what the 64-point button and 8 of spacing leave.
        #expect(controller.messageField.frame == CGRect(x: 12, y: 6, width: 294, height: 40))
        #expect(controller.sendButton.frame == CGRect(x: 314, y: 6, width: 64, height: 40))

        try host.tap(at: CGPoint(x: 100, y: 784))
        #expect(controller.messageField.isFirstResponder)
        host.runUntilIdle()
        let keyboardTop = try #require(host.application.inputSystem.frame).minY
        #expect(keyboardTop < 758)
        #expect(controller.toolbar.frame == CGRect(x: 0, y: keyboardTop - 52, width: 390, height: 52))
        #expect(controller.messageList.frame.maxY == keyboardTop - 52)

        try host.send(.text(.insert("On my way")))
        try host.tap(at: CGPoint(x: 346, y: keyboardTop - 26))
        #expect(controller.sentMessages == ["On my way"])
        #expect(controller.messageField.text == "")

        controller.view.endEditing(true)
        host.runUntilIdle()
        #expect(controller.toolbar.frame.maxY == 810)
    }
}
