import Testing
import UIKitPortRules

@Suite("Rule 7: a @MainActor XCTestCase, which stops swift-corelibs-xctest, runs with its test bodies unchanged")
struct TestIsolationRuleTests {
    @Test("@MainActor moves to the members; set-up, tear-down and synchronous test bodies run on the main actor")
    func mainActorTestCase() {
        expectPort("""
            import XCTest
            @testable import Shop

            @MainActor
            final class CartViewControllerTests: XCTestCase {
                var controller: CartViewController!

                override func setUp() {
                    super.setUp()
                    controller = CartViewController()
                }

                override func setUpWithError() throws {
                    try super.setUpWithError()
                }

                override func tearDown() async throws {
                    controller = nil
                    try await super.tearDown()
                }

                func testCheckoutButtonSubmits() {
                    controller.checkoutButton.sendActions(for: .touchUpInside)
                    XCTAssertTrue(controller.didSubmit)
                }

                func testSubmitWaits() async throws {
                    try await controller.submit()
                }

                func makeItem() -> Item { Item() }

                nonisolated func testNothing() {}
            }
            """, """
            import XCTest
            @testable import Shop

            final class CartViewControllerTests: XCTestCase {
                @MainActor var controller: CartViewController!

                override func setUp() {
                    MainActor.assumeIsolated {
                        super.setUp()
                        controller = CartViewController()
                    }
                }

                override func setUpWithError() throws {
                    try MainActor.assumeIsolated {
                        try super.setUpWithError()
                    }
                }

                override func tearDown() async throws {
                    try await { @MainActor in
                        controller = nil
                        try await super.tearDown()
                    }()
                }

                func testCheckoutButtonSubmits() {
                    MainActor.assumeIsolated {
                        controller.checkoutButton.sendActions(for: .touchUpInside)
                        XCTAssertTrue(controller.didSubmit)
                    }
                }

                @MainActor func testSubmitWaits() async throws {
                    try await controller.submit()
                }

                @MainActor func makeItem() -> Item { Item() }

                nonisolated func testNothing() {}
            }

            #if !canImport(ObjectiveC)
            extension CartViewControllerTests: @unchecked Sendable {}
            #endif
            """)
    }

    @Test("A test class without @MainActor, or a class that is not a test case, is left alone")
    func othersUntouched() {
        let plain = "final class T: XCTestCase {\n    func testA() {}\n}"
        #expect(Porter.port(plain).text == plain)
        let model = "@MainActor\nfinal class Model {\n    func a() {}\n}"
        #expect(Porter.port(model).text == model)
    }

    @Test("A test file that uses UIKit after importing XCTest alone gets import UIKit; other files are left alone")
    func uiKitImportOfTestFiles() {
        expectPort("""
            // Created by a team.

            import XCTest

            class EmbeddingTests: XCTestCase {
                func testEmbeds() {
                    XCTAssertNotNil(UIViewController().view)
                }
            }
            """, """
            // Created by a team.

            import UIKit
            import XCTest

            class EmbeddingTests: XCTestCase {
                func testEmbeds() {
                    XCTAssertNotNil(UIViewController().view)
                }
            }
            """)
        let report = Porter.port("import XCTest\nlet view = UIView()").report
        #expect(report.changes(of: .testImport).map(\.detail) == ["import UIKit added before import XCTest"])
        for untouched in [
            "import XCTest\nimport UIKit\nlet view = UIView()",
            "import XCTest\nimport UIKit.UIGestureRecognizerSubclass\nlet view = UIView()",
            "import XCTest\nlet total = [1, 2].reduce(0, +)",
            "import Foundation\nlet view = UIView()",
        ] {
            #expect(Porter.port(untouched).report.changes(of: .testImport).isEmpty, "\(untouched)")
        }
    }
}
