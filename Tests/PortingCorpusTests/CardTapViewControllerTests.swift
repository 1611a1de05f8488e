import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("CardTapViewController: gestureRecognizer(_:shouldReceive:) ignoring controls (spec D10)")
struct CardTapViewControllerTests {
    @Test("D10: a tap on the card's empty area opens it")
    func tapOpensCard() throws {
        let host = EventTestHost()
        let controller = CardTapViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 150), in: controller.cardView))
        #expect(controller.openedCards == 1)
        #expect(controller.favorites == 0)
    }

    @Test("D10: a tap on a custom control is refused by the delegate, so only the control acts")
    func customControlOnly() throws {
        let host = EventTestHost()
        let controller = CardTapViewController()
        _ = host.makeWindow(rootViewController: controller)
        // A plain UIControl has no default tap that beats the card's recognizer (D11 is for buttons), so
        // without the delegate the card would open.
        let rating = RatingControl(frame: CGRect(x: 10, y: 150, width: 200, height: 40))
        controller.cardView.addSubview(rating)
        try host.tap(at: host.screenPoint(CGPoint(x: 100, y: 20), in: rating))
        host.advance(by: 1)
        #expect(rating.rating == 3)
        #expect(controller.openedCards == 0)
    }

    @Test("D10, D11: a tap on the button is refused by the delegate, so only the button acts")
    func buttonOnlyFavorites() throws {
        let host = EventTestHost()
        let controller = CardTapViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.favoriteButton)
        host.advance(by: 1)
        #expect(controller.favorites == 1)
        #expect(controller.openedCards == 0)
    }
}
