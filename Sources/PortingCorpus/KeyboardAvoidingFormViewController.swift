// Pattern: keyboard avoidance in a scroll view, as Apple's text programming guide shows it: observe
// keyboardWillShow / keyboardWillHide, set the scroll view's contentInset.bottom to the keyboard's height, and
// scroll the active field into view; the active field is tracked with the text field delegate.
// Ported: #selector(keyboardWillShow(_:)) / #selector(keyboardWillHide(_:)) -> .formKeyboardWillShow /
// .formKeyboardWillHide, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let formKeyboardWillShow: Selector = "formKeyboardWillShow:"
    static let formKeyboardWillHide: Selector = "formKeyboardWillHide:"
}

class KeyboardAvoidingFormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    private(set) var fields: [UITextField] = []
    private weak var activeField: UITextField?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.formKeyboardWillShow, KeyboardAvoidingFormViewController.formKeyboardWillShow)
        table.add(.formKeyboardWillHide, KeyboardAvoidingFormViewController.formKeyboardWillHide)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        for index in 0..<12 {
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 80, width: view.bounds.width - 40,
                                                  height: 44))
            field.placeholder = "Field \(index + 1)"
            field.delegate = self
            scrollView.addSubview(field)
            fields.append(field)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 20 + 12 * 80)

        NotificationCenter.default.addObserver(self, selector: .formKeyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: .formKeyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        activeField = nil
    }

    func formKeyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue else { return }
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: keyboardFrame.height, right: 0)
        scrollView.contentInset = insets
        var visible = view.frame
        visible.size.height -= keyboardFrame.height
        if let field = activeField, !visible.contains(field.frame.origin) {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func formKeyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
    }
}
