import XCTest
import ResponderKit
import ResponderKitTesting
@testable import EventLogic

// An iOS team's XCTest case, unchanged but for the imports: nonisolated test methods, stored properties
// holding views and windows, setUp/tearDown, expectations.
final class SignInViewControllerTests: XCTestCase {
    var host: EventTestHost!
    var window: UIWindow!
    var controller = SignInViewController()

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        controller = SignInViewController()
        window = host.makeWindow(rootViewController: controller)
    }

    override func tearDown() {
        window = nil
        host = nil
        super.tearDown()
    }

    func testTappingTheNameFieldMakesItFirstResponder() throws {
        try host.tap(controller.nameField)
        XCTAssertTrue(controller.nameField.isFirstResponder)
        XCTAssertFalse(controller.passwordField.isFirstResponder)
    }

    func testReturnInTheNameFieldMovesToThePassword() throws {
        try host.tap(controller.nameField)
        controller.nameField.insertText("ada")
        try host.send(.text(.return))
        XCTAssertTrue(controller.passwordField.isFirstResponder)
        XCTAssertEqual(controller.signInAttempts, [])
    }

    func testReturnInThePasswordSignsIn() throws {
        try host.tap(controller.nameField)
        controller.nameField.insertText("ada")
        try host.tap(controller.passwordField)
        try host.send(.text(.return))
        XCTAssertEqual(controller.signInAttempts, ["ada"])
        XCTAssertFalse(controller.passwordField.isFirstResponder)
    }

    func testTheButtonSendsItsActionToTheController() throws {
        try host.tap(controller.signInButton)
        XCTAssertEqual(controller.signInAttempts, [""])
    }
}
