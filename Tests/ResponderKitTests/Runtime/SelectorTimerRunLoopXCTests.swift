import Foundation
import ResponderKit
import XCTest

// Outside a test host a selector timer is an ordinary Foundation timer on the main run loop, which fires it in
// real time (O5). XCTest runs its tests on the main thread, where the main run loop can be run.
final class SelectorTimerRunLoopXCTests: XCTestCase {
    func testO5ScheduledSelectorTimerFiresOnTheRunLoop() {
        MainActor.assumeIsolated {
            let target = TimerTarget()
            let timer = Timer.scheduledTimer(timeInterval: 0.01, target: target, selector: "tick:",
                                             userInfo: "run loop", repeats: false)
            let deadline = Date(timeIntervalSinceNow: 2)
            while target.ticks.isEmpty, Date() < deadline {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(target.ticks, ["tick run loop"])
            XCTAssertFalse(timer.isValid)
        }
    }
}
