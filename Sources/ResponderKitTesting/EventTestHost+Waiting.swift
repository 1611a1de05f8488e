import Foundation
import ResponderKit

// Waiting on the virtual clock (spec T7, T8). The iOS tools poll the wall clock (Hammer every 0.1 s, KIF each
// step for 10 s); here the wait jumps from one piece of scheduled work to the next, so it stops at exactly the
// time the condition became true, and a one-hour timeout that runs out costs no wall-clock time.

extension EventTestHost {
    /// The timeout of ``waitForIdle(timeout:)`` when none is given: a few seconds of the host's clock.
    public static let defaultIdleTimeout: TimeInterval = 5
    /// The most pieces of work a wait runs at one instant before it decides the work keeps rescheduling itself
    /// with no delay and gives up, rather than hang.
    static let maximumWorkPerWait = 100_000

    /// Runs the app on the virtual clock until `condition` holds, or throws once `timeout` seconds of the host's
    /// clock have passed (spec T7).
    ///
    /// The condition is checked first: when it already holds the wait returns with the clock unmoved. Otherwise
    /// next-turn work runs, then scheduled work fires at its own deadline, in order, the condition checked after
    /// each; the wait returns as soon as it holds, the clock at the deadline of the work that made it true. When
    /// the timeout passes first the clock is at exactly start + `timeout` and the error says what was waited
    /// for (the call's file and line), the timeout, and what is still scheduled.
    public func waitUntil(timeout: TimeInterval, fileID: String = #fileID, line: Int = #line,
                          _ condition: () throws -> Bool) throws {
        guard timeout >= 0, timeout.isFinite else {
            throw EventTestHostError.invalidGesture("waitUntil needs a finite timeout of 0 or more seconds.")
        }
        if try condition() { return }
        let deadline = clock.now + timeout
        runUntilIdle()
        var pieces = 0
        while try !condition() {
            guard let next = clock.nextDeadline, next <= deadline, pieces < Self.maximumWorkPerWait else {
                if clock.now < deadline { clock.advance(to: deadline) }
                if isTrackingLeaks { noteObjectsInWindows() }
                throw EventTestHostError.timedOut("waitUntil(timeout: \(Self.number(timeout))) at \(fileID):\(line) "
                    + "timed out: the condition was still false after \(Self.number(timeout)) s of the host's "
                    + "clock (now \(clock.now)). \(pendingWork()).\n" + replayNote())
            }
            clock.advance(by: max(0, next - clock.now))
            pieces += 1
        }
        if isTrackingLeaks { noteObjectsInWindows() }
    }

    /// Returns once every animation begun so far (`UIView.animate`, `UIView.transition`) has finished and its
    /// completion has run (spec T8). ResponderKit's animations take no time (spec O1): their blocks run at once
    /// and their completions on the next turn of the run loop, so this runs next-turn work and leaves the clock
    /// where it is. Animations begun outside any host's scope complete on the application that was
    /// `UIApplication.shared` then.
    public func waitForAnimations() throws {
        runUntilIdle()
        if isTrackingLeaks { noteObjectsInWindows() }
    }

    /// Runs next-turn work and fires everything scheduled on the host's clock (timers, delayed performs,
    /// animation completions, a scroll view's deceleration) until nothing is pending, the clock ending at the
    /// last deadline (spec T8). Work that keeps rescheduling itself makes it throw once `timeout` seconds of the
    /// host's clock have passed (5 by default), the clock at exactly start + `timeout`, naming what is pending.
    public func waitForIdle(timeout: TimeInterval = EventTestHost.defaultIdleTimeout, fileID: String = #fileID,
                            line: Int = #line) throws {
        guard timeout >= 0, timeout.isFinite else {
            throw EventTestHostError.invalidGesture("waitForIdle needs a finite timeout of 0 or more seconds.")
        }
        let deadline = clock.now + timeout
        runUntilIdle()
        var pieces = 0
        while let next = clock.nextDeadline {
            guard next <= deadline, pieces < Self.maximumWorkPerWait else {
                if clock.now < deadline { clock.advance(to: deadline) }
                throw EventTestHostError.timedOut("waitForIdle(timeout: \(Self.number(timeout))) at \(fileID):\(line) "
                    + "timed out: work was still scheduled after \(Self.number(timeout)) s of the host's clock "
                    + "(now \(clock.now)), so something keeps scheduling more. \(pendingWork()).\n" + replayNote())
            }
            clock.advance(by: max(0, next - clock.now))
            pieces += 1
        }
        if isTrackingLeaks { noteObjectsInWindows() }
    }

    /// What is still scheduled on the host's clock, in words.
    func pendingWork() -> String {
        guard let next = clock.nextDeadline else { return "Nothing is scheduled" }
        let count = clock.pendingTimerCount
        return "\(count) scheduled \(count == 1 ? "piece of work is" : "pieces of work are") pending, the next due at "
            + "\(next) (in \(Self.number(next - clock.now)) s)"
    }
}
