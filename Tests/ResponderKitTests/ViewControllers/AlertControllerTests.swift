import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("UIAlertController: modal, real buttons, Return and Escape (spec A5, K2, F9, H4)")
struct AlertControllerTests {
    private func presenter(_ host: EventTestHost) -> UIViewController {
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        return controller
    }

    @Test("K2: a tap on an action dismisses the alert, then runs the handler, with the alert gone")
    func tapRunsHandlerAfterDismissal() throws {
        let host = EventTestHost()
        let root = presenter(host)
        var seen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            seen.append("\(action.title ?? "") presented: \(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        #expect(alert.next === root)
        try host.tap(.titled("Delete"))
        #expect(seen == ["Delete presented: false"])
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test("H4: Return chooses the preferred action and Escape the cancel action")
    func returnAndEscape() throws {
        let host = EventTestHost()
        let root = presenter(host)
        var chosen: [String] = []
        func makeAlert() -> UIAlertController {
            let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive) { _ in chosen.append("dont") })
            let save = UIAlertAction(title: "Save", style: .default) { _ in chosen.append("save") }
            alert.addAction(save)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
            alert.preferredAction = save
            return alert
        }
        root.present(makeAlert(), animated: false)
        try host.press(key: .keyboardReturnOrEnter, characters: "\r")
        root.present(makeAlert(), animated: false)
        try host.press(key: .keyboardEscape)
        #expect(chosen == ["save", "cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test("F9: a text field in the alert is first responder with the keyboard up; it resigns when the alert goes")
    func textFieldTakesTheKeyboard() throws {
        let host = EventTestHost()
        let root = presenter(host)
        var entered: String?
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in entered = alert.textFields?.first?.text })
        root.present(alert, animated: true)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        try host.expectKeyboard(shown: true)
        try host.type("Ada")
        try host.press(key: .keyboardReturnOrEnter, characters: "\r")
        #expect(entered == "Ada")
        #expect(!field.isFirstResponder)
        try host.expectKeyboard(shown: false)
    }

    @Test("A disabled action's button does nothing; enabling it later works")
    func disabledAction() throws {
        let host = EventTestHost()
        let root = presenter(host)
        var ran = 0
        let alert = UIAlertController(title: "Go", message: nil, preferredStyle: .actionSheet)
        let go = UIAlertAction(title: "Go", style: .default) { _ in ran += 1 }
        go.isEnabled = false
        alert.addAction(go)
        root.present(alert, animated: false)
        try host.tap(.unchecked(host.view(.titled("Go"))))      // disabled: the tap must do nothing (T4)
        #expect(ran == 0 && root.presentedViewController === alert)
        go.isEnabled = true
        try host.tap(.titled("Go"))
        #expect(ran == 1)
    }

    @Test("Mistakes UIKit raises for are refused with a diagnostic: a second cancel action, a field in a sheet")
    func refusedMistakes() {
        let host = EventTestHost()
        _ = presenter(host)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        sheet.addTextField()
        #expect(sheet.actions.count == 1 && sheet.textFields == nil)
    }

    @Test("A5, K2: a handler that presents another alert works, and a touch on a button of a dismissed alert is cancelled")
    func reentrantHandler() throws {
        let host = EventTestHost()
        let root = presenter(host)
        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "Done", style: .cancel))
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        first.addAction(UIAlertAction(title: "Next", style: .default) { _ in root.present(second, animated: true) })
        root.present(first, animated: true)
        try host.tap(.titled("Next"))
        #expect(root.presentedViewController === second)
        var cancelled = 0
        let done = try host.view(.titled("Done"))
        (done as? UIButton)?.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: done))
        second.dismiss(animated: false)
        try finger.lift()
        #expect(cancelled == 1 && root.presentedViewController == nil)
    }
}
