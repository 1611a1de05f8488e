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
}
