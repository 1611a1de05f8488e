import XCTest
import ResponderKit

// Work UIKit code schedules on the main queue runs while XCTest waits for an expectation, as on iOS.
final class RunLoopTests: XCTestCase {
    func testMainQueueWorkRunsWhileWaitingForAnExpectation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = expectation(description: "the view moved on the next turn")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
            view.center = CGPoint(x: 50, y: 50)
            moved.fulfill()
        }
        wait(for: [moved], timeout: 2)
        XCTAssertEqual(view.frame.origin, CGPoint(x: 45, y: 45))
    }
}
