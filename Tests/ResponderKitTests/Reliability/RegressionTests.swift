import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Bugs the reliability work found, each pinned by the smallest case that showed it.
@MainActor
@Suite("Reliability: regressions")
struct ReliabilityRegressionTests {
    /// Found by the random sessions (seed 1592590362): a first responder removed while a key was down took
    /// the press with it, and its old ancestors, which had seen pressesBegan, never saw it end.
    @Test("H3: a press whose first responder leaves the window is cancelled for the whole chain")
    func pressOfRemovedFirstResponderEndsForTheChain() throws {
        let host = EventTestHost()
        let ledger = CallbackLedger()
        let controller = ChaosController(name: "root", hooks: ChaosHooks(ledger: ledger))
        let window = host.makeWindow(rootViewController: controller)
        let field = ChaosTextInput(frame: CGRect(x: 10, y: 10, width: 100, height: 40),
                                   hooks: ChaosHooks(ledger: ledger), inputView: nil, accessoryView: nil)
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        field.removeFromSuperview()
        #expect(ledger.unfinished().isEmpty)
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(ledger.violations.isEmpty)
        #expect(ledger.unfinished().isEmpty)
        _ = window
    }

    /// Found by the random sessions (seed 1000363): a handler of `pressesBegan` that removed its view's
    /// superview cancelled the press for the chain, then the default forwarding told the removed ancestor
    /// it began, after its cancellation, and it never heard of it again.
    @Test("H3: a press cancelled from inside pressesBegan is not forwarded to the ancestors it ended for")
    func pressCancelledFromItsOwnBeganStopsThere() throws {
        let host = EventTestHost()
        let ledger = CallbackLedger()
        let controller = ChaosController(name: "root", hooks: ChaosHooks(ledger: ledger))
        let window = host.makeWindow(rootViewController: controller)
        let container = ChaosView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), hooks: ChaosHooks(ledger: ledger))
        let hooks = ChaosHooks(ledger: ledger)
        let field = ChaosTextInput(frame: CGRect(x: 10, y: 10, width: 100, height: 40), hooks: hooks,
                                   inputView: nil, accessoryView: nil)
        controller.view.addSubview(container)
        container.addSubview(field)
        hooks.reaction = (.press(.began, .beforeSuper), { container.removeFromSuperview() })
        #expect(field.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(ledger.violations.isEmpty)
        #expect(ledger.unfinished().isEmpty)
        _ = window
    }

    @Test("C2, C8: a touch cancelled from inside touchesBegan is not forwarded to the ancestors it ended for")
    func touchCancelledFromItsOwnBeganStopsThere() throws {
        let host = EventTestHost()
        let ledger = CallbackLedger()
        let controller = ChaosController(name: "root", hooks: ChaosHooks(ledger: ledger))
        let window = host.makeWindow(rootViewController: controller)
        let container = ChaosView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), hooks: ChaosHooks(ledger: ledger))
        let hooks = ChaosHooks(ledger: ledger)
        let target = ChaosView(frame: CGRect(x: 10, y: 10, width: 100, height: 40), hooks: hooks)
        controller.view.addSubview(container)
        container.addSubview(target)
        hooks.reaction = (.touch(.began, .beforeSuper), { container.removeFromSuperview() })
        try host.tap(at: CGPoint(x: 20, y: 20))
        #expect(ledger.violations.isEmpty)
        #expect(ledger.unfinished().isEmpty)
        // The target's began and its cancellation; the container never heard the began, so it hears no
        // cancellation either (C2).
        #expect(ledger.callbackCount == 2)
        _ = window
    }
}
