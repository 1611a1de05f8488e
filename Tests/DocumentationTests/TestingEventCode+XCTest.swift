// The XCTest case of the DocC article "Testing event code" (TestingEventCode.md), as printed there. It is Swift
// 5-mode code, as an iOS team's existing suite is: Swift 6 mode gives its nonisolated calls the same errors UIKit
// gives them, so the Swift 6 build of this target (see .ci/run) leaves it out.
#if !swift(>=6)

import XCTest
import ResponderKit
import ResponderKitTesting

final class TouchCountingViewTests: XCTestCase {
    var host: EventTestHost!
    var target = TouchCountingView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        let controller = UIViewController()
        window = host.makeWindow(rootViewController: controller)
        controller.view.addSubview(target)
    }

    func testTapReachesTheView() throws {
        try host.tap(target)
        XCTAssertEqual(target.ended, 1)
    }
}
#endif
