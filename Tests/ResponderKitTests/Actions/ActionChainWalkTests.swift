import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// An app's view that answers for `archive:` with a fallback object when nothing above it can perform it, and
/// otherwise passes on what `super` found: an override in the middle of a chain that calls `super`.
private final class FallbackView: UIView {
    let fallback = Coordinator()
    var asked = 0

    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        asked += 1
        return super.target(forAction: action, withSender: sender) ?? fallback
    }
}

/// An app's view whose `canPerformAction` looks up another action up the chain before it answers, as a view that
/// offers `archive:` only when something above can save would.
private final class ConsultingView: UIView {
    var consulted: Any?

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        consulted = superview?.target(forAction: .tap, withSender: sender)
        return false
    }
}

/// A controller that implements `tap:`.
private final class TappableController: UIViewController {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.tap, TappableController.tap)
    }

    func tap(_ sender: Any?) {}
}

/// An app's view class that implements `archive:`, so the walk asks it through its method.
private final class ClimbedToArchiver: UIView {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.archive, ClimbedToArchiver.archive)
    }

    func archive(_ sender: Any?) {}
}

/// The walk of `target(forAction:withSender:)` passes ResponderKit's own views in one loop and asks an app's
/// classes through their method (E8); these check that what an app's override says still decides the answer.
@MainActor @Suite("The action walk up the chain")
struct ActionChainWalkTests {
    /// A chain of `count` plain views under `top`, returning the deepest.
    private func plainViews(_ count: Int, under top: UIView) -> UIView {
        var parent = top
        for _ in 0..<count {
            let view = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
            parent.addSubview(view)
            parent = view
        }
        return parent
    }

    @Test("E8: an override in the middle of plain views that calls super still changes the answer")
    func overrideCallingSuperInTheMiddle() {
        let host = EventTestHost()
        let controller = ArchivingController()
        let window = host.makeWindow(rootViewController: controller)
        let middle = FallbackView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view.addSubview(middle)
        let leaf = plainViews(5, under: middle)

        #expect(leaf.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        #expect(leaf.target(forAction: .save, withSender: nil) as? Coordinator === middle.fallback)
        #expect(middle.asked == 2)
        #expect(host.application.sendAction(.save, to: nil, from: leaf, for: nil))
        #expect(middle.fallback.saves == 1)
        _ = window
    }

    @Test("E8: a canPerformAction that looks up another action up the chain does not disturb the walk it is in")
    func nestedWalkFromCanPerformAction() {
        let host = EventTestHost()
        let controller = TappableController()
        let window = host.makeWindow(rootViewController: controller)
        let archiver = ArchivingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(archiver)
        let consulting = ConsultingView(frame: archiver.bounds)
        archiver.addSubview(consulting)
        let leaf = plainViews(4, under: consulting)

        #expect(leaf.target(forAction: .archive, withSender: nil) as? ArchivingView === archiver)
        #expect(consulting.consulted as? TappableController === controller)
        _ = window
    }

    @Test("E8, E9: the walk climbs plain views, buttons and labels to an app's view, and a root view to its controller")
    func climbOverBuiltInViews() {
        let host = EventTestHost()
        let controller = ArchivingController()
        let window = host.makeWindow(rootViewController: controller)
        let archiver = ClimbedToArchiver(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: archiver.bounds)
        let button = UIButton(frame: label.bounds)
        controller.view.addSubview(archiver)
        archiver.addSubview(label)
        label.addSubview(button)
        let leaf = plainViews(4, under: button)

        #expect(leaf.target(forAction: .archive, withSender: nil) as? ClimbedToArchiver === archiver)
        #expect(label.target(forAction: .archive, withSender: nil) as? ClimbedToArchiver === archiver)
        archiver.removeFromSuperview()
        controller.view.addSubview(label)
        #expect(leaf.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        label.removeFromSuperview()
        #expect(leaf.target(forAction: .archive, withSender: nil) == nil)
        _ = window
    }

    @Test("A10: a cycle through an app's next met after plain views is reported and the walk ends")
    func cycleAfterPlainViews() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let top = RedirectingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(top)
        let leaf = plainViews(6, under: top)
        top.redirect = leaf.superview

        #expect(leaf.target(forAction: .archive, withSender: nil) == nil)
        #expect(host.application.diagnostics.entries.contains { $0.kind == .responderChainCycle })
    }
}
