import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("EventTestHost: waits run the app on the virtual clock and fail with what they waited for (T7, T8)")
struct EventTestHostWaitingTests {
    @Test("A condition that already holds returns at once, the clock unmoved (T7)")
    func conditionAlreadyTrue() throws {
        let host = EventTestHost()
        var fired = false
        host.clock.schedule(after: 1) { fired = true }
        try host.waitUntil(timeout: 2) { true }
        #expect(host.clock.now == 1000)
        #expect(!fired)
    }

    @Test("The wait stops at the deadline of the work that made the condition true, later work not run (T7)")
    func stopsAtTheWorkThatMadeItTrue() throws {
        let host = EventTestHost()
        var count = 0
        var later = false
        for delay in [0.3, 0.7, 1.1] { host.clock.schedule(after: delay) { count += 1 } }
        host.clock.schedule(after: 1.5) { later = true }
        try host.waitUntil(timeout: 2) { count == 2 }
        #expect(host.clock.now == 1000.7)
        #expect(count == 2 && !later)
    }

    @Test("Next-turn work runs before the first timer, and counts as making the condition true (T7)")
    func nextTurnWorkCounts() throws {
        let host = EventTestHost()
        var done = false
        host.clock.performOnNextTurn { done = true }
        try host.waitUntil(timeout: 1) { done }
        #expect(host.clock.now == 1000)
    }

    @Test("A timeout throws with the clock at start + timeout, naming the call and what is pending (T7)")
    func timesOut() throws {
        let host = EventTestHost()
        host.clock.schedule(after: 7_200) {}
        let started = Date()
        #expect {
            try host.waitUntil(timeout: 3_600) { false }
        } throws: { error in
            guard case EventTestHostError.timedOut(let message) = error else { return false }
            return message.contains("waitUntil(timeout: 3600) at ResponderKitTests/EventTestHostWaitingTests.swift:")
                && message.contains("1 scheduled piece of work is pending, the next due at 8200.0 (in 3600 s)")
                && message.contains("InputRecording.replay(contentsOf:")
        }
        #expect(host.clock.now == 4600)
        #expect(Date().timeIntervalSince(started) < 5, "a one-hour timeout takes no wall-clock hour")

        let idle = EventTestHost()
        #expect {
            try idle.waitUntil(timeout: 1) { false }
        } throws: { error in
            "\(error)".contains("Nothing is scheduled")
        }
        #expect(idle.clock.now == 1001)
    }

    @Test("waitForAnimations runs the completions of animations begun so far, the clock unmoved (T8, O1)")
    func waitsForAnimations() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        var completed = false
        UIView.transition(with: controller.view, duration: 0.3, options: [], animations: {
            controller.view.alpha = 0.5
        }, completion: { _ in completed = true })
        #expect(!completed)
        try host.waitForAnimations()
        #expect(completed)
        #expect(host.clock.now == 1000)
        _ = window
    }

    @Test("waitForIdle fires everything scheduled, the clock at the last deadline (T8)")
    func waitsForIdle() throws {
        let host = EventTestHost()
        var fired: [Double] = []
        host.clock.schedule(after: 0.5) {
            fired.append(host.clock.now)
            host.clock.schedule(after: 1) { fired.append(host.clock.now) }
        }
        try host.waitForIdle()
        #expect(fired == [1000.5, 1001.5])
        #expect(host.clock.now == 1001.5)
        #expect(host.clock.pendingTimerCount == 0)
    }

    @Test("waitForIdle with work that keeps rescheduling itself throws after its timeout (T8)")
    func idleTimesOutOnRepeatingWork() throws {
        let host = EventTestHost()
        var ticks = 0
        func tick() {
            host.clock.schedule(after: 0.25) {
                ticks += 1
                tick()
            }
        }
        tick()
        #expect {
            try host.waitForIdle(timeout: 2)
        } throws: { error in
            guard case EventTestHostError.timedOut(let message) = error else { return false }
            return message.contains("waitForIdle(timeout: 2)") && message.contains("keeps scheduling more")
                && message.contains("pending, the next due at 1002.25")
        }
        #expect(host.clock.now == 1002)
        #expect(ticks == 8)
    }
}
