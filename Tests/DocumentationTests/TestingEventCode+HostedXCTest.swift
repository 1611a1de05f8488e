// The XCTest case of the DocC article "Testing event code" (TestingEventCode.md), section "Code as written
// reaches the test's application", as printed there: Swift 5-mode code, left out of the Swift 6 build of this
// target as TestingEventCode+XCTest.swift is.
#if !swift(>=6)

import XCTest
import ResponderKit
import ResponderKitTesting

final class NoteViewControllerXCTests: XCTestCase {
    var host: EventTestHost!
    var controller: NoteViewController!
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        host = EventTestHost()                   // UIApplication.shared until this test ends
        controller = NoteViewController()
        window = host.makeWindow(rootViewController: controller)
    }

    func testSaveButtonRisesAboveTheKeyboard() throws {
        try host.tap(.identifier("note"))
        XCTAssertTrue(host.isKeyboardShown)
        XCTAssertLessThanOrEqual(controller.saveButton.frame.maxY, try XCTUnwrap(host.keyboardFrame).minY)
    }
}
#endif
