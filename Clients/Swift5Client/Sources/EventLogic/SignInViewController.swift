import ResponderKit

// Event logic of an iOS sign-in screen, written as on iOS in Swift 5 mode; only the import and the
// selector steps of the porting guide differ.

extension Selector {
    static let signInTapped: Selector = "signInTapped:"
}

/// Two fields and a button: return moves from the name to the password, return in the password signs in.
public final class SignInViewController: UIViewController, UITextFieldDelegate {
    public let nameField = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    public let passwordField = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
    public let signInButton = UIButton(type: .system)
    public private(set) var signInAttempts: [String] = []

    public override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.signInTapped, SignInViewController.signInTapped)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        passwordField.delegate = self
        signInButton.frame = CGRect(x: 20, y: 220, width: 300, height: 44)
        signInButton.addTarget(self, action: .signInTapped, for: .touchUpInside)
        [nameField, passwordField, signInButton].forEach { view.addSubview($0) }
    }

    func signInTapped(_ sender: UIButton) {
        signIn()
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === nameField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signIn()
        }
        return false
    }

    private func signIn() {
        signInAttempts.append(nameField.text ?? "")
    }
}
