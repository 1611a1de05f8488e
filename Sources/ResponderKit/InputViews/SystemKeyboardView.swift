import Foundation

/// The system keyboard: a real view hierarchy of keys that a host draws and a finger taps.
///
/// Tapping a key types into the first responder through ``UIKeyInput``; the layout follows the text input's
/// ``UIKeyboardType`` (letters, or a number pad) and the return key is titled from its ``UIReturnKeyType``.
@preconcurrency @MainActor
public final class SystemKeyboardView: UIInputView {
    /// The height the keyboard is shown at.
    public static let standardHeight: CGFloat = 216

    /// The keys, in reading order.
    public private(set) var keys: [Key] = []
    /// The layout in use.
    public private(set) var keyboardType: UIKeyboardType = .default
    /// The title of the return key in use.
    public private(set) var returnKeyTitle = "return"

    init(width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: SystemKeyboardView.standardHeight),
                   inputViewStyle: .keyboard)
        layOut(rows: SystemKeyboardView.rows(for: .default, returnTitle: "return"), width: width)
    }

    /// Fails: the system keyboard is made only by the input system, never decoded.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the keys out for `input`'s keyboard type and return key, at `width`.
    func configure(for input: UIKeyInput, width: CGFloat) {
        let returnTitle = title(for: input.returnKeyType)
        guard input.keyboardType != keyboardType || returnTitle != returnKeyTitle || bounds.width != width else {
            return
        }
        keyboardType = input.keyboardType
        returnKeyTitle = returnTitle
        layOut(rows: SystemKeyboardView.rows(for: keyboardType, returnTitle: returnTitle), width: width)
    }

    /// The key showing `title`, for hosts and tests that want to tap it.
    public func key(titled title: String) -> Key? {
        keys.first { $0.title == title }
    }

    private func layOut(rows: [[(title: String, action: TextInput)]], width: CGFloat) {
        for key in keys { key.removeFromSuperview() }
        keys.removeAll()
        bounds.size = CGSize(width: width, height: SystemKeyboardView.standardHeight)
        let rowHeight = SystemKeyboardView.standardHeight / CGFloat(rows.count)
        for (rowIndex, row) in rows.enumerated() {
            let keyWidth = width / CGFloat(row.count)
            for (column, entry) in row.enumerated() {
                let key = Key(title: entry.title, action: entry.action,
                              frame: CGRect(x: CGFloat(column) * keyWidth, y: CGFloat(rowIndex) * rowHeight,
                                            width: keyWidth, height: rowHeight))
                addSubview(key)
                keys.append(key)
            }
        }
    }

    private func title(for returnKey: UIReturnKeyType) -> String {
        switch returnKey {
        case .default: return "return"
        case .emergencyCall: return "emergency call"
        default: return "\(returnKey)".lowercased()
        }
    }

    private static func rows(for type: UIKeyboardType, returnTitle: String) -> [[(title: String, action: TextInput)]] {
        func letters(_ text: String) -> [(title: String, action: TextInput)] {
            text.map { (String($0), TextInput.insert(String($0))) }
        }
        switch type {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad:
            var last: [(title: String, action: TextInput)] = [("0", .insert("0")), ("⌫", .deleteBackward)]
            if type == .decimalPad { last.insert((".", .insert(".")), at: 0) }
            return [letters("123"), letters("456"), letters("789"), last]
        default:
            return [letters("qwertyuiop"), letters("asdfghjkl"), letters("zxcvbnm") + [("⌫", .deleteBackward)],
                    [("space", .insert(" ")), (returnTitle, .return)]]
        }
    }

    /// One key of the system keyboard; a tap on it types.
    @preconcurrency @MainActor
    public final class Key: UIView {
        /// The label drawn on the key.
        public let title: String
        /// What tapping the key does.
        public let action: TextInput
        /// Whether a finger is on the key now, for hosts that draw it pressed.
        public private(set) var isPressed = false

        /// Whether tapping the key types now. Only the return key is ever disabled: while the text input it
        /// types into has no text and sets ``UITextInputTraits/enablesReturnKeyAutomatically``, as UIKit's
        /// keyboard does. Hosts draw a disabled key dimmed; a tap on it does nothing.
        public var isEnabled: Bool {
            guard action == .return, let target = window?.application?.inputSystem.textTarget else { return true }
            return target.hasText || !target.enablesReturnKeyAutomatically
        }

        init(title: String, action: TextInput, frame: CGRect) {
            self.title = title
            self.action = action
            super.init(frame: frame)
        }

        /// Fails: keys are made only by the system keyboard, never decoded.
        public required init?(coder: NSCoder) {
            return nil
        }

        public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            isPressed = true
        }

        public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            isPressed = bounds.contains(touch.location(in: self))
        }

        public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            defer { isPressed = false }
            guard isPressed, isEnabled, let system = window?.application?.inputSystem else { return }
            system.perform(action)
        }

        public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            isPressed = false
        }
    }
}

extension InputSystem {
    /// Types into the text target; typing with no target is reported, not lost silently.
    @discardableResult
    func perform(_ action: TextInput) -> Bool {
        guard let target = textTarget else {
            application?.reportUntypedText(action)
            return false
        }
        UITextField.typeAsUser(into: target) {
            switch action {
            case .insert(let text): target.insertText(text)
            case .deleteBackward: target.deleteBackward()
            case .return: target.insertText("\n")
            }
        }
        return true
    }
}

extension UIApplication {
    /// Reports text typed while the first responder takes none; the input door reports it this way too, so
    /// the report is the same whether the door or the keyboard found it.
    func reportUntypedText(_ action: TextInput) {
        diagnostics.record(ResponderDiagnostic(
            kind: .textInputUnhandled,
            message: "Typed \(action) but the first responder \(firstResponder.map { "\(type(of: $0))" } ?? "(none)") "
                + "does not adopt UIKeyInput; the text was dropped."))
    }
}
