import Foundation

/// The application's held presses and the one reusable presses event.
@MainActor
final class PressRouting {
    var activePresses: [UIPress] = []
    let event = UIPressesEvent()

    func press(withCode code: Int) -> UIPress? {
        activePresses.first { $0.hostCode == code }
    }
}

extension UIApplication {
    // The path of a press: input door -> application -> focused item, or first responder, or key window
    // (spec H2, I5) -> up the chain -> if nobody handled it: key commands' text fallback, focus movement.

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
            deliver(press, phase: .changed)
        case .up:
            guard let press = existing else { throw InputRejection(reason: .pressNotDown(code: code)) }
            press.timestamp = try inputDoor.acceptTimestamp(hostKey.timestamp, code: code)
            deliver(press, phase: .ended)
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
            deliver(press, phase: .ended)
        }
    }

    /// The responder presses start at: the focused item, else the key window's first responder, else the key
    /// window (H2, I5).
    var pressTarget: UIResponder? {
        guard let window = keyWindow else { return nil }
        if let focused = window.focusSystem.focusedItem as? UIResponder { return focused }
        return window.firstResponder ?? window
    }

    private func beginPress(_ press: UIPress) {
        press.window = keyWindow
        press.responder = pressTarget
        pressRouting.activePresses.append(press)
        pressRouting.event.pressStorage.insert(press)
        let handled = deliver(press, phase: .began)
        if !handled { handleUnclaimedPress(press) }
    }

    /// Tells the press's responder chain about a phase; returns whether a responder kept it from falling off
    /// the end of the chain.
    @discardableResult
    func deliver(_ press: UIPress, phase: UIPress.Phase) -> Bool {
        guard !press.isFinished else { return true }
        press.phase = phase
        let event = pressRouting.event
        event.timestamp = press.timestamp
        if phase == .ended || phase == .cancelled { press.isFinished = true }
        defer {
            if press.isFinished {
                pressRouting.activePresses.removeAll { $0 === press }
                event.pressStorage.remove(press)
            }
        }
        guard let responder = press.responder else { return false }
        ResponderChainForwarding.reachedEndOfChain = false
        ResponderChainForwarding.isolated {
            let presses: Set<UIPress> = [press]
            switch phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            case .cancelled: responder.pressesCancelled(presses, with: event)
            case .stationary: break
            }
        }
        let handled = !ResponderChainForwarding.reachedEndOfChain
        if phase == .changed, !handled { typeFallback(for: press) }
        return handled
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
        guard let key = press.key, let target = firstResponder as? UIKeyInput else { return false }
        guard key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace: target.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter: target.insertText("\n")
        default:
            guard !key.characters.isEmpty, key.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else {
                return false
            }
            target.insertText(key.characters)
        }
        return true
    }

    /// Cancels every held press, for their responders; used when the key window changes.
    func cancelActivePresses() {
        for press in pressRouting.activePresses { deliver(press, phase: .cancelled) }
    }
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
