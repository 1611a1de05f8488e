// Pattern: a chat screen whose message bar is the controller's `inputAccessoryView`: the controller returns
// true from `canBecomeFirstResponder`, so the bar sits at the bottom of the screen even with no keyboard,
// and rides on top of the keyboard while the bar's text field edits.
// Ported: #selector(sendMessage(_:)) -> .sendMessage, @objc dropped, declareActions. Left out:
// `becomeFirstResponder()` in `viewDidAppear(_:)` (no appearance callbacks; the test calls it).
import ResponderKit

extension Selector {
    static let sendMessage: Selector = "sendMessage:"
}

class ChatViewController: UIViewController {
    let messageBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
    let messageField = UITextField(frame: CGRect(x: 8, y: 8, width: 300, height: 36))
    let sendButton = UIButton(type: .system)
    private(set) var sentMessages: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? {
        return messageBar
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.sendMessage, ChatViewController.sendMessage)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.frame = CGRect(x: 316, y: 8, width: 66, height: 36)
        sendButton.addTarget(self, action: .sendMessage, for: .touchUpInside)
        messageBar.addSubview(messageField)
        messageBar.addSubview(sendButton)
    }

    func sendMessage(_ sender: UIButton) {
        guard let text = messageField.text, !text.isEmpty else { return }
        sentMessages.append(text)
        messageField.text = ""
    }
}
