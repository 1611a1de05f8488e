// Pattern: the dismiss-keyboard idiom: a "Done" button sends `resignFirstResponder` to nobody in particular
// with `UIApplication.shared.sendAction(_:to:from:for:)`, so whichever field is editing resigns.
// Ported: #selector(UIResponder.resignFirstResponder) -> "resignFirstResponder" (the Objective-C name: no
// arguments, no colon); #selector(doneTapped(_:)) -> .doneTapped, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let doneTapped: Selector = "doneTapped:"
}

class CheckoutFormViewController: UIViewController {
    let cardNumberField = UITextField()
    let postalCodeField = UITextField()
    let doneButton = UIButton(type: .system)
    private(set) var didDismissKeyboard = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.doneTapped, CheckoutFormViewController.doneTapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardNumberField.frame = CGRect(x: 20, y: 120, width: 350, height: 44)
        postalCodeField.frame = CGRect(x: 20, y: 180, width: 350, height: 44)
        doneButton.frame = CGRect(x: 290, y: 60, width: 80, height: 44)
        view.addSubview(cardNumberField)
        view.addSubview(postalCodeField)
        view.addSubview(doneButton)
        doneButton.addTarget(self, action: .doneTapped, for: .touchUpInside)
    }

    func doneTapped(_ sender: UIButton) {
        didDismissKeyboard = UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil)
    }
}
