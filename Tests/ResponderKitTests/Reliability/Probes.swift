import Foundation
import ResponderKit

/// What a probe does to the world from inside one of its callbacks, to exercise reentrancy.
indirect enum Reaction: Equatable {
    case removeSelf, removeSuperview, addSubview, becomeFirstResponder(Int), resignFirstResponder
    case disableRecognizers, present, dismiss, sendAction, hideSelf
    /// Moves the view under view `index` when that is in the same window and not inside the view, else
    /// under its window's root view.
    case reparent(Int)
    case moveToOtherWindow
    /// The root controller of the view's window gets a new `view`; the old one leaves the window.
    case replaceRootView
    /// The view's window gets a new root controller.
    case swapRootViewController
    /// Removes the view and drops the world's references to it and its subtree.
    case free
    case makeKey(Int)
    /// A new child controller of the window's root adopts the view: the view moves into the child's view.
    case adoptIntoChild
    /// The newest child controller leaves its parent, its view leaving the window.
    case removeChild
    case removeRecognizers
    case input(CallbackInput)
    case advanceClock(TimeInterval)
    /// Runs the reaction later, from a timer on the application's clock.
    case later(TimeInterval, Reaction)
    /// Pushes a new controller with probe content on the newest navigation controller.
    case push
    /// Pops the newest navigation controller's top controller.
    case pop
    /// Selects tab `index` (wrapped) of the newest tab bar controller.
    case selectTab(Int)
    /// Presents an alert from the first root controller; its actions run `Reaction.removeSelf` on view 0.
    case presentAlert
    /// Changes the value of a standard control or text view (a no-op on other views).
    case changeValue
}

/// Input a callback sends through the door.
enum CallbackInput: String {
    case touchDown, liftFingers, keyDown, keyUp, shakeBegan, shakeEnded, text
    /// The next lifecycle step toward leaving the foreground, or back once in the background (N1).
    case lifecycle
}

/// Whether a probe's reaction runs before or after its call to `super`.
enum Timing: String { case beforeSuper, afterSuper }

/// The callback a reaction fires from.
enum Trigger: Hashable, CustomStringConvertible {
    case touch(CallbackLedger.Phase, Timing)
    case press(CallbackLedger.Phase, Timing)
    case motion(CallbackLedger.Phase, Timing)
    /// A control's action (a button's `.touchUpInside`).
    case action
    /// The responder's key command (`keyCommands` for views, `addKeyCommand` for controllers).
    case keyCommand
    case keyboard(KeyboardNote, viaSelector: Bool)
    case textField(TextFieldCallback)

    var description: String {
        switch self {
        case .touch(let phase, let timing): return "touches\(phase.rawValue.capitalized) \(timing)"
        case .press(let phase, let timing): return "presses\(phase.rawValue.capitalized) \(timing)"
        case .motion(let phase, let timing): return "motion\(phase.rawValue.capitalized) \(timing)"
        case .action: return "action"
        case .keyCommand: return "key command"
        case .keyboard(let note, let viaSelector): return "\(note) observer\(viaSelector ? " by selector" : "")"
        case .textField(let callback): return "text field delegate \(callback)"
        }
    }
}

enum KeyboardNote: String, CaseIterable {
    case willShow, didShow, willHide, didHide

    var name: Notification.Name {
        switch self {
        case .willShow: return UIResponder.keyboardWillShowNotification
        case .didShow: return UIResponder.keyboardDidShowNotification
        case .willHide: return UIResponder.keyboardWillHideNotification
        case .didHide: return UIResponder.keyboardDidHideNotification
        }
    }
}

enum TextFieldCallback: String { case shouldChangeCharacters, didChangeSelection, didBeginEditing, didEndEditing }

extension Selector {
    /// The action of every probe's key command.
    static let chaosKeyCommand: Selector = "chaosKeyCommand:"
    /// The selector keyboard notifications reach probe controllers by.
    static let chaosKeyboardNote: Selector = "chaosKeyboardNote:"
}

/// Names probes for reports.
@MainActor
enum Probe {
    static func name(of responder: UIResponder) -> String {
        if let view = responder as? UIView, let id = view.accessibilityIdentifier { return id }
        if let controller = responder as? ChaosController { return controller.name }
        return String(describing: type(of: responder))
    }
}

/// The hooks every probe shares: the ledger, a reaction fired once on a trigger, and whether the probe
/// calls `super` at all. A probe that skips `super` skips it in every touch, press and motion callback, as an
/// app that handles events itself does, so its ancestors consistently hear nothing through it.
@MainActor
final class ChaosHooks {
    let ledger: CallbackLedger
    var reaction: (trigger: Trigger, perform: () -> Void)?
    var skipsSuper = false

    init(ledger: CallbackLedger) {
        self.ledger = ledger
    }

    func fire(_ trigger: Trigger) {
        guard let reaction, reaction.trigger == trigger else { return }
        self.reaction = nil
        reaction.perform()
    }

    private func around(_ make: (Timing) -> Trigger, _ callSuper: () -> Void) {
        fire(make(.beforeSuper))
        if !skipsSuper { callSuper() }
        fire(make(.afterSuper))
    }

    func touches(_ responder: UIResponder, _ phase: CallbackLedger.Phase, _ touches: Set<UITouch>,
                 super callSuper: () -> Void) {
        ledger.touches(responder, phase, touches)
        around({ .touch(phase, $0) }, callSuper)
        ledger.checkPhase(of: touches, in: phase, "\(Probe.name(of: responder)) after its reaction and super")
    }

    func presses(_ responder: UIResponder, _ phase: CallbackLedger.Phase, _ presses: Set<UIPress>,
                 super callSuper: () -> Void) {
        ledger.presses(responder, phase, presses)
        around({ .press(phase, $0) }, callSuper)
    }

    func motion(_ responder: UIResponder, _ phase: CallbackLedger.Phase, super callSuper: () -> Void) {
        ledger.motion(responder, phase)
        around({ .motion(phase, $0) }, callSuper)
    }

    /// The key command a probe offers when its reaction fires from one.
    var keyCommands: [UIKeyCommand]? {
        guard reaction?.trigger == .keyCommand else { return nil }
        return [UIKeyCommand(input: "k", modifierFlags: [], action: .chaosKeyCommand)]
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

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.chaosKeyCommand, ChaosView.keyCommandFired)
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
