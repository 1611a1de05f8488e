// Pattern: a compose toolbar pinned to the keyboard layout guide (iOS 15): a horizontal stack view with a text
// field and a send button, whose bottom is `view.keyboardLayoutGuide.topAnchor`, so it rests on the safe area's
// bottom while the keyboard is hidden and rides on top of the keyboard while it is shown, with no keyboard
// notifications. A table-like list of sent messages fills the space above.
// Ported: unchanged but the import.
import ResponderKit

final class ComposeToolbarViewController: UIViewController {
    let messageList = UIView()
    let toolbar = UIStackView()
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    private(set) var sentMessages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageField.placeholder = "Message"
        sendButton.setTitle("Send", for: .normal)
        sendButton.widthAnchor.constraint(equalToConstant: 64).isActive = true
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        toolbar.axis = .horizontal
        toolbar.spacing = 8
        toolbar.alignment = .fill
        toolbar.isLayoutMarginsRelativeArrangement = true
        toolbar.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        toolbar.addArrangedSubview(messageField)
        toolbar.addArrangedSubview(sendButton)

        messageList.translatesAutoresizingMaskIntoConstraints = false
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageList)
        view.addSubview(toolbar)

        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        NSLayoutConstraint.activate([
            messageList.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messageList.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messageList.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messageList.bottomAnchor.constraint(equalTo: toolbar.topAnchor),

            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 52),
            toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }

    private func send() {
        guard let text = messageField.text, !text.isEmpty else { return }
        sentMessages.append(text)
        messageField.text = ""
    }
}
