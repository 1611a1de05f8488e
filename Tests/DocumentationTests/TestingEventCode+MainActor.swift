// The forms of main-actor test code that work on Linux, as TestingEventCode.md prints them (spec T12): Swift
// Testing `@MainActor` suites and tests, synchronous and `async`, with the host trait current across `await`s,
// and a nonisolated `async` test reaching the host with `await`. The XCTest forms are in
// TestingEventCode+MainActorXCTest.swift.

import Testing
import ResponderKit
import ResponderKitTesting

@MainActor @Suite(.eventTestHost)
struct MainActorSuiteTests {
    @Test func synchronousTestHasItsHost() throws {
        let host = try #require(EventTestHost.current)
        #expect(UIApplication.shared === host.application)
    }

    @Test func asyncTestKeepsItsHostAcrossAwaits() async throws {
        let host = try #require(EventTestHost.current)
        await Task.yield()
        try await Task.sleep(nanoseconds: 1_000_000)
        #expect(EventTestHost.current === host)             // still this test's host after the awaits (T12)
        #expect(UIApplication.shared === host.application)
    }
}

@Test(.eventTestHost) func nonisolatedTestAwaitsTheHost() async throws {
    let reached = try await MainActor.run {
        let host = try #require(EventTestHost.current)
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let target = TouchCountingView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        controller.view.addSubview(target)
        try host.tap(target)
        _ = window
        return target.ended
    }
    #expect(reached == 1)
}
