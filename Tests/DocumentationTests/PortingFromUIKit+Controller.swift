// The "after" side of the DocC article "Porting UIKit code" (PortingFromUIKit.md), section "A controller, before
// and after", as printed there, and a test that it works.

import ResponderKitTesting
import Testing
import ResponderKit

extension Selector {                                  // one name for senders and implementers
    static let sendTapped: Selector = "sendTapped:"
    static let closeComposer: Selector = "closeComposer:"
}

final class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let closeButton = UIButton(type: .system)

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.sendTapped, ComposeViewController.sendTapped)
        table.add(.closeComposer, ComposeViewController.closeComposer)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addTarget(self, action: .sendTapped, for: .touchUpInside)
        closeButton.addTarget(nil, action: .closeComposer, for: .touchUpInside)
    }

    func sendTapped(_ sender: UIButton) { send() }

    func closeComposer(_ sender: Any?) { dismiss(animated: true) }

    override func paste(_ sender: Any?) { insertClipboard() }
}

/// What the article's example leaves to the app, recorded so the test can see the actions arrive.
extension ComposeViewController {
    static var log: [String] = []

    func send() { Self.log.append("send") }

    func insertClipboard() { Self.log.append("paste") }
}

@MainActor @Suite("Porting UIKit code: the ported ComposeViewController")
struct ComposeViewControllerTests {
    @Test("E5, E7: the send button's action reaches the controller; paste is found up the chain")
    func actionsArrive() throws {
        ComposeViewController.log = []
        let host = EventTestHost()
        let controller = ComposeViewController()
        let window = host.makeWindow(rootViewController: controller)
        controller.sendButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(controller.sendButton)
        try host.tap(controller.sendButton)
        _ = window
        #expect(host.application.sendAction(.paste, to: controller, from: nil, for: nil))
        #expect(ComposeViewController.log == ["send", "paste"])
    }
}
