// Original iOS form of Sources/PortingCorpus/CheckoutFormViewController.swift, the fixture `uikit-port`
// converts: the dismiss-keyboard idiom, a selector of a UIKit method sent to nobody in particular.
import UIKit

class CheckoutFormViewController: UIViewController {
    let cardNumberField = UITextField()
    let postalCodeField = UITextField()
    let doneButton = UIButton(type: .system)
    private(set) var didDismissKeyboard = false

    override func viewDidLoad() {
        super.viewDidLoad()
        cardNumberField.frame = CGRect(x: 20, y: 120, width: 350, height: 44)
        postalCodeField.frame = CGRect(x: 20, y: 180, width: 350, height: 44)
        doneButton.frame = CGRect(x: 290, y: 60, width: 80, height: 44)
        view.addSubview(cardNumberField)
        view.addSubview(postalCodeField)
        view.addSubview(doneButton)
        doneButton.addTarget(self, action: #selector(doneTapped(_:)), for: .touchUpInside)
    }

    @objc func doneTapped(_ sender: UIButton) {
        didDismissKeyboard = UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
