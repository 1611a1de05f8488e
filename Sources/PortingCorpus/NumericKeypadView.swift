// Pattern: a custom numeric keypad used as a text field's `inputView`: each key button types into the field
// through UIKeyInput's `insertText(_:)`, the delete key calls `deleteBackward()`.
// Ported: #selector(keypadKeyTapped(_:)) / #selector(keypadDeleteTapped(_:)) -> .keypadKeyTapped /
// .keypadDeleteTapped, @objc dropped, declareActions. Left out: `UIDevice.current.playInputClick()` in each
// action (no UIDevice).
import ResponderKit

extension Selector {
    static let keypadKeyTapped: Selector = "keypadKeyTapped:"
    static let keypadDeleteTapped: Selector = "keypadDeleteTapped:"
}

class NumericKeypadView: UIView, UIInputViewAudioFeedback {
    weak var target: UIKeyInput?
    private(set) var digitButtons: [UIButton] = []
    let deleteButton = UIButton(type: .system)

    var enableInputClicksWhenVisible: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.keypadKeyTapped, NumericKeypadView.keypadKeyTapped)
        table.add(.keypadDeleteTapped, NumericKeypadView.keypadDeleteTapped)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpKeys()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpKeys()
    }

    private func setUpKeys() {
        let keyWidth = bounds.width / 3
        let keyHeight = bounds.height / 4
        for digit in 0...9 {
            let button = UIButton(type: .system)
            button.setTitle("\(digit)", for: .normal)
            let slot = digit == 0 ? 10 : digit - 1
            button.frame = CGRect(x: CGFloat(slot % 3) * keyWidth, y: CGFloat(slot / 3) * keyHeight,
                                  width: keyWidth, height: keyHeight)
            button.addTarget(self, action: .keypadKeyTapped, for: .touchUpInside)
            addSubview(button)
            digitButtons.append(button)
        }
        deleteButton.setTitle("⌫", for: .normal)
        deleteButton.frame = CGRect(x: 2 * keyWidth, y: 3 * keyHeight, width: keyWidth, height: keyHeight)
        deleteButton.addTarget(self, action: .keypadDeleteTapped, for: .touchUpInside)
        addSubview(deleteButton)
    }

    func keypadKeyTapped(_ sender: UIButton) {
        guard let digit = sender.title(for: .normal) else { return }
        target?.insertText(digit)
    }

    func keypadDeleteTapped(_ sender: UIButton) {
        target?.deleteBackward()
    }
}
