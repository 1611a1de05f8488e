// The XCTest forms of main-actor test code that work on Linux, as TestingEventCode.md prints them (spec T12),
// and the XCTest form of the leak check (T9). Swift 5-mode code, as an iOS team's suite is; the Swift 6 build
// of this target (see .ci/run) leaves it out.
#if !swift(>=6)

import XCTest
import ResponderKit
import ResponderKitTesting

final class ComposeScreenTests: XCTestCase {                   // the class stays unmarked
    func testNonisolatedMethodDrivesTheHost() throws {        // Swift 5 mode: runs on the main thread
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let target = TouchCountingView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        controller.view.addSubview(target)
        try host.tap(target)
        XCTAssertEqual(target.ended, 1)
        _ = window
    }

    @MainActor func testMainActorAsyncMethod() async throws {  // @MainActor on the method, not the class
        let host = EventTestHost()
        await host.run {                                     // .shared is the host's inside run
            XCTAssertTrue(UIApplication.shared === host.application)
            await Task.yield()
            XCTAssertTrue(UIApplication.shared === host.application)
        }
    }

    func testDraftScreenDoesNotLeak() throws {
        let host = EventTestHost()
        host.checkForLeaks(in: self)                           // checked when the test case tears down
        let screen = ReplyViewController()
        let window = host.makeWindow(rootViewController: screen)
        try host.tap(screen.field)
        try host.type("Hi", using: .softwareKeyboard)
        try host.tap(screen.sendButton)
        try host.waitForAnimations()
        XCTAssertEqual(screen.sent, ["Hi"])
        _ = window
    }
}

#endif
