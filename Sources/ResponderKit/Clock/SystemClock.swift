import Foundation
import Dispatch

/// The clock of a running app: real, monotonic time and the main dispatch queue as its run loop.
///
/// Hosts that drive ResponderKit from a real window or terminal use it; the main queue must be serviced
/// (by `dispatchMain()`, `RunLoop.main.run()` or the host's own loop) for timers and next-turn work to run.
@preconcurrency @MainActor
public final class SystemClock: EventClock {
    /// Creates a clock reading the system's uptime.
    public init() {}

    /// Seconds since the system booted, which never jumps with wall-clock changes.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let clampedDelay = delay.isFinite ? max(0, delay) : 0
        let scheduled = ScheduledWork(deadline: now + clampedDelay, work: work)
        DispatchQueue.main.asyncAfter(deadline: .now() + clampedDelay) {
            MainActor.assumeIsolated { scheduled.runIfLive() }
        }
        return scheduled
    }

    public func performOnNextTurn(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated { work() }
        }
    }
}
