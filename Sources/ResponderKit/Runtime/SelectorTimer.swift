import Foundation

/// A block timer whose block sends a selector to a target, and which keeps a `userInfo`.
final class SelectorTimer: Timer {
    private let message: TimerMessage
    private let info: UnsafeSendableBox<Any?>
    /// Whether the timer runs on a test host's virtual clock rather than on a run loop.
    let runsOnTestClock: Bool
    /// The clock work that fires the timer next, while it runs on a virtual clock.
    var scheduledWork: ScheduledWork?

    init(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let message = TimerMessage(target: target, selector: selector)
        self.message = message
        info = UnsafeSendableBox(userInfo)
        let interval = interval.isFinite ? max(0, interval) : 0
        runsOnTestClock = TimerScheduling.isTestClockInstalled
        // On a test clock the run loop must never fire it, should the test run the real run loop too.
        let fireDate = runsOnTestClock ? .distantFuture : Date(timeIntervalSinceNow: interval)
        super.init(fire: fireDate, interval: interval, repeats: repeats) { timer in message.send(from: timer) }
        guard message.validate() else {
            invalidate()
            return
        }
        if runsOnTestClock { TimerScheduling.scheduleOnTestClock(self, after: interval) }
    }

    /// The `userInfo` the timer was made with.
    override var userInfo: Any? { info.value }

    /// Stops the timer and lets go of its target, as Foundation's timers do.
    override func invalidate() {
        super.invalidate()
        message.release()
        let work = scheduledWork
        scheduledWork = nil
        if let work { TimerScheduling.cancel(work) }
    }
}

/// A value handed across the `@Sendable` boundary of a timer's block; timers are made and fire on the main
/// thread, and the value is only read.
final class UnsafeSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
