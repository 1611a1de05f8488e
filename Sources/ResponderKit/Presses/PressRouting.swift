import Foundation

/// The application's held presses and the one reusable presses event.
@MainActor
final class PressRouting {
    // Read on every key event; unchecked for the reason `UIPress`'s dispatch state is.
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    var activePresses: [UIPress] {
        get { hot.value.activePresses }
        _modify { yield &hot.value.activePresses }
    }
    let event = UIPressesEvent()

    // Loops rather than closures: a main-actor closure handed to the standard library checks its executor at
    // run time, which cost more than the search.
    func press(withCode code: Int) -> UIPress? {
        for press in activePresses where press.hostCode == code { return press }
        return nil
    }

    /// Forgets a press that is no longer held.
    func remove(_ press: UIPress) {
        if let index = activePresses.firstIndex(of: press) { activePresses.remove(at: index) }
        if let index = event.pressStorage.firstIndex(of: press) { event.pressStorage.remove(at: index) }
    }

    /// The modifiers held now, for `UIEvent.modifierFlags` of touch events.
    var modifierFlags: UIKeyModifierFlags {
        Self.modifierFlags(of: activePresses)
    }

    /// The modifiers `presses` hold: those reported with each key, and each modifier key held itself (a host
    /// may report a held Shift as a press of its own, with no flags).
    static func modifierFlags(of presses: some Sequence<UIPress>) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        for press in presses {
            guard let key = press.key else { continue }
            flags.formUnion(key.modifierFlags)
            switch key.keyCode {
            case .keyboardLeftShift, .keyboardRightShift: flags.insert(.shift)
            case .keyboardLeftControl, .keyboardRightControl: flags.insert(.control)
            case .keyboardLeftAlt, .keyboardRightAlt: flags.insert(.alternate)
            case .keyboardLeftGUI, .keyboardRightGUI: flags.insert(.command)
            default: break
            }
        }
        return flags
    }
}

extension UIApplication {
    // The path of a press: input door -> application -> key commands (H4) -> recognizers of the target view
    // and its ancestors (H2) -> the focused item, or first responder, or key window (H2, I5) -> up the chain
    // -> if nobody handled it: text input into the first responder, focus movement.

    func routeKey(_ hostKey: HostKey) throws(InputRejection) {
        let code = hostKey.keyCode.rawValue
        guard hostKey.keyCode.isKnown else { throw InputRejection(reason: .unknownKeyCode(code)) }
        let existing = pressRouting.press(withCode: code)
        switch hostKey.action {
        case .down:
            guard existing == nil else { throw InputRejection(reason: .pressAlreadyDown(code: code)) }
            let time = try inputDoor.acceptTimestamp(hostKey.timestamp, code: code)
            let key = UIKey(keyCode: hostKey.keyCode, characters: hostKey.characters,
                            charactersIgnoringModifiers: hostKey.charactersIgnoringModifiers,
                            modifierFlags: hostKey.modifierFlags)
            beginPress(UIPress(type: hostKey.keyCode.pressType, key: key, hostCode: code, timestamp: time))
        case .repeat:
            guard let press = existing else { throw InputRejection(reason: .pressNotDown(code: code)) }
            press.timestamp = try inputDoor.acceptTimestamp(hostKey.timestamp, code: code)
            if !press.wasEndedByApplication { changePress(press) }
        case .up:
            guard let press = existing else { throw InputRejection(reason: .pressNotDown(code: code)) }
            press.timestamp = try inputDoor.acceptTimestamp(hostKey.timestamp, code: code)
            finishPress(press, phase: .ended)
        }
    }

    func routeButton(_ button: HostButton) throws(InputRejection) {
        let code = -1 - button.type.rawValue
        let existing = pressRouting.press(withCode: code)
        if button.isDown {
            guard existing == nil else { throw InputRejection(reason: .pressAlreadyDown(code: code)) }
            let time = try inputDoor.acceptTimestamp(button.timestamp, code: code)
            beginPress(UIPress(type: button.type, key: nil, hostCode: code, timestamp: time))
        } else {
            guard let press = existing else { throw InputRejection(reason: .pressNotDown(code: code)) }
            press.timestamp = try inputDoor.acceptTimestamp(button.timestamp, code: code)
            finishPress(press, phase: .ended)
        }
    }

    /// The responder presses start at: the focused item, else the key window's first responder, else the key
    /// window (<doc:Catalog#H2>, <doc:Catalog#I5>).
    var pressTarget: UIResponder? {
        guard let window = keyWindow else { return nil }
        if let focused = window.existingFocusSystem?.focusedItem as? UIResponder { return focused }
        return window.firstResponder ?? window
    }

    private func beginPress(_ press: UIPress) {
        press.window = keyWindow
        press.responder = pressTarget
        pressRouting.activePresses.append(press)
        pressRouting.event.pressStorage.append(press)
        pressRouting.event.timestamp = press.timestamp
        dispatch(.pressBegan(press), of: pressRouting.event, to: press.window)
    }

    /// A press's beginning, once it reached its window through `sendEvent(_:)`.
    func deliverPressBegan(_ press: UIPress) {
        // A key command that runs takes the whole press: nobody hears of it, its repeats or its release.
        if performKeyCommand(for: press) {
            press.responderDelivery = .finished
            return
        }
        gestureArena.gatherRecognizers(for: press)
        gestureArena.deliver(press, .began, event: pressRouting.event)
        guard press.responderDelivery == .undecided else { return }
        press.responderDelivery = .delivering
        let kept = deliveryLedger.tellResponders(press, .began)
        if typeIntoTextInputThatPassedOn(press) { return }
        if !kept { handleUnclaimedPress(press) }
    }

    private func changePress(_ press: UIPress) {
        press.phase = .changed
        pressRouting.event.timestamp = press.timestamp
        dispatch(.pressChanged(press), of: pressRouting.event, to: press.window)
    }

    /// A held key's repeat, once it reached its window through `sendEvent(_:)`.
    func deliverPressChanged(_ press: UIPress) {
        gestureArena.deliver(press, .changed, event: pressRouting.event)
        guard press.responderDelivery == .delivering else { return }
        let kept = deliveryLedger.tellResponders(press, .changed)
        if typeIntoTextInputThatPassedOn(press) { return }
        if !kept { typeFallback(for: press) }
    }

    /// A key that types, going to the text input that is first responder, is taken by that text input once
    /// its own `pressesBegan` ran the default (did not keep the press to itself), even if a responder above
    /// it kept the press without calling `super` (<doc:Catalog#H5>). Key commands ran before and took what they match.
    private func typeIntoTextInputThatPassedOn(_ press: UIPress) -> Bool {
        guard let target = press.responder, target === firstResponder, target is UIKeyInput,
              deliveryLedger.responderPassedOn(press) else { return false }
        return typeFallback(for: press)
    }

    /// Ends a press for recognizers and for responders that still owe it an ending, then forgets it; a press
    /// the application already ended itself is forgotten quietly (<doc:Catalog#C12>).
    private func finishPress(_ press: UIPress, phase: UIPress.Phase) {
        if press.wasEndedByApplication {
            forget(press)
            return
        }
        press.phase = phase
        press.isDown = false
        pressRouting.event.timestamp = press.timestamp
        if !dispatch(.pressEnded(press, phase), of: pressRouting.event, to: press.window),
           !press.wasEndedByApplication, press.responderDelivery != .undecided {
            press.wasEndedByApplication = true
            endPress(press, phase: .cancelled)
            noteStoppedEnding(of: "a press")
        }
        forget(press)
    }

    /// A press's release from the host, once it reached its window through `sendEvent(_:)`.
    func deliverPressEnded(_ press: UIPress, phase: UIPress.Phase) {
        guard !press.wasEndedByApplication else { return }
        endPress(press, phase: phase)
    }

    private func forget(_ press: UIPress) {
        pressRouting.remove(press)
    }

    /// Ends a press for recognizers and for the responders that still owe it an ending.
    private func endPress(_ press: UIPress, phase: UIPress.Phase) {
        press.phase = phase
        press.isDown = false
        pressRouting.event.timestamp = press.timestamp
        gestureArena.deliver(press, phase, event: pressRouting.event)
        // A claimed press released normally keeps its queued cancellation; one cancelled outright gets it now.
        let owesEnding = press.responderDelivery == .delivering
            || (press.responderDelivery == .cancellationPending && phase == .cancelled)
        if owesEnding {
            press.responderDelivery = .finished
            deliveryLedger.tellResponders(press, phase)
        }
    }

    /// Sends the responders of a press a recognizer claimed their `pressesCancelled`, after its action (<doc:Catalog#H3>).
    func cancelClaimedPress(_ press: UIPress) {
        guard press.responderDelivery == .cancellationPending else { return }
        press.responderDelivery = .finished
        deliveryLedger.tellResponders(press, .cancelled)
    }

    /// Sends `pressesCancelled` to the responders of presses that started at `view` or inside it; see
    /// `DeliveryLedger.cancelPresses(whoseResponderIsInside:)`.
    func cancelPresses(whoseResponderIsInside view: UIView) {
        deliveryLedger.cancelPresses(whoseResponderIsInside: view)
    }

    /// A press nobody handled: a key that types goes to the first responder's `UIKeyInput`; an arrow moves
    /// focus in the key window.
    private func handleUnclaimedPress(_ press: UIPress) {
        if typeFallback(for: press) { return }
        if let heading = press.type.focusHeading, let window = press.window {
            window.focusSystem.moveFocus(heading)
        }
    }

    @discardableResult
    private func typeFallback(for press: UIPress) -> Bool {
        guard let edit = keyInputEdit(for: press), let target = firstResponder as? UIKeyInput else { return false }
        UITextField.typeAsUser(into: target) {
            switch edit {
            case .insert(let text): target.insertText(text)
            case .deleteBackward: target.deleteBackward()
            }
        }
        return true
    }

    /// What `press` would do to the first responder's text if nobody handled it, or `nil` if it does not type
    /// (no `UIKeyInput` first responder, Command or Control held, a key without printable characters).
    func keyInputEdit(for press: UIPress) -> KeyInputEdit? {
        // The modifiers first: a conformance check costs far more, and key commands ask this of every ⌘ key.
        guard let key = press.key, key.modifierFlags.isDisjoint(with: [.command, .control]),
              firstResponder is UIKeyInput else { return nil }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: return .deleteBackward
        case .keyboardReturnOrEnter, .keypadEnter: return .insert("\n")
        default:
            guard !key.characters.isEmpty, key.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else {
                return nil
            }
            return .insert(key.characters)
        }
    }

    /// Cancels every held press, for recognizers and responders; used when the key window changes.
    ///
    /// The keys stay held for the host: their repeats and releases are absorbed quietly, and a second down
    /// of a held key is still refused (<doc:Catalog#C12>).
    func cancelActivePresses() {
        for press in pressRouting.activePresses where !press.wasEndedByApplication {
            press.wasEndedByApplication = true
            endPress(press, phase: .cancelled)
        }
    }
}

/// The change a typing key makes to a `UIKeyInput`.
enum KeyInputEdit {
    case insert(String)
    case deleteBackward
}

extension UIKeyboardHIDUsage {
    /// The press type UIKit reports for this key: arrows and page keys have their own, the rest are keyboard.
    var pressType: UIPress.PressType {
        switch self {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default: return .keyboard
        }
    }
}

extension UIPress.PressType {
    /// The direction an arrow press moves focus in.
    var focusHeading: UIFocusHeading? {
        switch self {
        case .upArrow: return .up
        case .downArrow: return .down
        case .leftArrow: return .left
        case .rightArrow: return .right
        default: return nil
        }
    }
}

extension PressRouting {
    /// The hot state of `PressRouting`, in one value (`UncheckedState`).
    struct HotState {
        var activePresses: [UIPress] = []
    }
}
