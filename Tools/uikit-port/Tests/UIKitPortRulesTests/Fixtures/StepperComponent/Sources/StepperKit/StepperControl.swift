// A stepper component in its iOS form, as open-source UIKit components are written: an @objc delegate with
// optional members, Interface Builder attributes, selector targets (one taking the event, one an @IBAction),
// and a target that is not a responder. `uikit-port` converts it; the check script builds and tests the result.
import UIKit

@objc protocol StepperControlDelegate: AnyObject {
    @objc optional func stepperControlDidChange(_ stepper: StepperControl)
    @objc optional func stepperControl(_ stepper: StepperControl, titleFor value: Int) -> String?
}

@IBDesignable
final class StepperControl: UIControl {
    @IBInspectable var maximum: Int = 3
    @objc dynamic private(set) var value = 0
    @IBOutlet weak var valueLabel: UILabel?
    weak var delegate: StepperControlDelegate?
    let plusButton = UIButton(type: .system)
    let minusButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        plusButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        minusButton.addTarget(self, action: #selector(decrement(_:forEvent:)), for: .touchUpInside)
        addSubview(plusButton)
        addSubview(minusButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func increment(_ sender: UIButton) {
        setValue(value + 1)
    }

    @IBAction func decrement(_ sender: UIButton, forEvent event: UIEvent?) {
        setValue(value - 1)
    }

    private func setValue(_ newValue: Int) {
        let clamped = min(max(newValue, 0), maximum)
        guard clamped != value else { return }
        value = clamped
        valueLabel?.text = delegate?.stepperControl?(self, titleFor: value) ?? "\(value)"
        sendActions(for: .valueChanged)
        delegate?.stepperControlDidChange?(self)
    }
}

/// Records every value the stepper reports, as an analytics helper would: a target that is not a responder.
final class StepperLogger: NSObject {
    private(set) var values: [Int] = []

    func watch(_ stepper: StepperControl) {
        stepper.addTarget(self, action: #selector(stepperChanged(_:)), for: .valueChanged)
    }

    @objc func stepperChanged(_ stepper: StepperControl) {
        values.append(stepper.value)
    }
}
