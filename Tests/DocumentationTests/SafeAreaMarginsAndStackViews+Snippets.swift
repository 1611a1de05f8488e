// The code of the DocC article "Safe areas, margins, autoresizing and stack views", as printed there, and tests
// that it places views where the article says touches find them.

import ResponderKitTesting
import Testing
import ResponderKit

final class PlayerViewController: UIViewController {
    let controls = UIControl(frame: CGRect(x: 0, y: 800, width: 390, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        controls.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(controls)
    }
}

final class PaymentViewController: UIViewController {
    let payButton = UIButton(type: .system)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaLayoutGuide.layoutFrame
        payButton.frame = CGRect(x: safe.minX + 16, y: safe.maxY - 60, width: safe.width - 32, height: 44)
    }
}

@MainActor @Suite("DocC articles: safe areas, margins, autoresizing and stack views")
struct SafeAreaMarginsArticleTests {
    @Test("U5: the player's controls stay on the bottom edge when the window turns")
    func playerControls() throws {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let player = PlayerViewController()
        let window = host.makeWindow(rootViewController: player)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(player.controls.frame == CGRect(x: 0, y: 346, width: 844, height: 44))
        try host.tap(at: CGPoint(x: 700, y: 360))
        #expect(host.lastHitTest?.winner === player.controls)
    }

    @Test("U19: the pay button sits above the home indicator, where a tap lands on it")
    func checkout() throws {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844),
                                 safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let checkout = PaymentViewController()
        checkout.view.addSubview(checkout.payButton)
        _ = host.makeWindow(rootViewController: checkout)
        host.runUntilIdle()
        try host.tap(checkout.payButton)
        #expect(checkout.payButton.frame == CGRect(x: 16, y: 750, width: 358, height: 44))
        #expect(host.lastHitTest?.winner === checkout.payButton)
    }

    @Test("U24: the stack of the article arranges its two views inside its margins")
    func stackRow() {
        let title = UILabel()
        let share = UIButton(type: .system)
        let row = UIStackView(arrangedSubviews: [title, share])
        row.spacing = 8
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        #expect(row.arrangedSubviews == [title, share] && row.subviews == [title, share])
        #expect(!title.translatesAutoresizingMaskIntoConstraints && !share.translatesAutoresizingMaskIntoConstraints)
    }
}
