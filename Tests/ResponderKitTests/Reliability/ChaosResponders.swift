import Foundation
import ResponderKit

/// The real text field, recorded: tapping it makes it first responder (F7) and it takes typed text. Its
/// delegate can react from the delegate callbacks.
@MainActor
final class ChaosTextField: UITextField {
    let hooks: ChaosHooks
    /// Held here because `delegate` is weak.
    private let ownDelegate: ChaosTextFieldDelegate

    init(frame: CGRect, hooks: ChaosHooks) {
        self.hooks = hooks
        ownDelegate = ChaosTextFieldDelegate(hooks: hooks)
        super.init(frame: frame)
        delegate = ownDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses) { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .moved, presses) { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses) { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses) { super.pressesCancelled(presses, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .began) { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .ended) { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .cancelled) { super.motionCancelled(motion, with: event) }
    }
}

/// A text field delegate that fires its field's reaction from the callback it names, and allows everything.
@MainActor
final class ChaosTextFieldDelegate: UITextFieldDelegate {
    private unowned let hooks: ChaosHooks

    init(hooks: ChaosHooks) {
        self.hooks = hooks
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        hooks.fire(.textField(.shouldChangeCharacters))
        return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { hooks.fire(.textField(.didChangeSelection)) }
    func textFieldDidBeginEditing(_ textField: UITextField) { hooks.fire(.textField(.didBeginEditing)) }
    func textFieldDidEndEditing(_ textField: UITextField) { hooks.fire(.textField(.didEndEditing)) }
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

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.chaosKeyCommand, ChaosTextInput.keyCommandFired)
    }

    func keyCommandFired(_ sender: Any?) { hooks.fire(.keyCommand) }
    override var keyCommands: [UIKeyCommand]? { hooks.keyCommands }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches) {
            _ = becomeFirstResponder()
            super.touchesEnded(touches, with: event)
        }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses) { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .moved, presses) { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses) { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses) { super.pressesCancelled(presses, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .began) { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .ended) { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .cancelled) { super.motionCancelled(motion, with: event) }
    }
}

/// A controller that records what reaches it through the chain and can be first responder (F10). Its
/// reaction can fire from its callbacks, from a command added with `addKeyCommand`, or from keyboard
/// notifications it observes by selector.
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

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.chaosKeyCommand, ChaosController.keyCommandFired)
        table.add(.chaosKeyboardNote, ChaosController.keyboardNote)
    }

    func keyCommandFired(_ sender: Any?) { hooks.fire(.keyCommand) }

    func keyboardNote(_ note: Notification) {
        guard let kind = KeyboardNote.allCases.first(where: { $0.name == note.name }) else { return }
        hooks.fire(.keyboard(kind, viaSelector: true))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .began, touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .moved, touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .ended, touches) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        hooks.touches(self, .cancelled, touches) { super.touchesCancelled(touches, with: event) }
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .began, presses) { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .ended, presses) { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        hooks.presses(self, .cancelled, presses) { super.pressesCancelled(presses, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .began) { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .ended) { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        hooks.motion(self, .cancelled) { super.motionCancelled(motion, with: event) }
    }
}

/// The common "immediate pan": a recognizer subclass that moves to `.began` inside its own `touchesBegan`,
/// follows its touches, and ends when they end. Its reaction fires inside `touchesBegan`, after the change.
@MainActor
final class ImmediateRecognizer: UIGestureRecognizer {
    var reaction: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
        if let reaction {
            self.reaction = nil
            reaction()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }
}

/// A recognizer delegate that fires its reaction once from the callback it names and otherwise answers as
/// the defaults do.
@MainActor
final class ChaosRecognizerDelegate: UIGestureRecognizerDelegate {
    enum Callback: String { case shouldBegin, shouldReceiveTouch, shouldRecognizeSimultaneously }

    let callback: Callback
    private var reaction: (() -> Void)?

    init(callback: Callback, reaction: @escaping () -> Void) {
        self.callback = callback
        self.reaction = reaction
    }

    private func fire(_ which: Callback) {
        guard which == callback, let reaction else { return }
        self.reaction = nil
        reaction()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        fire(.shouldBegin)
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        fire(.shouldReceiveTouch)
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        fire(.shouldRecognizeSimultaneously)
        return false
    }
}
