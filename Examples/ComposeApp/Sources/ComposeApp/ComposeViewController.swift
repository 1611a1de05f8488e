// A compose screen written once for iOS and for Linux: `import UIKit` is Apple's UIKit on iOS and ResponderKit's
// UIKit module on Linux, and the rest of the file is the same. Selectors are `Selector("name:")` values, the
// action methods are `@objc` where the Objective-C runtime is and listed in `declareActions(in:)` where it is not.

import UIKit

extension Selector {
    /// Sends the draft; nil-targeted, so it reaches whichever controller is in the chain.
    static let sendMessage = Selector("sendMessage:")
    /// Clears the draft's body; shaking undoes it.
    static let clearDraft = Selector("clearDraft:")
    /// A pull down on the screen puts the keyboard away.
    static let pullDown = Selector("pullDown:")
}

/// A recipient field, a body field, a send button with a nil-targeted action, a pull-down recognizer that
/// hides the keyboard, Command-Return and Command-K, and shake to undo a clear.
public final class ComposeViewController: UIViewController {
    /// Who the message goes to.
    public let toField = UITextField()
    /// The message.
    public let bodyField = UITextField()
    /// Sends the message; its action has no target and travels up the responder chain.
    public let sendButton = UIButton(type: .system)
    /// Keeps the send button above the keyboard.
    public let keyboardAvoider = KeyboardAvoider()
    /// Every message sent, as "recipient: body".
    public private(set) var sentMessages: [String] = []
    private var clearedBodies: [String] = []

    #if !canImport(ObjectiveC)
    public override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.sendMessage, ComposeViewController.sendMessage)
        table.add(.clearDraft, ComposeViewController.clearDraft)
        table.add(.pullDown, ComposeViewController.pullDown)
    }
    #endif

    public override func viewDidLoad() {
        super.viewDidLoad()
        let screen = UIScreen.main.bounds
        toField.frame = CGRect(x: 16, y: 60, width: screen.width - 32, height: 44)
        toField.accessibilityIdentifier = "to"
        bodyField.frame = CGRect(x: 16, y: 120, width: screen.width - 32, height: 44)
        bodyField.accessibilityIdentifier = "body"
        sendButton.frame = CGRect(x: screen.width - 96, y: screen.height - 60, width: 80, height: 44)
        sendButton.setTitle("Send", for: .normal)
        sendButton.accessibilityLabel = "Send"
        sendButton.addTarget(nil, action: .sendMessage, for: .touchUpInside)
        for field in [toField, bodyField] { view.addSubview(field) }
        view.addSubview(sendButton)
        view.addGestureRecognizer(PullDownGestureRecognizer(target: self, action: .pullDown))
        keyboardAvoider.keepAboveKeyboard(sendButton)
    }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: .command, action: .sendMessage),
         UIKeyCommand(input: "k", modifierFlags: .command, action: .clearDraft)]
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func sendMessage(_ sender: Any?) {
        guard let body = bodyField.text, !body.isEmpty else { return }
        sentMessages.append("\(toField.text ?? ""): \(body)")
        bodyField.text = ""
        view.endEditing(true)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func clearDraft(_ sender: Any?) {
        clearedBodies.append(bodyField.text ?? "")
        bodyField.text = ""
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func pullDown(_ recognizer: PullDownGestureRecognizer) {
        view.endEditing(true)
    }

    /// Shake undoes the last clear, as shake to undo does in a UIKit app.
    public override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake, let body = clearedBodies.popLast() else {
            super.motionEnded(motion, with: event)
            return
        }
        bodyField.text = body
    }
}
