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

    @Test("D10: a tap on the button is refused by the delegate, so only the button acts")
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
