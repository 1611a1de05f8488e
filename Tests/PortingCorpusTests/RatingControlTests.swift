import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("RatingControl: a UIControl overriding touches and calling sendActions(for:) (spec E5, E6)")
struct RatingControlTests {
    @Test("E5: a tap on the third star sends one valueChanged with rating 3")
    func tapThirdStar() throws {
        let host = EventTestHost()
        let controller = ReviewViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(at: host.screenPoint(CGPoint(x: 150, y: 30), in: controller.ratingControl))
        #expect(controller.reportedRatings == [3])
    }

    @Test("E5: dragging across the stars reports each new rating once, in order")
    func dragAcrossStars() throws {
        let host = EventTestHost()
        let controller = ReviewViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.drag(from: host.screenPoint(CGPoint(x: 10, y: 30), in: controller.ratingControl),
                      to: host.screenPoint(CGPoint(x: 290, y: 30), in: controller.ratingControl), steps: 14)
        #expect(controller.reportedRatings == [1, 2, 3, 4, 5])
    }
}
