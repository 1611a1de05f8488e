// The "after" side of the README's shortest porting example, as printed there, and a test that it works.

import ResponderKitTesting
import Testing
import UIKit

extension Selector {                                  // one name for senders and implementers
    static let shareTapped: Selector = "shareTapped:"
}

final class ShareViewController: UIViewController {
    let shareButton = UIButton(type: .system)
    private(set) var shares = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.shareTapped, ShareViewController.shareTapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.addTarget(self, action: .shareTapped, for: .touchUpInside)
    }

    func shareTapped(_ sender: UIButton) { shares += 1 }
}

@MainActor @Suite("README: the ported ShareViewController")
struct ShareViewControllerTests {
    @Test("E5, E12: a tap on the button sends the declared action to its target, once")
    func tapSendsTheAction() throws {
        let host = EventTestHost()
        let controller = ShareViewController()
        let window = host.makeWindow(rootViewController: controller)
        controller.shareButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(controller.shareButton)
        try host.tap(controller.shareButton)
        _ = window
        #expect(controller.shares == 1)
        #expect(host.lastAction?.action == .shareTapped)
        #expect(host.application.diagnostics.entries.isEmpty)
    }
}
