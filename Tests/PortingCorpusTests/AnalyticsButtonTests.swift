import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class CheckoutTarget: ActionTarget {
    private(set) var checkouts = 0

    static func declareActions(in table: inout ActionTable) {
        table.add("checkout:", CheckoutTarget.checkout)
    }

    func checkout(_ sender: UIButton) { checkouts += 1 }
}

@MainActor
@Suite("AnalyticsButton: overriding UIControl.sendAction(_:to:for:) (spec E5)")
struct AnalyticsButtonTests {
    @Test("E5: a tap goes through the override, which logs the selector's name, then reaches the target")
    func tapIsLoggedAndDelivered() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = AnalyticsButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.analyticsName = "checkout-tap"
        window.addSubview(button)
        let target = CheckoutTarget()
        button.addTarget(target, action: "checkout:", for: .touchUpInside)

        try host.tap(button)
        #expect(target.checkouts == 1)
        #expect(Analytics.shared.events.filter { $0.hasPrefix("checkout-tap.") } == ["checkout-tap.checkout:"])
    }

    @Test("E5: sendActions(for:) from code goes through the override too")
    func programmaticSendActions() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = AnalyticsButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.analyticsName = "checkout-code"
        window.addSubview(button)
        let target = CheckoutTarget()
        button.addTarget(target, action: "checkout:", for: .touchUpInside)

        button.sendActions(for: .touchUpInside)
        #expect(target.checkouts == 1)
        #expect(Analytics.shared.events.filter { $0.hasPrefix("checkout-code.") } == ["checkout-code.checkout:"])
    }
}
