import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// What each responder heard, checked strictly: a responder hears of a touch, press or shake first with a
/// began, ends it exactly once, and hears nothing after and nothing without its began (C2, H3, I2).
@MainActor
final class HearingLog {
    private var open: Set<Pair> = []
    private var closed: Set<Pair> = []
    private var kept: [AnyObject] = []
    private(set) var violations: [String] = []
    private(set) var heard: [String] = []

    private struct Pair: Hashable {
        let responder: ObjectIdentifier
        let item: ObjectIdentifier
    }

    enum Phase: String { case began, moved, ended, cancelled }

    func note(_ responder: UIResponder, _ phase: Phase, _ items: [AnyObject]) {
        let name = (responder as? NamedView)?.name ?? (responder as? NamedController)?.name
            ?? (responder as? KeepsBeganView)?.name ?? "\(type(of: responder))"
        for item in items {
            kept.append(item)
            heard.append("\(name) \(phase.rawValue)")
            let pair = Pair(responder: ObjectIdentifier(responder), item: ObjectIdentifier(item))
            if closed.contains(pair) {
                violations.append("\(name): \(phase.rawValue) after its ending")
                continue
            }
            switch phase {
            case .began:
                if !open.insert(pair).inserted { violations.append("\(name): began twice") }
            case .moved:
                if !open.contains(pair) { violations.append("\(name): moved without began") }
            case .ended, .cancelled:
                if open.remove(pair) == nil { violations.append("\(name): \(phase.rawValue) without began") }
                closed.insert(pair)
            }
        }
    }

    /// Responders that heard a began and no ending.
    var unfinished: Int { open.count }

    func count(_ entry: String) -> Int { heard.filter { $0 == entry }.count }
}

/// A view that logs every touch, press and motion callback, may run a reaction before calling `super`, and
/// calls `super` unless told not to.
@MainActor
final class NamedView: UIView {
    let name: String
    let log: HearingLog
    var reactions: [String: () -> Void] = [:]
    var acceptsFirstResponder = false

    init(_ name: String, _ log: HearingLog, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    private func react(_ key: String) {
        guard let reaction = reactions.removeValue(forKey: key) else { return }
        reaction()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .began, Array(touches))
        react("touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .moved, Array(touches))
        react("touchesMoved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .ended, Array(touches))
        react("touchesEnded")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .cancelled, Array(touches))
        react("touchesCancelled")
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .began, Array(presses))
        react("pressesBegan")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .ended, Array(presses))
        react("pressesEnded")
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .cancelled, Array(presses))
        react("pressesCancelled")
        super.pressesCancelled(presses, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.note(self, .began, [ShakeToken.current])
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.note(self, .ended, [ShakeToken.current])
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.note(self, .cancelled, [ShakeToken.current])
        super.motionCancelled(motion, with: event)
    }
}

/// Stands for the one shake in progress in the log, which pairs callbacks by object.
@MainActor
final class ShakeToken {
    static let current = ShakeToken()
}

/// A controller that logs touches and presses, and may swallow presses (no `super`).
@MainActor
final class NamedController: UIViewController {
    let name: String
    let log: HearingLog
    var swallowsPresses = false

    init(_ name: String, _ log: HearingLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .began, Array(touches))
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .moved, Array(touches))
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .ended, Array(touches))
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .cancelled, Array(touches))
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .began, Array(presses))
        if !swallowsPresses { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .ended, Array(presses))
        if !swallowsPresses { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.note(self, .cancelled, Array(presses))
        if !swallowsPresses { super.pressesCancelled(presses, with: event) }
    }
}

/// A pan that begins as soon as a finger lands, from inside its own `touchesBegan`.
@MainActor
final class ImmediatePan: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }
}

/// A delegate that runs a closure from one of its questions.
@MainActor
final class ReactingDelegate: UIGestureRecognizerDelegate {
    var onShouldReceive: (() -> Void)?
    var onShouldBegin: ((UIGestureRecognizer) -> Void)?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let reaction = onShouldReceive {
            onShouldReceive = nil
            reaction()
        }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        onShouldBegin?(gestureRecognizer)
        return true
    }

    var onShouldRecognizeSimultaneously: (() -> Void)?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        if let reaction = onShouldRecognizeSimultaneously {
            onShouldRecognizeSimultaneously = nil
            reaction()
        }
        return false
    }
}

/// A controller with a key command for plain "a".
@MainActor
final class CommandController: UIViewController {
    var commands = 0

    override var keyCommands: [UIKeyCommand]? {
        let command = UIKeyCommand(input: "a", modifierFlags: [], action: Selector("pressedA"))
        command.wantsPriorityOverSystemBehavior = true
        return [command]
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("pressedA"), CommandController.pressedA)
    }

    func pressedA(_ sender: Any?) { commands += 1 }
}

/// A view that handles `touchesBegan` itself, without `super`, and passes every later phase on with `super`.
@MainActor
final class KeepsBeganView: UIView {
    let name: String
    let log: HearingLog

    init(_ name: String, _ log: HearingLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .began, Array(touches))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note(self, .ended, Array(touches))
        super.touchesEnded(touches, with: event)
    }
}
