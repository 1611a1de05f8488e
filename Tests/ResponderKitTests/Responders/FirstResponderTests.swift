import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("First responder (spec F)")
struct FirstResponderTests {
    private func scene() -> (EventTestHost, UIWindow, UIViewController) {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        return (host, window, controller)
    }

    @Test("F1: responders cannot become first responder by default but can resign")
    func defaults() {
        let responder = UIResponder()
        #expect(!responder.canBecomeFirstResponder)
        #expect(responder.canResignFirstResponder)
        #expect(!UIView().canBecomeFirstResponder)
    }

    @Test("F2: becoming first responder flips isFirstResponder for both responders")
    func becomeAndSwitch() {
        let (_, window, controller) = scene()
        let first = EditableView(), second = EditableView()
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder && window.firstResponder === first)
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(first.resignCalls == 1)
        #expect(second.becomeFirstResponder())
        #expect(second.resignCalls == 0)
    }

    @Test("F2: a current first responder that refuses to resign keeps the status")
    func refusalToResign() {
        let (_, window, controller) = scene()
        let stubborn = EditableView(), other = EditableView()
        controller.view.addSubview(stubborn)
        controller.view.addSubview(other)
        stubborn.becomeFirstResponder()
        stubborn.refusesToResign = true
        #expect(!other.becomeFirstResponder())
        #expect(window.firstResponder === stubborn && !other.isFirstResponder)
        #expect(!stubborn.resignFirstResponder())
        #expect(stubborn.isFirstResponder)
    }

    @Test("F2: an override of resignFirstResponder that returns false blocks the change")
    func overriddenResignRefuses() {
        final class Sticky: EditableView {
            override func resignFirstResponder() -> Bool { false }
        }
        let (_, window, controller) = scene()
        let sticky = Sticky(), other = EditableView()
        controller.view.addSubview(sticky)
        controller.view.addSubview(other)
        sticky.becomeFirstResponder()
        #expect(!other.becomeFirstResponder())
        #expect(window.firstResponder === sticky)
    }

    @Test("F2: a responder that cannot become first responder is refused and nothing changes")
    func cannotBecome() {
        let (_, window, controller) = scene()
        let editable = EditableView(), plain = UIView()
        controller.view.addSubview(editable)
        controller.view.addSubview(plain)
        editable.becomeFirstResponder()
        #expect(!plain.becomeFirstResponder())
        #expect(window.firstResponder === editable)
        #expect(editable.resignCalls == 0)
    }

    @Test("F3: a view outside a window cannot become first responder")
    func notInWindow() {
        let view = EditableView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        let parent = UIView()
        parent.addSubview(view)
        #expect(!view.becomeFirstResponder())
    }

    @Test("F4: the application's first responder is the key window's")
    func applicationFirstResponder() {
        let (host, window, controller) = scene()
        let field = EditableView()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(host.application.firstResponder === field)
        let other = host.makeWindow()
        #expect(host.application.keyWindow === other)
        #expect(host.application.firstResponder == nil)
        window.makeKey()
        #expect(host.application.firstResponder === field)
    }

    @Test("F5: after resigning, the window has no first responder; nothing walks up to pick one")
    func resignLeavesNone() {
        final class EditableController: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = EventTestHost()
        let controller = EditableController()
        let window = host.makeWindow(rootViewController: controller)
        let field = EditableView()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.resignFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(!controller.isFirstResponder)
        #expect(field.resignFirstResponder())
    }

    @Test("F6: endEditing asks the first responder in the subtree to resign; force overrides a refusal")
    func endEditing() {
        let (host, window, controller) = scene()
        let form = UIView(), elsewhere = UIView()
        controller.view.addSubview(form)
        controller.view.addSubview(elsewhere)
        let field = EditableView()
        form.addSubview(field)
        field.becomeFirstResponder()
        #expect(!elsewhere.endEditing(true))
        #expect(field.isFirstResponder)
        field.refusesToResign = true
        #expect(!form.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(window.firstResponder == nil)
        #expect(host.application.diagnostics.entries.last?.kind == .forcedResignation)
        field.refusesToResign = false
        field.becomeFirstResponder()
        #expect(window.endEditing(false))
        #expect(window.firstResponder == nil)
    }

    @Test("F9: a first responder removed from its window resigns")
    func removalResigns() {
        let (_, window, controller) = scene()
        let container = UIView()
        let field = EditableView()
        controller.view.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        container.removeFromSuperview()
        #expect(field.resignCalls == 1)
        #expect(window.firstResponder == nil && !field.isFirstResponder)
        controller.view.addSubview(container)
        #expect(!field.isFirstResponder)
    }

    @Test("F9: a refusing first responder that leaves its window loses the status anyway, with a diagnostic")
    func removalOverridesRefusal() {
        let (host, window, controller) = scene()
        let field = EditableView()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        field.refusesToResign = true
        field.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(host.application.diagnostics.entries.last?.kind == .forcedResignation)
    }

    @Test("F9: moving a first responder to another window resigns it in the old one")
    func movingToAnotherWindow() {
        let (host, window, controller) = scene()
        let field = EditableView()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        let other = host.makeWindow()
        other.addSubview(field)
        #expect(window.firstResponder == nil)
        #expect(other.firstResponder == nil)
        #expect(field.becomeFirstResponder())
        #expect(other.firstResponder === field)
    }

    @Test("F10: a view controller that overrides canBecomeFirstResponder can be first responder")
    func controllerFirstResponder() {
        final class EditableController: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = EventTestHost()
        let controller = EditableController()
        let window = host.makeWindow(rootViewController: controller)
        #expect(controller.becomeFirstResponder())
        #expect(window.firstResponder === controller && controller.isFirstResponder)
        #expect(!EditableController().becomeFirstResponder())
    }

    @Test("F11: touching a view does not change the first responder")
    func touchesDoNotTakeFirstResponder() throws {
        let (host, window, controller) = scene()
        let field = EditableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let other = EditableView(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        controller.view.addSubview(field)
        controller.view.addSubview(other)
        field.becomeFirstResponder()
        try host.tap(other)
        #expect(window.firstResponder === field)
        #expect(!other.isFirstResponder)
    }

    @Test("First-responder changes are posted on the application's notification center")
    func changeNotification() {
        let (host, window, controller) = scene()
        let field = EditableView()
        controller.view.addSubview(field)
        nonisolated(unsafe) var posts = 0
        let token = host.application.notificationCenter.addObserver(
            forName: UIWindow.firstResponderDidChangeNotification, object: window, queue: nil) { _ in posts += 1 }
        field.becomeFirstResponder()
        field.becomeFirstResponder()
        _ = field.resignFirstResponder()
        host.application.notificationCenter.removeObserver(token)
        #expect(posts == 2)
    }
}
