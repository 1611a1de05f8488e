import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// The holes of issue 16 found in recognizers' delegates, the door, held keys and typing, as in
/// `DeliveryOwnerTests`.
@MainActor
@Suite("Delivery owner: recognizers' delegates, held keys and typing hear one ending each")
struct DeliveryOwnerRecognizerKeyTests {
    typealias Scene = DeliveryOwnerTests.Scene

    // MARK: Hole 8

    @Test("D1: a delegate that disables its recognizer in gestureRecognizerShouldBegin: it fails, no action")
    func delegateDisablesInShouldBegin() throws {
        let scene = Scene()
        var actions = 0
        var illegal: [String] = []
        scene.host.application.gestureRecognizerStateObserver = { _, old, new in
            if old == .failed, new != .possible { illegal.append("\(old) -> \(new)") }
        }
        let recognizer = UITapGestureRecognizer { _ in actions += 1 }
        let delegate = ReactingDelegate()
        delegate.onShouldBegin = { $0.isEnabled = false }
        recognizer.delegate = delegate
        scene.target.addGestureRecognizer(recognizer)
        try scene.host.tap(at: scene.point)
        scene.host.runUntilIdle()
        #expect(illegal.isEmpty, "\(illegal)")
        #expect(actions == 0)
    }

    @Test("D1: a winner's delegate that removes the view while asked about simultaneity: the loser fails once")
    func loserFailsOnceWhenViewLeavesDuringExclusion() throws {
        let scene = Scene()
        var illegal: [String] = []
        scene.host.application.gestureRecognizerStateObserver = { _, old, new in
            if old == .failed, new != .possible { illegal.append("\(old) -> \(new)") }
        }
        let loser = UITapGestureRecognizer()
        let winner = ImmediatePan()
        let delegate = ReactingDelegate()
        delegate.onShouldRecognizeSimultaneously = { [target = scene.target] in target.removeFromSuperview() }
        winner.delegate = delegate
        scene.target.addGestureRecognizer(loser)
        scene.target.addGestureRecognizer(winner)
        try scene.host.tap(at: scene.point)
        scene.host.runUntilIdle()
        #expect(illegal.isEmpty, "\(illegal)")
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
    }

    @Test("D1: a delegate that removes its recognizer in gestureRecognizerShouldBegin: no action")
    func delegateRemovesInShouldBegin() throws {
        let scene = Scene()
        var actions = 0
        let recognizer = UITapGestureRecognizer { _ in actions += 1 }
        let delegate = ReactingDelegate()
        delegate.onShouldBegin = { $0.view?.removeGestureRecognizer($0) }
        recognizer.delegate = delegate
        scene.target.addGestureRecognizer(recognizer)
        try scene.host.tap(at: scene.point)
        scene.host.runUntilIdle()
        #expect(actions == 0)
    }

    // MARK: Hole 9

    @Test("C12: a key-window change keeps held keys: the release is absorbed, a second down is refused")
    func keyWindowChangeKeepsHeldKeys() throws {
        let scene = Scene()
        let other = scene.host.makeWindow(rootViewController: UIViewController())
        scene.window.makeKey()
        scene.target.acceptsFirstResponder = true
        #expect(scene.target.becomeFirstResponder())
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        other.makeKey()
        #expect(throws: InputRejection.self) {
            try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        }
        try scene.host.send(.key(HostKey(.repeat, .keyboardA, characters: "a")))
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("target cancelled") == 1)
        #expect(scene.log.unfinished == 0)
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
    }

    @Test("C12: after the application ends a touch itself, the host's moves and lift are absorbed quietly")
    func touchEndedByApplicationAbsorbsHost() throws {
        let scene = Scene()
        let finger = try scene.host.touchDown(at: scene.point)
        scene.window.isHidden = true
        try finger.move(to: CGPoint(x: scene.point.x + 5, y: scene.point.y))
        try finger.lift()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("target cancelled") == 1)
        #expect(scene.log.count("target moved") == 0)
        #expect(scene.log.count("target ended") == 0)
    }

    // MARK: Hole 10

    @Test("H5: a typing key goes to the text input even when a controller above swallows presses")
    func typingKeyReachesTextInputPastSwallowingController() throws {
        let host = EventTestHost()
        let log = HearingLog()
        let controller = NamedController("controller", log)
        controller.swallowsPresses = true
        _ = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(field.text == "a")
        #expect(log.violations.isEmpty, "\(log.violations)")
    }

    @Test("H4, H5: a key command still comes before a text input's typing")
    func keyCommandComesBeforeTyping() throws {
        let host = EventTestHost()
        let controller = CommandController(nibName: nil, bundle: nil)
        _ = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(controller.commands == 1)
        #expect(field.text == "")
    }

    // MARK: Hole 11

    @Test("C2, D6: a delegate that disables its recognizer in shouldReceive: the lift is not held back for good")
    func disabledInShouldReceive() throws {
        let host = EventTestHost()
        let log = HearingLog()
        let root = NamedController("root", log)
        _ = host.makeWindow(rootViewController: root)
        let target = NamedView("target", log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.view.addSubview(target)
        let recognizer = UIPanGestureRecognizer()
        let delegate = ReactingDelegate()
        recognizer.delegate = delegate
        delegate.onShouldReceive = { [recognizer] in recognizer.isEnabled = false }
        target.addGestureRecognizer(recognizer)
        try host.tap(at: host.screenPoint(inCenterOf: target))
        host.runUntilIdle()
        #expect(log.violations.isEmpty, "\(log.violations)")
        #expect(log.unfinished == 0, "\(log.heard)")
        #expect(log.count("target ended") == 1 && log.count("root ended") == 1, "\(log.heard)")
    }

    @Test("H3: a first responder that frees its root view in pressesEnded before super: the controller hears the end")
    func rootViewFreedInPressesEnded() throws {
        let host = EventTestHost()
        let log = HearingLog()
        let root = NamedController("root", log)
        let window = host.makeWindow(rootViewController: root)
        let container = NamedView("container", log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let field = NamedView("field", log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        field.acceptsFirstResponder = true
        root.view.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.reactions["pressesEnded"] = { [root, window] in
            root.view.removeFromSuperview()
            root.view = UIView(frame: window.bounds)
            window.addSubview(root.view)
        }
        try host.send(.key(HostKey(.down, .keyboardLeftArrow, characters: "")))
        try host.send(.key(HostKey(.up, .keyboardLeftArrow, characters: "")))
        host.runUntilIdle()
        #expect(log.violations.isEmpty, "\(log.violations)")
        #expect(log.unfinished == 0, "\(log.heard)")
        #expect(log.count("root ended") == 1, "\(log.heard)")
    }
}
