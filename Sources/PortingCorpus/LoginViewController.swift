// Pattern: form validation on every keystroke: both fields send `.editingChanged` to one action, which enables
// the sign-in button only when both are filled in; the button is disabled to begin with.
// Ported: #selector(textFieldDidChange(_:)) / #selector(signInTapped(_:)) -> .textFieldDidChange /
// .signInTapped, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let textFieldDidChange: Selector = "textFieldDidChange:"
    static let signInTapped: Selector = "signInTapped:"
}

class LoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private(set) var signInAttempts = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.textFieldDidChange, LoginViewController.textFieldDidChange)
        table.add(.signInTapped, LoginViewController.signInTapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.frame = CGRect(x: 20, y: 120, width: 350, height: 44)
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.frame = CGRect(x: 20, y: 180, width: 350, height: 44)
        passwordField.isSecureTextEntry = true
        signInButton.frame = CGRect(x: 20, y: 250, width: 350, height: 50)
        signInButton.isEnabled = false
        [emailField, passwordField, signInButton].forEach { view.addSubview($0) }

        emailField.addTarget(self, action: .textFieldDidChange, for: .editingChanged)
        passwordField.addTarget(self, action: .textFieldDidChange, for: .editingChanged)
        signInButton.addTarget(self, action: .signInTapped, for: .touchUpInside)
    }

    func textFieldDidChange(_ textField: UITextField) {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        signInButton.isEnabled = email.contains("@") && !password.isEmpty
    }

    func signInTapped(_ sender: UIButton) {
        signInAttempts += 1
    }
}
