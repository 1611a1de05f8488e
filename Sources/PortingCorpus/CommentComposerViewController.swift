// Pattern: a keyboard helper: the screen observes keyboardWillShow / keyboardWillHide with
// `NotificationCenter.default.addObserver(self, selector:name:object:)`, reads the keyboard's end frame from
// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue`, and slides the view up by its height.
// Ported: #selector(keyboardWillShow(_:)) / #selector(keyboardWillHide(_:)) -> .keyboardWillShow /
// .keyboardWillHide, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let keyboardWillShow: Selector = "keyboardWillShow:"
    static let keyboardWillHide: Selector = "keyboardWillHide:"
}

class CommentComposerViewController: UIViewController {
    let commentField = UITextField()
    private(set) var lastAnimationDuration: Double?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.keyboardWillShow, CommentComposerViewController.keyboardWillShow)
        table.add(.keyboardWillHide, CommentComposerViewController.keyboardWillHide)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        commentField.frame = CGRect(x: 20, y: view.bounds.height - 64, width: view.bounds.width - 40, height: 44)
        view.addSubview(commentField)

        NotificationCenter.default.addObserver(self, selector: .keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: .keyboardWillHide,
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue else { return }
        lastAnimationDuration =
            (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        if view.frame.origin.y == 0 {
            view.frame.origin.y -= keyboardFrame.height
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        if view.frame.origin.y != 0 {
            view.frame.origin.y = 0
        }
    }
}
