import Foundation

/// A clock that only moves when told to, for tests and replays.
///
/// Nothing runs by itself: scheduled work fires inside ``advance(by:)`` at its own deadline, in deadline order,
/// and next-turn work runs in ``runUntilIdle(limit:)`` (which `advance` also does after every timer). Two runs that
/// feed the same input and advance the same amounts see exactly the same events.
@preconcurrency @MainActor
public final class VirtualClock: EventClock {
    // Every event schedules and runs work through these, and a runtime exclusivity check costs more than the
    // access: together such checks were a quarter of a move event's instructions. All access is on the main
    // actor and nothing holds an `inout` access to one of them across a call that could reach it again.
    /// The current virtual time.
    @exclusivity(unchecked) public private(set) var now: TimeInterval

    @exclusivity(unchecked) private var timers: [ScheduledWork] = []
    @exclusivity(unchecked) private var nextTurn: [TurnWork] = []
    /// The batch being run; swapped with `nextTurn` so neither buffer is shared and both keep their capacity,
    /// which keeps a turn from allocating once the queues have grown to their working size.
    @exclusivity(unchecked) private var runningTurn: [TurnWork] = []
    @exclusivity(unchecked) private var isDraining = false

    /// Creates a clock that reads `start` until advanced.
    public init(start: TimeInterval = 0) {
        self.now = start
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let deadline = now + (delay.isFinite ? max(0, delay) : 0)
        let scheduled = ScheduledWork(deadline: deadline, work: work)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(scheduled, at: index)
        return scheduled
    }

    public func performOnNextTurn(_ work: @escaping @MainActor () -> Void) {
        nextTurn.append(TurnWork(run: work))
    }

    /// The number of scheduled, uncancelled timers that have not fired yet.
    public var pendingTimerCount: Int {
        timers.count { !$0.isCancelled }
    }

    /// Whether next-turn work is waiting for ``runUntilIdle(limit:)``.
    public var hasPendingTurnWork: Bool { !nextTurn.isEmpty }

    /// Moves time forward by `interval` seconds, firing due timers at their own deadlines, in order.
    ///
    /// Next-turn work is drained before the first timer and after each one, the way a run loop would.
    /// A negative or non-finite interval is ignored: virtual time never runs backwards.
    ///
    /// Called from a timer or next-turn work while another advance runs, it moves time on from the current
    /// time as a call of its own would, firing what falls due (the outer advance's timers too); the outer
    /// advance then carries on to its own target, or stops where the nested one left time if that is later.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else { return }
        run(until: now + interval)
    }

    /// Moves time forward to exactly `time`, as ``advance(by:)`` does; a time in the past is ignored.
    ///
    /// Replays use it so the clock lands on each recorded time exactly, with no rounding from adding intervals.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time > now else { return }
        run(until: time)
    }

    /// Fires timers due by `target` in deadline order and ends at `target`, never moving time backwards:
    /// a timer that advanced the clock past `target` leaves it there.
    private func run(until target: TimeInterval) {
        runUntilIdle()
        while let first = timers.first, first.deadline <= target {
            timers.removeFirst()
            now = max(now, first.deadline)
            first.runIfLive()
            runUntilIdle()
        }
        now = max(now, target)
    }

    /// Runs next-turn work until none is left, including work that the work itself schedules.
    ///
    /// A loop of work that always schedules more would never end; it is cut off after `limit` turns so a test
    /// fails instead of hanging. Returns the number of turns run.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        guard !isDraining else { return 0 }
        isDraining = true
        defer { isDraining = false }
        var turns = 0
        while !nextTurn.isEmpty, turns < limit {
            swap(&nextTurn, &runningTurn)
            var index = 0
            while index < runningTurn.count {
                let work = runningTurn[index]
                index += 1
                work.run()
            }
            // Taken off the end one by one: `removeAll(keepingCapacity:)` goes through the general range
            // replacement and a generic destruction, about 100 instructions a turn.
            while !runningTurn.isEmpty { runningTurn.removeLast() }
            turns += 1
        }
        // Checked first: `removeAll(where:)` rebuilds even an array with nothing to remove, 200 instructions a turn.
        if hasCancelledTimer { timers.removeAll { $0.isCancelled } }
        return turns
    }
}

extension VirtualClock {
    /// When the next scheduled, uncancelled work is due, or `nil` when nothing is scheduled: a wait on the
    /// virtual clock moves straight to it instead of polling.
    public var nextDeadline: TimeInterval? {
        timers.first { !$0.isCancelled }?.deadline
    }

    private var hasCancelledTimer: Bool {
        for timer in timers where timer.isCancelled { return true }
        return false
    }
}

/// One piece of next-turn work. A closure stored straight in an array is kept in the array's generic form,
/// which costs a thunk and a heap box per append; inside a struct it stays as it is.
private struct TurnWork {
    let run: @MainActor () -> Void
}
