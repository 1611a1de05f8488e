import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The key command search climbs views whose class inherits `next` straight to their superviews, checking for
// cycles only where a `next` is overridden (H4, A10). These hold what that must not change: every responder's
// commands are asked in chain order, a controller's added commands are found, and a loop through an
// overridden `next` still ends with a report.

private extension Selector {
    static let refile = Selector("refile:")
}

/// An app view offering ⌘ plus one letter, recording that it was asked.
private final class OfferingView: UIView {
    var command: UIKeyCommand?
    var asked = 0
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        asked += 1
        return command.map { [$0] }
    }
}

/// A controller that implements `refile:` and can point its `next` back down its own view tree.
private final class RefilingController: UIViewController {
    weak var loopTarget: UIResponder?
    var refiled = 0
    override var next: UIResponder? { loopTarget ?? super.next }
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refile, RefilingController.refile)
    }
    func refile(_ sender: Any?) { refiled += 1 }
}

@MainActor @Suite("Key commands along chains of app views")
struct KeyCommandChainTests {
    private let host = EventTestHost()
    private let controller = RefilingController()
    private var links: [OfferingView] = []

    /// The controller's view, then five offering views each inside the last; the deepest is first responder.
    init() {
        _ = host.makeWindow(rootViewController: controller)
        var parent: UIView = controller.view
        for _ in 0..<5 {
            let link = OfferingView(frame: parent.bounds.insetBy(dx: 5, dy: 5))
            parent.addSubview(link)
            links.append(link)
            parent = link
        }
        _ = links.last!.becomeFirstResponder()
    }

    @Test("H4: each press asks the views up to the command's owner once, and a controller's added command runs")
    func walksEveryViewToTheController() throws {
        controller.addKeyCommand(UIKeyCommand(input: "r", modifierFlags: .command, action: .refile))
        links[1].command = UIKeyCommand(input: "e", modifierFlags: .command, action: .refile)
        // The Command key's own press matches nothing and asks all five; R's asks all five on its way up.
        try host.press(key: "r", modifiers: .command)
        #expect(controller.refiled == 1)
        #expect(links.map(\.asked) == [2, 2, 2, 2, 2])
        // E's press stops at the second view, so the outermost is asked only for the Command key.
        try host.press(key: "e", modifiers: .command)
        #expect(controller.refiled == 2)
        #expect(links.map(\.asked) == [3, 4, 4, 4, 4])
    }

    @Test("A10: a controller whose next leads back into its views ends each search with a report")
    func loopThroughTheController() throws {
        controller.loopTarget = links[2]
        let before = host.application.diagnostics.entries.filter { $0.kind == .responderChainCycle }.count
        try host.press(key: "r", modifiers: .command)
        let after = host.application.diagnostics.entries.filter { $0.kind == .responderChainCycle }.count
        // At least one report per search; the presses' own forwarding along `next` meets the loop as well.
        #expect(after >= before + 2)
        #expect(controller.refiled == 0)
        // Each of the two presses goes round the loop once more before meeting the controller again: the views
        // from the loop's target up are asked twice, the two below it once.
        #expect(links.map(\.asked) == [4, 4, 4, 2, 2])
    }
}
