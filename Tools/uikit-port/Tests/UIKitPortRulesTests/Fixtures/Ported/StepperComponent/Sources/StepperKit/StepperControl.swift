// A stepper component in its iOS form, as open-source UIKit components are written: an @objc delegate with
// optional members, Interface Builder attributes, selector targets (one taking the event, one an @IBAction),
// and a target that is not a responder. `uikit-port` converts it; the check script builds and tests the result.
import UIKit

#if canImport(ObjectiveC)
@objc protocol StepperControlDelegate: AnyObject {
    @objc optional func stepperControlDidChange(_ stepper: StepperControl)
    @objc optional func stepperControl(_ stepper: StepperControl, titleFor value: Int) -> String?
}
#else
protocol StepperControlDelegate: AnyObject {
    func stepperControlDidChange(_ stepper: StepperControl)
    func stepperControl(_ stepper: StepperControl, titleFor value: Int) -> String?
}

extension StepperControlDelegate {
    func stepperControlDidChange(_ stepper: StepperControl) {}
    func stepperControl(_ stepper: StepperControl, titleFor value: Int) -> String? { nil }
}
#endif

#if canImport(ObjectiveC)
@IBDesignable
#endif
final class StepperControl: UIControl {
    #if canImport(ObjectiveC)
    @IBInspectable
    #endif
    var maximum: Int = 3
    #if canImport(ObjectiveC)
    @objc
    #endif
    dynamic private(set) var value = 0
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var valueLabel: UILabel?
    weak var delegate: StepperControlDelegate?
    let plusButton = UIButton(type: .system)
    let minusButton = UIButton(type: .system)

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("increment:"), StepperControl.increment(_:))
        table.add(Selector("decrement:forEvent:"), StepperControl.decrement(_:forEvent:))
    }
    #endif

    override init(frame: CGRect) {
        super.init(frame: frame)
        plusButton.addTarget(self, action: Selector("increment:"), for: .touchUpInside)
        minusButton.addTarget(self, action: Selector("decrement:forEvent:"), for: .touchUpInside)
        addSubview(plusButton)
        addSubview(minusButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func increment(_ sender: UIButton) {
        setValue(value + 1)
    }

    #if canImport(ObjectiveC)
    @IBAction
    #endif
    func decrement(_ sender: UIButton, forEvent event: UIEvent?) {
        setValue(value - 1)
    }

    private func setValue(_ newValue: Int) {
        let clamped = min(max(newValue, 0), maximum)
        guard clamped != value else { return }
        value = clamped
        #if canImport(ObjectiveC)
        valueLabel?.text = delegate?.stepperControl?(self, titleFor: value) ?? "\(value)"
        #else
        valueLabel?.text = delegate?.stepperControl(self, titleFor: value) ?? "\(value)"
        #endif
        sendActions(for: .valueChanged)
        #if canImport(ObjectiveC)
        delegate?.stepperControlDidChange?(self)
        #else
        delegate?.stepperControlDidChange(self)
        #endif
    }
}

/// Records every value the stepper reports, as an analytics helper would: a target that is not a responder.
final class StepperLogger: NSObject {
    private(set) var values: [Int] = []

    #if !canImport(ObjectiveC)
    @MainActor static func declareActions(in table: inout ActionTable) {
        table.add(Selector("stepperChanged:"), { (target: StepperLogger) in { (sender: StepperControl) in target.stepperChanged(sender) } })
    }
    #endif

    func watch(_ stepper: StepperControl) {
        stepper.addTarget(self, action: Selector("stepperChanged:"), for: .valueChanged)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func stepperChanged(_ stepper: StepperControl) {
        values.append(stepper.value)
    }
}

#if !canImport(ObjectiveC)
extension StepperLogger: ActionTarget {}
#endif
