// Pattern: a form where Return moves to the next field (found by tag with `viewWithTag`) and the last field
// submits and dismisses the keyboard with `resignFirstResponder()`.
// Ported: unchanged but the import.
import ResponderKit

class SignUpViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    private(set) var submittedName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        let fields = [nameField, emailField, passwordField]
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 20, y: 120 + CGFloat(index) * 60, width: view.bounds.width - 40, height: 44)
            field.tag = index + 1
            field.delegate = self
            field.returnKeyType = .next
            view.addSubview(field)
        }
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let nextField = view.viewWithTag(textField.tag + 1) as? UITextField {
            nextField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            submit()
        }
        return false
    }

    private func submit() {
        submittedName = nameField.text
    }
}
