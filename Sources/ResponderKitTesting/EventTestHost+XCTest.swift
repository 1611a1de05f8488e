#if canImport(XCTest)
import Foundation
import ResponderKit
import XCTest

extension EventTestHost {
    /// The XCTest form of the leak check (spec T9): notes what the host's windows show from now on and, when
    /// `testCase` tears down, tears the windows down and fails the test naming every view controller, view and
    /// window still alive (see ``findLeaks()``).
    ///
    /// The check runs as a teardown block, after the test method and before `tearDown()`: XCTest keeps test
    /// case objects alive, so an object a stored property of the test case still holds then counts as alive.
    /// Keep the objects under test in locals, or set such properties to nil at the end of the test, as the
    /// `addTeardownBlock { [weak sut] in XCTAssertNil(sut) }` idiom of iOS teams requires too.
    public func checkForLeaks(in testCase: XCTestCase, file: StaticString = #filePath, line: UInt = #line) {
        startCheckingForLeaks()
        testCase.addTeardownBlock { [self] in
            MainActor.assumeIsolated {
                let leaks = findLeaks()
                guard !leaks.isEmpty else { return }
                XCTFail(EventTestHostError.leaked(leaks).description, file: file, line: line)
            }
        }
    }
}
#endif
