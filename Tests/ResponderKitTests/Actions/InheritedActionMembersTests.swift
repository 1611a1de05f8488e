import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The action walk steps over app responders whose class inherits `next`, `canPerformAction` and
// `target(forAction:withSender:)` (`InheritedMembers`); an app class that overrides any of them is asked, and
// its answer stands (E8, E9, A9).

private extension Selector {
    static let file = Selector("file:")
}

/// An app view that overrides nothing the walk asks, but implements `file:`.
private final class FilingView: UIView {
    var filed = 0
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.file, FilingView.file)
    }

    func file(_ sender: Any?) { filed += 1 }
}

/// An app view that overrides nothing at all.
private final class PlainAppView: UIView {}

/// Sends its unhandled events and actions to a fixed responder (A9).
private final class ForwardingView: UIView {
    weak var elsewhere: UIResponder?
    override var next: UIResponder? { elsewhere ?? super.next }
}

/// Claims `file:` without implementing it in its table.
private final class ClaimingView: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .file || super.canPerformAction(action, withSender: sender)
    }
}

/// Hands `file:` to a helper object.
private final class DelegatingController: UIViewController {
    let helper = FilingView()
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        action == .file ? helper : super.target(forAction: action, withSender: sender)
    }
}

/// A controller that overrides nothing the walk asks; its view's chain goes through it to the window.
private final class PlainController: UIViewController {}

@MainActor @Suite("App responders in the action walk: inherited members are stepped over, overrides are asked")
struct InheritedActionMembersTests {
    private let host = EventTestHost(screenSize: CGSize(width: 200, height: 200))

    /// `top` in a window, `links` plain app views under it, and the deepest one returned.
    private func chain(under top: UIView, links: Int, in window: UIWindow) -> UIView {
        window.addSubview(top)
        var parent = top
        for _ in 0..<links {
            let link = PlainAppView()
            parent.addSubview(link)
            parent = link
        }
        return parent
    }

    @Test("E8: an action climbs plain app views to the app view that implements it, every time")
    func climbsPlainAppViews() {
        let window = host.makeWindow()
        let archiver = FilingView()
        let start = chain(under: archiver, links: 5, in: window)
        for _ in 0..<3 {
            #expect(start.target(forAction: .file, withSender: nil) as AnyObject? === archiver)
            #expect(host.application.sendAction(.file, to: nil, from: start, for: nil))
        }
        #expect(archiver.filed == 3)
        #expect(window.target(forAction: .file, withSender: nil) == nil)
    }

    @Test("A9: an overridden next in the middle of plain app views sends the walk where it says")
    func overriddenNextRedirects() {
        let window = host.makeWindow()
        let archiver = FilingView()
        let redirect = ForwardingView()
        redirect.elsewhere = archiver
        let start = chain(under: redirect, links: 3, in: window)
        #expect(start.target(forAction: .file, withSender: nil) as AnyObject? === archiver)
        redirect.elsewhere = nil
        #expect(start.target(forAction: .file, withSender: nil) == nil)
    }

    @Test("E9: an overridden canPerformAction above plain app views is asked and answers")
    func overriddenCanPerformActionAnswers() {
        let window = host.makeWindow()
        let claimer = ClaimingView()
        let start = chain(under: claimer, links: 4, in: window)
        #expect(start.target(forAction: .file, withSender: nil) as AnyObject? === claimer)
    }

    @Test("E8: a controller's overridden target(forAction:withSender:) is asked when the walk reaches it")
    func overriddenTargetForActionAnswers() {
        let controller = DelegatingController()
        let window = host.makeWindow(rootViewController: controller)
        let start = chain(under: controller.view, links: 0, in: window)
        let leaf = PlainAppView()
        start.addSubview(leaf)
        #expect(leaf.target(forAction: .file, withSender: nil) as AnyObject? === controller.helper)
    }

    @Test("A2, E8: the walk passes a plain app controller to its window and application")
    func plainControllerIsPassed() {
        let controller = PlainController()
        let window = host.makeWindow(rootViewController: controller)
        let archiver = FilingView()
        controller.view.addSubview(archiver)
        let leaf = PlainAppView()
        archiver.addSubview(leaf)
        #expect(leaf.target(forAction: .file, withSender: nil) as AnyObject? === archiver)
        #expect(controller.target(forAction: .file, withSender: nil) == nil)
        #expect(window.rootViewController === controller)
    }
}
