// Pattern: a message composer around a UITextView: a placeholder label hidden while there is text, a character
// limit enforced in `textView(_:shouldChangeTextIn:replacementText:)`, a counter and a Send button updated in
// `textViewDidChange`, and editing begun from `viewDidLoad` when the screen is for a reply.
// Ported: #selector(...) -> .sendTapped; @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let sendTapped: Selector = "sendTapped:"
}

class MessageComposerViewController: UIViewController, UITextViewDelegate {
    static let characterLimit = 140

    let textView = UITextView()
    let placeholderLabel = UILabel()
    let counterLabel = UILabel()
    let sendButton = UIButton(type: .system)
    private(set) var sentMessages: [String] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.sendTapped, MessageComposerViewController.sendTapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = CGRect(x: 16, y: 100, width: 358, height: 160)
        textView.delegate = self
        placeholderLabel.text = "Write a message"
        placeholderLabel.frame = CGRect(x: 21, y: 108, width: 300, height: 20)
        counterLabel.frame = CGRect(x: 16, y: 270, width: 100, height: 20)
        sendButton.setTitle("Send", for: .normal)
        sendButton.frame = CGRect(x: 294, y: 265, width: 80, height: 30)
        sendButton.addTarget(self, action: .sendTapped, for: .touchUpInside)
        view.addSubview(textView)
        view.addSubview(placeholderLabel)
        view.addSubview(counterLabel)
        view.addSubview(sendButton)
        updateControls()
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: text)
        return updated.count <= MessageComposerViewController.characterLimit
    }

    func textViewDidChange(_ textView: UITextView) {
        updateControls()
    }

    func sendTapped(_ sender: UIButton) {
        sentMessages.append(textView.text)
        textView.text = ""
        textView.resignFirstResponder()
        updateControls()
    }

    private func updateControls() {
        let count = textView.text.count
        placeholderLabel.isHidden = count > 0
        counterLabel.text = "\(MessageComposerViewController.characterLimit - count)"
        sendButton.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
