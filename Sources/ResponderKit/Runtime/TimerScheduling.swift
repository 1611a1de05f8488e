import Foundation

// Where a selector timer fires. In an app, on the run loop, as Foundation's timers do. Made while a test host's
// application is `UIApplication.shared` (its clock is not the system clock), on that application's clock, so
// `host.advance(by:)` fires it at its deadline and a test never waits in real time (spec <doc:Catalog#O6>):
// `perform(_:with:afterDelay:)`, gesture timers and selector timers then share one time line. Foundation's block
// timers cannot be redirected: declaring `RunLoop.add(_:forMode:)` or `Timer.scheduledTimer(withTimeInterval:...)`
// again here would make every call ambiguous in files that also import Foundation.

/// Fires selector timers on the virtual clock of the application a test host installed.
enum TimerScheduling {
    /// Whether the caller is on the main thread and `UIApplication.shared` does not run on the system clock, as
    /// a test host's application does not.
    static var isTestClockInstalled: Bool {
        isOnMainQueue && MainActor.assumeIsolated { !(UIApplication.shared.clock is SystemClock) }
    }

    /// Fires `timer` after `delay` on the clock of `UIApplication.shared`; see ``isTestClockInstalled``.
    static func scheduleOnTestClock(_ timer: SelectorTimer, after delay: TimeInterval) {
        let handOver = MainQueueHandOver(timer)
        MainActor.assumeIsolated { schedule(handOver.value, after: delay, on: UIApplication.shared.clock) }
    }

    /// Fires `timer` after `delay` on `clock`, and again every interval while it repeats and stays valid.
    @MainActor
    private static func schedule(_ timer: SelectorTimer, after delay: TimeInterval, on clock: EventClock) {
        timer.scheduledWork = clock.schedule(after: delay) { fire(timer, on: clock) }
    }

    /// Fires `timer` if it is still valid and schedules its next firing if it repeats; Foundation's `fire()`
    /// invalidates a timer that does not repeat.
    @MainActor
    private static func fire(_ timer: SelectorTimer, on clock: EventClock) {
        timer.scheduledWork = nil
        guard timer.isValid else { return }
        let interval = timer.timeInterval
        timer.fire()
        if timer.isValid, interval > 0 { schedule(timer, after: interval, on: clock) }
    }

    /// Cancels the clock work of an invalidated timer.
    static func cancel(_ work: ScheduledWork) {
        guard isOnMainQueue else { return }
        MainActor.assumeIsolated { work.cancel() }
    }

    /// Marks the main queue, so a timer can tell it is made or fired there: the main actor runs its work on
    /// the main queue, which a test runner may drain from another thread than the main one.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
