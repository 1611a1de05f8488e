import Foundation
import ResponderKit
import ResponderKitTesting

/// The door's model: which fingers, keys and shake the host has down, so every input's acceptance can be
/// predicted, whether a step or a callback sends it. Input sent from a callback while the door is delivering
/// must be refused as reentrant (the door's documented rule); from a callback outside delivery (a timer, a
/// step that changes the world) it is ordinary input. A refused input must change nothing.
extension World {
    func sendTouches(_ touches: [HostTouch]) {
        var down = fingersDown
        var expectedRejection = doorDepth > 0
        var seen = Set<Int>()
        for touch in touches {
            if !seen.insert(touch.id).inserted { expectedRejection = true }
            switch touch.action {
            case .down: if !down.insert(touch.id).inserted { expectedRejection = true }
            case .move: if !down.contains(touch.id) { expectedRejection = true }
            case .up, .cancel: if down.remove(touch.id) == nil { expectedRejection = true }
            }
        }
        // The model changes before the door delivers: a callback that sends more input outside delivery (a
        // held touch released by a timer during this frame cannot, but a timer run by a reaction can) must
        // see this frame's fingers as down.
        if !expectedRejection { fingersDown = down }
        send(.touches(touches), expectRejection: expectedRejection)
    }

    func sendKey(_ action: HostKey.Action, _ code: UIKeyboardHIDUsage) {
        let isDown = keysDown.contains(Int(code.rawValue))
        let rejected = doorDepth > 0 || (action == .down ? isDown : !isDown)
        if !rejected, action == .down { keysDown.insert(Int(code.rawValue)) }
        if !rejected, action == .up { keysDown.remove(Int(code.rawValue)) }
        let characters = code == .keyboardA ? "a" : code == .keyboardK ? "k" : ""
        send(.key(HostKey(action, code, characters: characters)), expectRejection: rejected)
    }

    func sendText(_ text: TextInput) {
        send(.text(text), expectRejection: doorDepth > 0 || !(application.firstResponder is UIKeyInput))
    }

    func sendShake(_ phase: HostShake) {
        let rejected = doorDepth > 0 || (phase != .began && !isShaking)
        if !rejected { isShaking = phase == .began }
        send(.shake(phase), expectRejection: rejected)
    }

    /// A lifecycle step: refused from inside delivery or when it cannot follow the state; accepted, it reaches
    /// the state N1 names. The fingers and keys stay down for the host (C12), so the model keeps them.
    func sendLifecycle(_ change: HostLifecycle) {
        let state = application.applicationState
        let target: UIApplication.State? = switch change {
        // Launching and terminating are not drawn: the world's app counts as launched and lives on.
        case .finishLaunching, .terminate: nil
        case .resignActive: state == .active ? .inactive : nil
        case .enterBackground: state == .inactive ? .background : nil
        case .enterForeground: state == .background ? .inactive : nil
        case .becomeActive: state == .inactive ? .active : nil
        }
        let rejected = doorDepth > 0 || target == nil
        send(.lifecycle(change), expectRejection: rejected)
        if !rejected, doorDepth == 0, let target, application.applicationState != target {
            violations.append("N1: \(change.rawValue) from \(state) left the app \(application.applicationState)")
        }
    }

    /// Clears held keys when the key window changes, as the current code does, unless the stricter rule
    /// (C12: a key-window change does not forget held keys) is switched on.
    func observeKeyWindow() {
        let token = application.notificationCenter.addObserver(forName: UIWindow.didBecomeKeyNotification,
                                                               object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, !WorldChange.keysSurviveKeyWindowChange.isOn else { return }
                self.keysDown.removeAll()
            }
        }
        observerTokens.append(token)
    }

    /// Sends `input` and checks the door agrees with the model; around a refusal, checks that nothing changed
    /// but the diagnostics log, which must say why.
    func send(_ input: HostInput, expectRejection: Bool) {
        let before = expectRejection ? snapshot : nil
        let diagnosticsBefore = diagnosticCount
        doorDepth += 1
        defer { doorDepth -= 1 }
        do {
            try application.inputDoor.send(input)
            if expectRejection { violations.append("the door accepted \(input), which should be rejected") }
        } catch {
            if !expectRejection {
                violations.append("the door rejected \(input): \(error)")
            } else if let before, snapshot != before || diagnosticCount == diagnosticsBefore {
                violations.append("rejected \(input) changed the app (or left no diagnostic): \(before) -> "
                    + "\(snapshot), \(diagnosticCount - diagnosticsBefore) diagnostics")
            }
        }
    }

    /// What a refused input must leave as it was.
    private var snapshot: String {
        let states = recognizers.map { "\($0.state.rawValue)\($0.isEnabled)" }.joined()
        let first = application.firstResponder.map { "\(ObjectIdentifier($0))" } ?? "-"
        let key = application.keyWindow.map { "\(ObjectIdentifier($0))" } ?? "-"
        let stamp = WorldChange.rejectionKeepsTimestamp.isOn ? "\(application.inputDoor.lastTimestamp)" : ""
        return "callbacks \(ledger.callbackCount) first \(first) key \(key) recognizers \(states) "
            + "timers \(host.clock.pendingTimerCount) clock \(host.clock.now) stamp \(stamp)"
    }

    /// Input a callback sends: a finger down at the view, lifting every finger, a key, a shake, text.
    func sendFromCallback(_ input: CallbackInput, at view: UIView) {
        switch input {
        case .touchDown:
            let id = (6...8).first { !fingersDown.contains($0) } ?? 6
            var point = view.window == nil ? CGPoint(x: 10, y: 10)
                : view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
            if !point.x.isFinite || !point.y.isFinite { point = CGPoint(x: 10, y: 10) }
            sendTouches([HostTouch(id: id, action: .down, location: point)])
        case .liftFingers:
            let ids = fingersDown.isEmpty ? [6] : fingersDown.sorted()
            sendTouches(ids.map { HostTouch(id: $0, action: .up, location: .zero) })
        case .keyDown: sendKey(.down, .keyboardB)
        case .keyUp:
            let heldA = keysDown.contains(Int(UIKeyboardHIDUsage.keyboardA.rawValue))
            sendKey(.up, heldA ? .keyboardA : .keyboardB)
        case .shakeBegan: sendShake(.began)
        case .shakeEnded: sendShake(.ended)
        case .text: sendText(.insert("z"))
        case .lifecycle:
            sendLifecycle(application.applicationState == .background ? .enterForeground : .resignActive)
        }
    }
}
