import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("TicketOrderFormViewController: a form with a stepper and a switch (spec Q1, Q8, Q16, Q17)")
struct TicketOrderFormViewControllerTests {
    @Test("Q16, Q17: the stepper's taps step the quantity up to its maximum, each recomputing the total")
    func stepQuantity() throws {
        let host = EventTestHost()
        let controller = TicketOrderFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.totalLabel.text == "Total: $12")
        let plus = host.screenPoint(CGPoint(x: 70, y: 16), in: controller.quantityStepper)
        for _ in 0..<10 { try host.tap(at: plus) }
        #expect(controller.quantityLabel.text == "8 tickets")
        #expect(controller.totalLabel.text == "Total: $96")
        #expect(controller.recalculations == 1 + 7)
        try host.tap(at: host.screenPoint(CGPoint(x: 20, y: 16), in: controller.quantityStepper))
        #expect(controller.totalLabel.text == "Total: $84")
    }

    @Test("Q8, Q1: a tap on the switch adds gift wrap; turning it on in code for a returning customer sends nothing")
    func giftWrap() throws {
        let host = EventTestHost()
        let controller = TicketOrderFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.giftWrapSwitch)
        #expect(controller.totalLabel.text == "Total: $15")
        #expect(controller.recalculations == 2)

        let returning = TicketOrderFormViewController()
        returning.isReturningCustomer = true
        _ = host.makeWindow(rootViewController: returning)
        #expect(returning.giftWrapSwitch.isOn)
        #expect(returning.recalculations == 1)
        #expect(returning.totalLabel.text == "Total: $15")
    }
}
