import Foundation

/// The source of time and the run loop that ResponderKit's application runs on.
///
/// UIKit reads time from the system and defers work to the main run loop. ResponderKit keeps the core free of
/// I/O by asking a clock for both: an app runs on ``SystemClock``; tests run on ``VirtualClock`` and advance it
/// by hand, so timers (long presses, tap counting) fire exactly when the test says and results are reproducible.
@preconcurrency @MainActor
public protocol EventClock: AnyObject {
    /// Seconds since an arbitrary fixed origin; the timebase of every `UIEvent` and `UITouch` timestamp.
    var now: TimeInterval { get }

    /// Runs `work` once `delay` seconds have passed, unless the returned token is cancelled first.
    @discardableResult
    func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork

    /// Runs `work` on the next turn of the run loop, after the event being handled now has been fully delivered.
    ///
    /// Gesture recognizers send their actions this way, as UIKit does, so handlers never run in the middle of
    /// touch delivery.
    func performOnNextTurn(_ work: @escaping @MainActor () -> Void)
}

/// A handle on work scheduled with ``EventClock/schedule(after:_:)``; cancel it to keep the work from running.
@preconcurrency @MainActor
public final class ScheduledWork {
    /// The clock time at which the work runs.
    public let deadline: TimeInterval
    /// Whether ``cancel()`` was called before the work ran.
    public private(set) var isCancelled = false
    /// Whether the work has already run.
    public internal(set) var hasRun = false

    let work: @MainActor () -> Void

    init(deadline: TimeInterval, work: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.work = work
    }

    /// Keeps the work from running. Cancelling work that has already run does nothing.
    public func cancel() {
        isCancelled = true
    }

    func runIfLive() {
        guard !isCancelled, !hasRun else { return }
        hasRun = true
        work()
    }
}
