// An XCTest host's installation as UIApplication.shared ends when its test case finishes, even though XCTest
// keeps the test case (and so the host) alive: the next test never reaches it. Swift 5-mode XCTest code.
#if !swift(>=6)

import XCTest
import ResponderKit
import ResponderKitTesting

/// A test case as an iOS team writes it: a host in setUp and no tearDown. Its method is run by
/// `HostInstallationXCTests`, not discovered on its own.
final class CaseWithoutTearDown: XCTestCase {
    var host: EventTestHost!
    var sharedDuringTheTest: UIApplication?

    override func setUp() {
        super.setUp()
        host = EventTestHost()
    }

    func usesTheSharedApplication() {
        sharedDuringTheTest = UIApplication.shared
    }
}

final class HostInstallationXCTests: XCTestCase {
    func testTheInstallationEndsWhenTheTestCaseFinishes() throws {
        let inner = CaseWithoutTearDown(name: "usesTheSharedApplication") { testCase in
            (testCase as? CaseWithoutTearDown)?.usesTheSharedApplication()
        }
        inner.run()
        let host = try XCTUnwrap(inner.host)
        XCTAssertTrue(inner.sharedDuringTheTest === host.application)
        XCTAssertFalse(UIApplication.shared === host.application)
    }
}

#endif
