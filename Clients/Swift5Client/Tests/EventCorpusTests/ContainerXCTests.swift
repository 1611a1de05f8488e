import XCTest
import ResponderKit
import ResponderKitTesting

/// Logs its appearance callbacks.
final class ScreenController: UIViewController {
    var calls: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        calls.append("willDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("didDisappear")
    }
}

// View controllers, containers and scroll views as an iOS team's XCTest case checks them.
final class ContainerXCTests: XCTestCase {
    let host = EventTestHost()
    let inbox = ScreenController()
    lazy var navigation = UINavigationController(rootViewController: inbox)

    override func setUp() {
        super.setUp()
        _ = host.makeWindow(rootViewController: navigation)
    }

    func testPushingCallsAppearanceOnBothControllers() {
        let message = ScreenController()
        inbox.calls = []
        navigation.pushViewController(message, animated: true)
        XCTAssertEqual(inbox.calls, ["willDisappear", "didDisappear"])
        XCTAssertEqual(message.calls, ["willAppear", "didAppear"])
        XCTAssertTrue(message.navigationController === navigation)
    }

    func testPoppingShowsTheControllerBelow() {
        navigation.pushViewController(ScreenController(), animated: false)
        inbox.calls = []
        navigation.popViewController(animated: true)
        XCTAssertEqual(inbox.calls, ["willAppear", "didAppear"])
        XCTAssertTrue(navigation.topViewController === inbox)
    }

    func testPresentingRunsTheCompletionAfterTheAppearance() {
        let sheet = ScreenController()
        let presented = expectation(description: "the completion ran")
        inbox.present(sheet, animated: true) {
            XCTAssertEqual(sheet.calls, ["willAppear", "didAppear"])
            presented.fulfill()
        }
        wait(for: [presented], timeout: 1)
    }

    func testAButtonInAScrollViewHighlightsAfterTheDelay() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        scrollView.addSubview(button)
        inbox.view.addSubview(scrollView)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        XCTAssertFalse(button.isHighlighted)
        host.advance(by: 0.2)
        XCTAssertTrue(button.isHighlighted)
        try finger.lift()
    }
}
