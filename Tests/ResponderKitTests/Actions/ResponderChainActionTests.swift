import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let archive: Selector = "archive:"
}

/// A view that implements `archive:` but refuses it while `allowsArchive` is false.
final class ArchivingView: UIView {
    var allowsArchive = true
    var archived = 0
    var askedSenders: [Any?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.archive, ArchivingView.archive)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        askedSenders.append(sender)
        if action == .archive { return allowsArchive }
        return super.canPerformAction(action, withSender: sender)
    }

    func archive(_ sender: Any?) {
        archived += 1
    }
}

/// A controller that implements `archive:`.
final class ArchivingController: UIViewController {
    var archived = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.archive, ArchivingController.archive)
    }

    func archive(_ sender: Any?) {
        archived += 1
    }
}

/// A view whose next responder is whatever a test says, to build a loop.
final class RedirectingView: UIView {
    weak var redirect: UIResponder?

    override var next: UIResponder? { redirect ?? super.next }
}

/// A view that hands `archive:` to a helper object instead of performing it.
final class DelegatingView: UIView {
    let helper = Coordinator()

    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        action == .save ? helper : super.target(forAction: action, withSender: sender)
    }
}

@MainActor @Suite("Actions through the responder chain")
struct ResponderChainActionTests {
    /// controller.view > container > leaf, in a key window.
    private func makeChain(_ host: EventTestHost) -> (ArchivingController, UIView, UIView, UIWindow) {
        let controller = ArchivingController()
        let window = host.makeWindow(rootViewController: controller)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let leaf = PlainFirstResponder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(container)
        container.addSubview(leaf)
        return (controller, container, leaf, window)
    }

    @Test("E9: canPerformAction is true exactly for the actions the class implements")
    func canPerformDefault() {
        let controller = ArchivingController()
        #expect(controller.canPerformAction(.archive, withSender: nil))
        #expect(!controller.canPerformAction(.tap, withSender: nil))
        #expect(!UIResponder().canPerformAction(.archive, withSender: nil))
        #expect(!controller.canPerformAction(.copy, withSender: nil))
    }

    @Test("E8: target(forAction:withSender:) returns the receiver or the first responder above it that can perform")
    func targetWalksFromReceiver() {
        let host = EventTestHost()
        let (controller, container, leaf, window) = makeChain(host)
        #expect(leaf.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        #expect(container.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        #expect(leaf.target(forAction: .tap, withSender: nil) == nil)
        let archiver = ArchivingView()
        container.addSubview(archiver)
        #expect(archiver.target(forAction: .archive, withSender: nil) as? ArchivingView === archiver)
        #expect(leaf.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        _ = window
    }

    @Test("E8, E9: a responder whose canPerformAction refuses is passed over for the next one")
    func refusalPassesUp() {
        let host = EventTestHost()
        let (controller, container, _, window) = makeChain(host)
        let archiver = ArchivingView(frame: .zero)
        container.addSubview(archiver)
        archiver.allowsArchive = false
        let sender = UIView()
        #expect(archiver.target(forAction: .archive, withSender: sender) as? ArchivingController === controller)
        #expect((archiver.askedSenders.last as? UIView) === sender)
        _ = window
    }

    @Test("E8: an override of target(forAction:withSender:) can hand the action to another object")
    func targetOverride() {
        let host = EventTestHost()
        let (controller, _, _, window) = makeChain(host)
        let delegating = DelegatingView()
        controller.view.addSubview(delegating)
        let found = delegating.target(forAction: .save, withSender: nil) as? Coordinator
        #expect(found === delegating.helper)
        #expect(host.application.sendAction(.save, to: found, from: nil, for: nil))
        #expect(delegating.helper.saves == 1)
        _ = window
    }

    @Test("A10, E8: a chain that loops stops the action walk and is reported")
    func cycleStopsWalk() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let outer = RedirectingView(), inner = RedirectingView()
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.redirect = inner
        #expect(inner.target(forAction: .archive, withSender: nil) == nil)
        #expect(host.application.diagnostics.entries.map(\.kind) == [.responderChainCycle])
    }

    @Test("E7: a nil target starts at the first responder of the sender's window")
    func nilTargetStartsAtFirstResponder() {
        let host = EventTestHost()
        let (controller, container, leaf, window) = makeChain(host)
        let archiver = ArchivingView()
        container.addSubview(archiver)
        let sender = UIView()
        controller.view.addSubview(sender)
        #expect(host.application.sendAction(.archive, to: nil, from: sender, for: nil))
        #expect(controller.archived == 1 && archiver.archived == 0)
        #expect(leaf.becomeFirstResponder())
        #expect(host.application.sendAction(.archive, to: nil, from: sender, for: nil))
        #expect(controller.archived == 2 && archiver.archived == 0)
        let insideArchiver = PlainFirstResponder()
        archiver.addSubview(insideArchiver)
        #expect(insideArchiver.becomeFirstResponder())
        #expect(host.application.sendAction(.archive, to: nil, from: sender, for: nil))
        #expect(controller.archived == 2 && archiver.archived == 1)
        _ = window
    }

    @Test("E7: a sender in no window starts at the key window's first responder")
    func nilTargetFromWindowlessSender() {
        let host = EventTestHost()
        let (controller, container, _, window) = makeChain(host)
        let archiver = ArchivingView()
        let field = PlainFirstResponder()
        container.addSubview(field)
        field.addSubview(archiver)
        #expect(field.becomeFirstResponder())
        #expect(host.application.sendAction(.archive, to: nil, from: "menu command", for: nil))
        #expect(archiver.archived == 0 && controller.archived == 1)
        _ = window
    }

    @Test("E7: with no first responder the walk starts at the sender, and nothing found returns false")
    func nilTargetFromSender() {
        let host = EventTestHost()
        let (controller, container, _, window) = makeChain(host)
        let archiver = ArchivingView()
        container.addSubview(archiver)
        let sender = UIView()
        archiver.addSubview(sender)
        #expect(host.application.sendAction(.archive, to: nil, from: sender, for: nil))
        #expect(archiver.archived == 1 && controller.archived == 0)
        #expect(!host.application.sendAction(.tap, to: nil, from: sender, for: nil))
        #expect(!host.application.sendAction(.archive, to: nil, from: nil, for: nil))
        _ = window
    }

    @Test("E6: a direct target that does not implement the action returns false and is reported")
    func directTargetWithoutAction() {
        let host = EventTestHost()
        let controller = ArchivingController()
        #expect(!host.application.sendAction(.copy, to: controller, from: nil, for: nil))
        #expect(host.application.diagnostics.entries.map(\.kind) == [.unrecognizedSelector])
    }

    @Test("E12: a nil-targeted action that no class declares is reported with the nearest declared name")
    func typoInNilTargetedAction() {
        let host = EventTestHost()
        let (_, _, leaf, window) = makeChain(host)
        #expect(host.application.sendAction(.archive, to: nil, from: leaf, for: nil))
        #expect(!host.application.sendAction("archiv:", to: nil, from: leaf, for: nil))
        let entries = host.application.diagnostics.entries
        #expect(entries.map(\.kind) == [.unrecognizedSelector])
        #expect(entries.first?.message.contains("Did you mean 'archive:'?") == true)
        #expect(!host.application.sendAction(.copy, to: nil, from: leaf, for: nil))
        #expect(host.application.diagnostics.entries.count == 1)
        _ = window
    }
}
