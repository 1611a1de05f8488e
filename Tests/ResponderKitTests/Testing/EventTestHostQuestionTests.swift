import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Targets found by identifier, label or type, and the routing questions a test asks the host.
@MainActor
@Suite("EventTestHost targets and routing questions")
struct EventTestHostQuestionTests {
    @MainActor
    final class Screen {
        let host = EventTestHost()
        let controller = UIViewController()
        let window: UIWindow
        let send = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let cancel = UIButton(frame: CGRect(x: 140, y: 100, width: 100, height: 44))
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 40))

        init() {
            window = host.makeWindow(rootViewController: controller)
            send.accessibilityIdentifier = "send"
            send.accessibilityLabel = "Send"
            cancel.accessibilityLabel = "Cancel"
            for view in [send, cancel, field] as [UIView] { controller.view.addSubview(view) }
        }
    }

    @Test("Targets are found by accessibilityIdentifier, accessibilityLabel and type")
    func findsTargets() throws {
        let screen = Screen()
        #expect(try screen.host.view(.identifier("send")) === screen.send)
        #expect(try screen.host.view(.label("Cancel")) === screen.cancel)
        #expect(try screen.host.view(.type(UITextField.self)) === screen.field)
        #expect(try screen.host.view(.point(CGPoint(x: 30, y: 110))) === screen.send)
    }

    @Test("A button's accessibilityLabel defaults to its title and a label's to its text, as in UIKit")
    func defaultLabels() throws {
        let screen = Screen()
        let archive = UIButton(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        archive.setTitle("Archive", for: .normal)
        let caption = UILabel(frame: CGRect(x: 20, y: 400, width: 100, height: 20))
        caption.text = "Drafts"
        screen.controller.view.addSubview(archive)
        screen.controller.view.addSubview(caption)
        #expect(try screen.host.view(.label("Archive")) === archive)
        #expect(try screen.host.view(.label("Drafts")) === caption)
        archive.accessibilityLabel = "Archive message"
        #expect(archive.accessibilityLabel == "Archive message")
    }

    @Test("No match and several matches are errors that name the search and the views found")
    func targetErrors() {
        let screen = Screen()
        #expect(throws: EventTestHostError.noView("the view with accessibilityIdentifier \"missing\"")) {
            try screen.host.tap(.identifier("missing"))
        }
        do {
            try screen.host.tap(.type(UIButton.self))
            Issue.record("tapping one of two buttons by type should fail")
        } catch let error as EventTestHostError {
            guard case .severalViews(let target, let found) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(target == "the UIButton")
            #expect(found.count == 2)
            #expect(error.description.contains("2 visible views are the UIButton"))
        } catch {
            Issue.record("\(error)")
        }
        screen.cancel.isHidden = true
        #expect(throws: Never.self) { try screen.host.view(.type(UIButton.self)) }
    }

    @Test("lastTouchedView and lastHitTest say where the last touch went (C1)")
    func lastTouch() throws {
        let screen = Screen()
        #expect(screen.host.lastTouchedView == nil)
        try screen.host.tap(.label("Cancel"))
        #expect(screen.host.lastTouchedView === screen.cancel)
        try screen.host.expectTouch(reached: screen.cancel)
        #expect(screen.host.lastChain?.origin === screen.cancel)
        #expect(throws: RoutingExpectationFailure.self) { try screen.host.expectTouch(reached: screen.send) }
    }

    @Test("A failed routing expectation prints the hit-test report")
    func failureMessage() throws {
        let screen = Screen()
        try screen.host.tap(screen.send)
        do {
            try screen.host.expectTouch(reached: screen.field)
            Issue.record("expectation should have failed")
        } catch let failure as RoutingExpectationFailure {
            #expect(failure.expectation.contains("but it went to UIButton"))
            #expect(failure.report == screen.host.lastHitTest?.description)
            #expect(failure.description.contains(failure.report))
        }
    }

    @Test("lastAction says which object received a nil-targeted action (E5)")
    func lastAction() throws {
        let screen = Screen()
        let receiver = ComposeActionReceiver()
        screen.controller.view.addSubview(receiver)
        _ = receiver.becomeFirstResponder()
        screen.send.addTarget(nil, action: .hostSendMessage, for: .touchUpInside)
        try screen.host.tap(.identifier("send"))
        let action = try #require(screen.host.lastAction)
        #expect(action.action == .hostSendMessage)
        #expect(action.receiver === receiver)
        #expect(action.handled)
        try screen.host.expectLastAction(.hostSendMessage, reached: receiver)
        #expect(throws: RoutingExpectationFailure.self) {
            try screen.host.expectLastAction(.hostSendMessage, reached: screen.send)
        }
    }

    @Test("First-responder changes and the keyboard are recorded (F1, G5)")
    func firstResponderAndKeyboard() throws {
        let screen = Screen()
        #expect(!screen.host.isKeyboardShown)
        try screen.host.tap(screen.field)
        let change = try #require(screen.host.lastFirstResponderChange)
        #expect(change.from == nil && change.to === screen.field && change.window === screen.window)
        try screen.host.expectFirstResponder(screen.field)
        #expect(screen.host.isKeyboardShown)
        try screen.host.expectKeyboard(shown: true)
        _ = screen.field.resignFirstResponder()
        #expect(screen.host.lastFirstResponderChange?.from === screen.field)
        #expect(!screen.host.isKeyboardShown)
        #expect(throws: RoutingExpectationFailure.self) { try screen.host.expectFirstResponder(screen.field) }
    }
}

extension Selector {
    static let hostSendMessage: Selector = "sendMessage:"
}

/// A responder that handles the compose screen's send action.
final class ComposeActionReceiver: UIView {
    var sent = 0
    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.hostSendMessage, ComposeActionReceiver.sendMessage)
    }

    func sendMessage(_ sender: Any?) { sent += 1 }
}
