// An XCTest host's installation as UIApplication.shared ends when its test case finishes, even while the host
// is still alive (XCTest keeps its test case objects): the next test never reaches it. Swift 5-mode XCTest
// code; XCTest runs the two tests in the order written.
#if !swift(>=6)

import XCTest
import ResponderKit
import ResponderKitTesting

final class HostInstallationXCTests: XCTestCase {
    /// The first test's host, kept alive past its test on purpose.
    static var keptHost: EventTestHost?

    func test1_aHostMadeInTheTestIsShared() {
        let host = EventTestHost()
        HostInstallationXCTests.keptHost = host
        XCTAssertTrue(UIApplication.shared === host.application)
    }

    func test2_itIsNoLongerSharedInTheNextTest() throws {
        let host = try XCTUnwrap(HostInstallationXCTests.keptHost)
        XCTAssertFalse(UIApplication.shared === host.application)
        HostInstallationXCTests.keptHost = nil
    }
}

#endif
