// Original iOS form of Sources/PortingCorpus/NumericKeypadView.swift, the fixture `uikit-port` converts: a
// keypad used as a text field's input view, typing through UIKeyInput from its buttons' actions.
import UIKit

class NumericKeypadView: UIView, UIInputViewAudioFeedback {
    weak var target: UIKeyInput?
    private(set) var digitButtons: [UIButton] = []
    let deleteButton = UIButton(type: .system)

    var enableInputClicksWhenVisible: Bool { true }

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
            button.addTarget(self, action: #selector(keypadKeyTapped(_:)), for: .touchUpInside)
            addSubview(button)
            digitButtons.append(button)
        }
        deleteButton.setTitle("⌫", for: .normal)
        deleteButton.frame = CGRect(x: 2 * keyWidth, y: 3 * keyHeight, width: keyWidth, height: keyHeight)
        deleteButton.addTarget(self, action: #selector(keypadDeleteTapped(_:)), for: .touchUpInside)
        addSubview(deleteButton)
    }

    @objc func keypadKeyTapped(_ sender: UIButton) {
        guard let digit = sender.title(for: .normal) else { return }
        target?.insertText(digit)
    }

    @objc func keypadDeleteTapped(_ sender: UIButton) {
        target?.deleteBackward()
    }
}
