import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Handlers that change the world while an event is being delivered. The random sessions mix these in too;
/// here each is named, so a regression says which one broke. After each: no crash, every responder that saw
/// a touch or press begin saw it end exactly once (C2, H3, C8), and the app still works.
@MainActor
@Suite("Reliability: reentrancy")
struct ReentrancyTests {
    @MainActor
    private final class Setup {
        let host = EventTestHost()
        let ledger = CallbackLedger()
        let controller: ChaosController
        let window: UIWindow
        let container: ChaosView
        let hooks: ChaosHooks
        let target: ChaosView

        init() {
            controller = ChaosController(name: "root", hooks: ChaosHooks(ledger: ledger))
            controller.acceptsFirstResponder = true
            window = host.makeWindow(rootViewController: controller)
            container = ChaosView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), hooks: ChaosHooks(ledger: ledger))
            hooks = ChaosHooks(ledger: ledger)
            target = ChaosView(frame: CGRect(x: 10, y: 10, width: 100, height: 100), hooks: hooks)
            controller.view.addSubview(container)
            container.addSubview(target)
        }

        func expectClean() throws {
            #expect(ledger.violations.isEmpty, "\(ledger.violations)")
            #expect(ledger.unfinished().isEmpty, "\(ledger.unfinished())")
            // Whatever the handler did to this window, a new one on top must get a plain tap: began and ended.
            let fresh = host.makeWindow(rootViewController: UIViewController(), level: .alert)
            let probe = ChaosView(frame: CGRect(x: 0, y: 400, width: 100, height: 100), hooks: ChaosHooks(ledger: ledger))
            fresh.rootViewController!.view.addSubview(probe)
            let before = ledger.callbackCount
            try host.tap(at: CGPoint(x: 50, y: 450))
            #expect(ledger.callbackCount == before + 2)
        }
    }

    private static let effects: [(String, @MainActor (Setup) -> Void)] = [
        ("remove the touched view", { $0.target.removeFromSuperview() }),
        ("remove its ancestors", { $0.container.removeFromSuperview() }),
        ("remove the root view", { $0.controller.view.removeFromSuperview() }),
        ("add views", { $0.target.addSubview(UIView(frame: $0.target.bounds)); $0.container.addSubview(UIView()) }),
        ("change the first responder", { _ = $0.controller.becomeFirstResponder() }),
        ("present a controller", { $0.controller.present(UIViewController(), animated: false) }),
        ("present and dismiss", { $0.controller.present(UIViewController(), animated: false); $0.controller.dismiss(animated: false) }),
        ("disable recognizers", { setup in
            for recognizer in (setup.target.gestureRecognizers ?? []) + (setup.container.gestureRecognizers ?? []) {
                recognizer.isEnabled = false
            }
        }),
        ("send an action", { _ = $0.host.application.sendAction(.copy, to: nil, from: $0.target, for: nil) }),
        ("hide the window", { $0.window.isHidden = true; $0.window.makeKeyAndVisible() }),
    ]

    @Test("C2 C8: handlers change the world during touchesBegan, touchesMoved and touchesEnded",
          arguments: [CallbackLedger.Phase.began, .moved, .ended])
    func duringTouches(_ phase: CallbackLedger.Phase) throws {
        for (name, effect) in Self.effects {
            let setup = Setup()
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            setup.target.addGestureRecognizer(pan)
            setup.hooks.reaction = (.touch(phase, .beforeSuper), { effect(setup) })
            try setup.host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 60, y: 60), steps: 3)
            // A view that leaves the window inside its own touchesEnded, before calling super, cuts the chain
            // the ending travels along; the responders above the cut must still hear it (C2).
            try setup.expectClean()
            #expect(setup.hooks.reaction == nil, "\(name) never ran")
        }
    }

    @Test("D2: recognizer actions change the world while the gesture is being recognized")
    func duringRecognizerActions() throws {
        for (name, effect) in Self.effects {
            let setup = Setup()
            var ran = false
            let tap = UITapGestureRecognizer { _ in
                guard !ran else { return }
                ran = true
                effect(setup)
            }
            setup.container.addGestureRecognizer(tap)
            try setup.host.tap(at: CGPoint(x: 20, y: 20))
            #expect(ran, "\(name) never ran")
            try setup.expectClean()
        }
    }

    @Test("H3: handlers change the world during pressesBegan")
    func duringPresses() throws {
        for (name, effect) in Self.effects {
            let setup = Setup()
            let field = ChaosTextInput(frame: CGRect(x: 0, y: 0, width: 50, height: 50), hooks: setup.hooks,
                                       inputView: nil, accessoryView: nil)
            setup.target.addSubview(field)
            #expect(field.becomeFirstResponder())
            setup.hooks.reaction = (.press(.began, .beforeSuper), { effect(setup) })
            try setup.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
            _ = try? setup.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
            #expect(setup.hooks.reaction == nil, "\(name) never ran")
            try setup.expectClean()
        }
    }
}
