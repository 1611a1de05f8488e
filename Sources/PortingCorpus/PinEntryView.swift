// Pattern: a custom PIN entry view that adopts UIKeyInput: it becomes first responder when tapped, so the
// keyboard types into it through insertText / deleteBackward, and it reports completion to a closure.
// Ported: unchanged but the import.
import ResponderKit

class PinEntryView: UIView, UIKeyInput {
    var pinLength = 4
    var onComplete: ((String) -> Void)?
    private(set) var pin = ""

    var keyboardType: UIKeyboardType = .numberPad

    override var canBecomeFirstResponder: Bool { true }

    var hasText: Bool {
        !pin.isEmpty
    }

    func insertText(_ text: String) {
        let digits = text.filter { $0.isNumber }
        guard !digits.isEmpty else { return }
        pin = String((pin + digits).prefix(pinLength))
        if pin.count == pinLength {
            onComplete?(pin)
            resignFirstResponder()
        }
    }

    func deleteBackward() {
        if !pin.isEmpty {
            pin.removeLast()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if !isFirstResponder {
            becomeFirstResponder()
        }
    }
}
