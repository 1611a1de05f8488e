// Pattern: a multi-touch raw-touch view (a piano) that turns on `isMultipleTouchEnabled` and tracks each
// finger in a dictionary keyed by its UITouch, so a chord plays and each key is released by its own finger.
// Ported: unchanged but the import.
import ResponderKit

protocol PianoKeyboardViewDelegate: AnyObject {
    func pianoKeyboard(_ keyboard: PianoKeyboardView, didPress key: Int)
    func pianoKeyboard(_ keyboard: PianoKeyboardView, didRelease key: Int)
}

class PianoKeyboardView: UIView {
    let numberOfKeys = 8
    weak var delegate: PianoKeyboardViewDelegate?
    private var activeKeys: [UITouch: Int] = [:]

    var pressedKeys: Set<Int> {
        Set(activeKeys.values)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isMultipleTouchEnabled = true
    }

    private func key(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        let keyWidth = bounds.width / CGFloat(numberOfKeys)
        return min(Int(point.x / keyWidth), numberOfKeys - 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let key = key(at: touch.location(in: self)) {
                activeKeys[touch] = key
                delegate?.pianoKeyboard(self, didPress: key)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let newKey = key(at: touch.location(in: self))
            let oldKey = activeKeys[touch]
            guard newKey != oldKey else { continue }
            if let oldKey = oldKey {
                delegate?.pianoKeyboard(self, didRelease: oldKey)
            }
            activeKeys[touch] = newKey
            if let newKey = newKey {
                delegate?.pianoKeyboard(self, didPress: newKey)
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        releaseKeys(for: touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        releaseKeys(for: touches)
    }

    private func releaseKeys(for touches: Set<UITouch>) {
        for touch in touches {
            if let key = activeKeys.removeValue(forKey: touch) {
                delegate?.pianoKeyboard(self, didRelease: key)
            }
        }
    }
}
