import Foundation
import Testing
import ResponderKit

@MainActor
@Suite("Virtual clock")
struct VirtualClockTests {
    @Test("Timers fire at their own deadlines, in order, only when time is advanced")
    func timersInOrder() {
        let clock = VirtualClock(start: 10)
        var fired: [(String, TimeInterval)] = []
        clock.schedule(after: 0.5) { fired.append(("late", clock.now)) }
        clock.schedule(after: 0.2) { fired.append(("early", clock.now)) }
        clock.schedule(after: 0.2) { fired.append(("early-second", clock.now)) }
        #expect(fired.isEmpty && clock.pendingTimerCount == 3)
        clock.advance(by: 0.3)
        #expect(fired.map(\.0) == ["early", "early-second"])
        #expect(fired.allSatisfy { $0.1 == 10.2 })
        #expect(clock.now == 10.3)
        clock.advance(by: 1)
        #expect(fired.map(\.0) == ["early", "early-second", "late"])
        #expect(fired[2].1 == 10.5 && clock.now == 11.3)
    }

    @Test("Cancelled work never runs")
    func cancellation() {
        let clock = VirtualClock()
        var ran = false
        let work = clock.schedule(after: 1) { ran = true }
        work.cancel()
        clock.advance(by: 2)
        #expect(!ran && work.isCancelled && !work.hasRun && clock.pendingTimerCount == 0)
    }

    @Test("Next-turn work waits for runUntilIdle, including work it schedules itself")
    func nextTurn() {
        let clock = VirtualClock()
        var order: [Int] = []
        clock.performOnNextTurn {
            order.append(1)
            clock.performOnNextTurn { order.append(3) }
        }
        clock.performOnNextTurn { order.append(2) }
        #expect(order.isEmpty && clock.hasPendingTurnWork)
        #expect(clock.runUntilIdle() == 2)
        #expect(order == [1, 2, 3] && !clock.hasPendingTurnWork)
    }

    @Test("Work that always schedules more is cut off instead of hanging")
    func runawayWork() {
        let clock = VirtualClock()
        var turns = 0
        func again() {
            turns += 1
            clock.performOnNextTurn { again() }
        }
        clock.performOnNextTurn { again() }
        #expect(clock.runUntilIdle(limit: 50) == 50)
        #expect(turns == 50)
    }

    @Test("Time never runs backwards")
    func noBackwards() {
        let clock = VirtualClock(start: 5)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        #expect(clock.now == 5)
    }

    @Test("A timer scheduled by a timer fires in the same advance when it is due")
    func chainedTimers() {
        let clock = VirtualClock()
        var times: [TimeInterval] = []
        clock.schedule(after: 0.1) {
            times.append(clock.now)
            clock.schedule(after: 0.1) { times.append(clock.now) }
        }
        clock.advance(by: 0.25)
        #expect(times == [0.1, 0.2])
    }
}
