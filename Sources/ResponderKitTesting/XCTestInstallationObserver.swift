#if canImport(XCTest)
import Foundation
import ResponderKit
import XCTest

/// Ends an XCTest host's installation as `UIApplication.shared` when its test case finishes, so a host a test
/// case still holds after `tearDown` (XCTest keeps its test case objects) never reaches the next test.
final class XCTestInstallationObserver: NSObject, XCTestObservation, @unchecked Sendable {
    @MainActor static let shared = XCTestInstallationObserver()
    @MainActor private var registered = false
    @MainActor private weak var installedHost: EventTestHost?

    /// Remembers `host` as the installed one, registering with XCTest the first time.
    @MainActor
    func hostInstalled(_ host: EventTestHost) {
        installedHost = host
        guard !registered else { return }
        registered = true
        XCTestObservationCenter.shared.addTestObserver(self)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        MainActor.assumeIsolated {
            installedHost?.uninstall()
            installedHost = nil
        }
    }
}
#endif
