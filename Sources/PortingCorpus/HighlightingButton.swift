// Pattern: a UIButton subclass that gives press feedback by overriding `isHighlighted` with a didSet that
// dims and shrinks the button while a finger is on it.
// Ported: unchanged but the import.
import ResponderKit

class HighlightingButton: UIButton {
    override var isHighlighted: Bool {
        didSet {
            alpha = isHighlighted ? 0.6 : 1.0
            transform = isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity
        }
    }
}
