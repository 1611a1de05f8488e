import XCTest
import ResponderKit
import ResponderKitTesting
@testable import ComposeApp

// The same screen in an XCTest case, written as on iOS in Swift 5 mode: a host made in setUp installs itself
// as `UIApplication.shared` (XCTest runs one test at a time on the main thread) until tearDown drops it.
final class ComposeScreenXCTests: XCTestCase {
    var host: EventTestHost!
    var controller: ComposeViewController!
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        controller = ComposeViewController()
        window = host.makeWindow(rootViewController: controller)
    }

    override func tearDown() {
        window = nil
        controller = nil
        host = nil
        super.tearDown()
    }

    func testTheScreenReachesTheHostsApplication() {
        XCTAssertTrue(UIApplication.shared === host.application)
        XCTAssertEqual(controller.sendButton.frame.maxX, UIScreen.main.bounds.width - 16)
    }

    func testSendingFromTheKeyboard() throws {
        try host.tap(controller.bodyField)
        try host.type("hi")
        try host.press(key: .keyboardReturnOrEnter, modifiers: [.command], characters: "\r")
        XCTAssertEqual(controller.sentMessages, [": hi"])
    }
}
