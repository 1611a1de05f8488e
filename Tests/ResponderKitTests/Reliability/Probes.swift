import Foundation
import ResponderKit

/// Everything the probes saw, checked against C2 and H3 as it arrives: a responder hears of a touch or press
/// first with a began, ends it exactly once, and hears nothing after.
@MainActor
final class CallbackLedger {
    private enum Status { case open, closed }
    private var statuses: [Pair: Status] = [:]
    private var names: [Pair: String] = [:]
    /// Touches and presses stay alive until the case ends, so a freed one's identifier cannot be reused by a
    /// new one and be mistaken for it.
    private var keptAlive: [AnyObject] = []
    private(set) var violations: [String] = []
    private(set) var callbackCount = 0

    private struct Pair: Hashable {
        let responder: ObjectIdentifier
        let item: ObjectIdentifier
    }

    enum Phase: String { case began, moved, ended, cancelled }

    func touches(_ responder: UIResponder, _ phase: Phase, _ touches: Set<UITouch>) {
        for touch in touches {
            note(responder, item: touch, phase: phase, ownView: touch.view === responder, what: "touch")
        }
    }

    func presses(_ responder: UIResponder, _ phase: Phase, _ presses: Set<UIPress>) {
        for press in presses { note(responder, item: press, phase: phase, ownView: false, what: "press") }
    }

    private func note(_ responder: UIResponder, item: AnyObject, phase: Phase, ownView: Bool, what: String) {
        callbackCount += 1
        keptAlive.append(item)
        let pair = Pair(responder: ObjectIdentifier(responder), item: ObjectIdentifier(item))
        let name = "\(Probe.name(of: responder)) \(what) \(ObjectIdentifier(item).hashValue & 0xFFFF)"
        switch (phase, statuses[pair]) {
        case (.began, nil):
            statuses[pair] = .open
            names[pair] = name
        case (.began, .open?): violations.append("\(name): began twice")
        case (_, .closed?): violations.append("\(name): \(phase) after it had ended")
        case (.moved, .open?): break
        case (.ended, .open?), (.cancelled, .open?): statuses[pair] = .closed
        case (_, nil) where ownView: violations.append("\(name): \(phase) without began on its own view")
        case (_, nil): break
        }
    }

    /// Pairs still open once every finger and key is up and every timer has fired.
    func unfinished() -> [String] {
        statuses.filter { $0.value == .open }.map { "\(names[$0.key] ?? "?"): began but never ended" }
    }
}

/// What a probe does to the world from inside one of its callbacks, to exercise reentrancy.
enum Reaction: Equatable {
    case removeSelf, removeSuperview, addSubview, becomeFirstResponder(Int), resignFirstResponder
    case disableRecognizers, present, dismiss, sendAction, hideSelf

}

enum Trigger: String { case began, moved, ended, cancelled, press, action }

/// Names probes for reports and forwards their callbacks to the ledger and their reaction.
@MainActor
enum Probe {
    static func name(of responder: UIResponder) -> String {
        if let view = responder as? UIView, let id = view.accessibilityIdentifier { return id }
        if let controller = responder as? ChaosController { return controller.name }
        return String(describing: type(of: responder))
    }
}

/// The hooks every probe shares: the ledger, and a reaction fired once on a trigger.
@MainActor
final class ChaosHooks {
    let ledger: CallbackLedger
    var reaction: (trigger: Trigger, perform: () -> Void)?

    init(ledger: CallbackLedger) {
        self.ledger = ledger
    }

    func fire(_ trigger: Trigger) {
        guard let reaction, reaction.trigger == trigger else { return }
        self.reaction = nil
        reaction.perform()
    }

    func touches(_ responder: UIResponder, _ phase: CallbackLedger.Phase, _ touches: Set<UITouch>) {
        ledger.touches(responder, phase, touches)
        fire(Trigger(rawValue: phase.rawValue)!)
    }

    func presses(_ responder: UIResponder, _ phase: CallbackLedger.Phase, _ presses: Set<UIPress>) {
        ledger.presses(responder, phase, presses)
        if phase == .began { fire(.press) }
    }
}

@MainActor
final class ChaosView: UIView {
    let hooks: ChaosHooks

    init(frame: CGRect, hooks: ChaosHooks) {
        self.hooks = hooks
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses)
        super.pressesBegan(presses, with: event)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .moved, presses)
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses)
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses)
        super.pressesCancelled(presses, with: event)
    }
}

@MainActor
final class ChaosButton: UIButton {
    let hooks: ChaosHooks

    init(frame: CGRect, hooks: ChaosHooks) {
        self.hooks = hooks
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// The real text field, recorded: tapping it makes it first responder (F7) and it takes typed text.
@MainActor
final class ChaosTextField: UITextField {
    let hooks: ChaosHooks

    init(frame: CGRect, hooks: ChaosHooks) {
        self.hooks = hooks
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses)
        super.pressesBegan(presses, with: event)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .moved, presses)
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses)
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses)
        super.pressesCancelled(presses, with: event)
    }
}

/// A text input standing in for a text field: it can become first responder, takes typed text, and may
/// bring its own input and accessory views (G1).
@MainActor
final class ChaosTextInput: UIView, UIKeyInput {
    let hooks: ChaosHooks
    private(set) var text = ""
    let customInputView: UIView?
    let customAccessoryView: UIView?

    init(frame: CGRect, hooks: ChaosHooks, inputView: UIView?, accessoryView: UIView?) {
        self.hooks = hooks
        customInputView = inputView
        customAccessoryView = accessoryView
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches)
        _ = becomeFirstResponder()
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses)
        super.pressesBegan(presses, with: event)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .moved, presses)
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses)
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses)
        super.pressesCancelled(presses, with: event)
    }
}

/// A controller that records what reaches it through the chain and can be first responder (F10).
@MainActor
final class ChaosController: UIViewController {
    let name: String
    let hooks: ChaosHooks
    var acceptsFirstResponder = false

    init(name: String, hooks: ChaosHooks) {
        self.name = name
        self.hooks = hooks
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.ledger.touches(self, .began, touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.ledger.touches(self, .moved, touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.ledger.touches(self, .ended, touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.ledger.touches(self, .cancelled, touches)
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.ledger.presses(self, .began, presses)
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.ledger.presses(self, .ended, presses)
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.ledger.presses(self, .cancelled, presses)
        super.pressesCancelled(presses, with: event)
    }
}
