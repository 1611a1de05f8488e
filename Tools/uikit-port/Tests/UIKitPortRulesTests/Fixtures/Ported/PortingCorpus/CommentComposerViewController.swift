// Original iOS form of Sources/PortingCorpus/CommentComposerViewController.swift, the fixture `uikit-port`
// converts: a keyboard helper observing keyboardWillShow / keyboardWillHide with selector-based observers.
import UIKit

class CommentComposerViewController: UIViewController {
    let commentField = UITextField()
    private(set) var lastAnimationDuration: Double?

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("keyboardWillShow:"), CommentComposerViewController.keyboardWillShow(_:))
        table.add(Selector("keyboardWillHide:"), CommentComposerViewController.keyboardWillHide(_:))
    }
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        commentField.frame = CGRect(x: 20, y: view.bounds.height - 64, width: view.bounds.width - 40, height: 44)
        view.addSubview(commentField)

        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:"),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillHide:"),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue else { return }
        lastAnimationDuration =
            (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
        if view.frame.origin.y == 0 {
            view.frame.origin.y -= keyboardFrame.height
        }
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func keyboardWillHide(_ notification: Notification) {
        if view.frame.origin.y != 0 {
            view.frame.origin.y = 0
        }
    }
}
