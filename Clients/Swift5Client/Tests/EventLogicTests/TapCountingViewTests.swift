import XCTest
import ResponderKit
import ResponderKitTesting
import EventLogic

final class TapCountingViewTests: XCTestCase {
    let host = EventTestHost()
    lazy var window = host.makeWindow(rootViewController: UIViewController())
    var target = makeTapTarget()

    override func setUpWithError() throws {
        try super.setUpWithError()
        window.rootViewController?.view.addSubview(target)
    }

    func testTwoQuickTapsCountTwo() throws {
        try host.tap(target)
        host.advance(by: 0.1)
        try host.tap(target)
        XCTAssertEqual(target.taps, 2)
        XCTAssertEqual(target.lastTapCount, 2)
    }

    func testALiftOutsideIsNotATap() throws {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: target))
        try finger.move(to: CGPoint(x: 300, y: 700))
        try finger.lift()
        XCTAssertEqual(target.taps, 0)
    }

    @MainActor func testAsyncTestMethodsRunOnTheMainActor() async throws {
        let view = makeTapTarget()
        XCTAssertEqual(view.frame.width, 120)
    }
}
