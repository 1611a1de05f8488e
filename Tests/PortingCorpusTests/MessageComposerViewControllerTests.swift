import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("MessageComposerViewController: a composer around a text view (spec Q29, Q31, Q32, Q37)")
struct MessageComposerViewControllerTests {
    @Test("Q29, Q31: a tap begins editing; typing hides the placeholder, counts down and enables Send")
    func typeAndSend() throws {
        let host = EventTestHost()
        let controller = MessageComposerViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(!controller.sendButton.isEnabled && !controller.placeholderLabel.isHidden)
        try host.tap(controller.textView)
        #expect(controller.textView.isFirstResponder)
        try host.type("Lunch at 1?\nOr 2")
        #expect(controller.textView.text == "Lunch at 1?\nOr 2")
        #expect(controller.placeholderLabel.isHidden && controller.sendButton.isEnabled)
        #expect(controller.counterLabel.text == "124")
        try host.tap(controller.sendButton)
        #expect(controller.sentMessages == ["Lunch at 1?\nOr 2"])
        #expect(!controller.textView.isFirstResponder)
        #expect(!controller.placeholderLabel.isHidden && !controller.sendButton.isEnabled)
    }

    @Test("Q31: the delegate's limit refuses typing past 140 characters; text set in code tells the delegate nothing")
    func characterLimit() throws {
        let host = EventTestHost()
        let controller = MessageComposerViewController()
        _ = host.makeWindow(rootViewController: controller)
        controller.textView.text = String(repeating: "a", count: 139)
        #expect(controller.counterLabel.text == "140")
        try host.tap(controller.textView)
        try host.type("bc")
        #expect(controller.textView.text.count == 140)
        #expect(controller.counterLabel.text == "0")
    }

    @Test("Q37: copying from the composer's text through the edit menu; Select All then Cut empties it")
    func editMenu() throws {
        UIPasteboard.general.strings = nil
        let host = EventTestHost()
        let controller = MessageComposerViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.textView)
        try host.type("hello")
        let menu = try #require(host.application.makeEditMenu())
        #expect(menu.choose(try #require(menu.item(titled: "Select All"))))
        let next = try #require(host.application.makeEditMenu())
        #expect(next.choose(try #require(next.item(titled: "Cut"))))
        #expect(UIPasteboard.general.string == "hello")
        #expect(controller.textView.text == "")
        #expect(!controller.sendButton.isEnabled)
    }
}
