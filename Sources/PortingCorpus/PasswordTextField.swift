// Pattern: a password field with padding and an eye button in its right view that shows or hides the password,
// built by overriding the field's rectangles as iOS login screens do.
// Ported: #selector(toggleSecureEntry) -> .toggleSecureEntry, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let toggleSecureEntry: Selector = "toggleSecureEntry"
}

class PasswordTextField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 8)
    let toggleButton = UIButton(type: .custom)

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.toggleSecureEntry, PasswordTextField.toggleSecureEntry)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isSecureTextEntry = true
        toggleButton.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        toggleButton.setTitle("Show", for: .normal)
        toggleButton.addTarget(self, action: .toggleSecureEntry, for: .touchUpInside)
        rightView = toggleButton
        rightViewMode = .always
    }

    func toggleSecureEntry() {
        isSecureTextEntry.toggle()
        toggleButton.setTitle(isSecureTextEntry ? "Show" : "Hide", for: .normal)
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        return super.textRect(forBounds: bounds).inset(by: padding)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        return super.editingRect(forBounds: bounds).inset(by: padding)
    }

    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        return super.placeholderRect(forBounds: bounds).inset(by: padding)
    }

    override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        return super.rightViewRect(forBounds: bounds).offsetBy(dx: -padding.right, dy: 0)
    }
}
