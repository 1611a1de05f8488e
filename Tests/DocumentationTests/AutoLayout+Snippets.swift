// The code of the DocC article "Auto Layout and where touches land", as printed there, run to show what the
// article says.

import ResponderKit
import ResponderKitTesting
import Testing

final class CheckoutViewController: UIViewController {
    let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(payButton)
        NSLayoutConstraint.activate([
            payButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            payButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            payButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -24),
            payButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}

@MainActor @Suite("DocC article AutoLayout: its examples run and show what it says")
struct AutoLayoutArticleTests {
    private final class Printed {
        var text = ""
    }

    private let printed = Printed()

    private func print(_ item: Any) {
        printed.text += "\(item)\n"
    }

    @Test("AutoLayout: the button pinned by anchors is tapped where the constraints put it, and a contradiction is reported (U3, U12)")
    func checkoutScreen() throws {
        let host = EventTestHost()
        let controller = CheckoutViewController()
        let window = host.makeWindow(rootViewController: controller)
        try host.tap(controller.payButton)
        // The screen is 390 x 844 points: the button spans the width less 16 points each side, 24 above the bottom.
        print(controller.payButton.frame)   // (16.0, 770.0, 358.0, 50.0)
        #expect(controller.payButton.frame == CGRect(x: 16, y: 770, width: 358, height: 50))
        #expect(window.hitTest(CGPoint(x: 195, y: 795), with: nil) === controller.payButton)

        let tooWide = controller.payButton.widthAnchor.constraint(equalToConstant: 500)
        tooWide.identifier = "pay-button-width"
        tooWide.isActive = true
        window.layoutIfNeeded()
        print(host.application.diagnostics.entries.last!.message)
        // Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint
        // <NSLayoutConstraint 'pay-button-width' UIButton:0x....width == 500>
        #expect(printed.text.contains("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint <NSLayoutConstraint 'pay-button-width' UIButton:0x"))
        #expect(controller.payButton.frame.width == 358)
    }
}
