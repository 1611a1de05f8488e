import Foundation

// Foundation on Linux has only block timers. UIKit code names a method instead:
// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`. These timers are block timers whose
// block sends the selector to the target as an action, the timer its sender, so the method is one the target
// declares in `declareActions(in:)` (spec <doc:Catalog#O5>). In an app they fire on the run loop; made while a
// test host's application is `UIApplication.shared`, on its virtual clock (`TimerScheduling`, <doc:Catalog#O6>).

extension Timer {
    /// Creates a timer that sends `aSelector` to `aTarget` every `ti` seconds (once when `yesOrNo` is `false`)
    /// and schedules it on the current run loop, as UIKit code does (spec <doc:Catalog#O5>).
    ///
    /// `aTarget` is a `UIResponder` or an ``ActionTarget`` that declares `aSelector` in `declareActions(in:)`,
    /// taking no argument or the timer as its sender (`func tick(_ timer: Timer)`); ``Timer/userInfo`` is
    /// `userInfo`. The timer keeps `aTarget` until it is invalidated, as in UIKit. A target that cannot receive
    /// the selector is reported at once as an ``ResponderDiagnostic/Kind/invalidActionTarget`` or
    /// ``ResponderDiagnostic/Kind/unrecognizedSelector`` diagnostic, and the timer comes back invalidated.
    ///
    /// Made on the main thread while a test host's application is `UIApplication.shared`, the timer runs on that
    /// application's virtual clock instead of the run loop (<doc:Catalog#O6>).
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
                                  repeats: yesOrNo)
        if timer.isValid, !timer.runsOnTestClock { RunLoop.current.add(timer, forMode: .default) }
        return timer
    }
}

/// Lets `Timer(timeInterval:target:selector:userInfo:repeats:)` make a timer that keeps its `userInfo`: an
/// initializer in a protocol extension may assign `self`, which a class's own convenience initializer cannot.
/// Only `Timer` adopts it; do not adopt it yourself.
public protocol SelectorTimerInitializable {}

extension Timer: SelectorTimerInitializable {}

extension SelectorTimerInitializable where Self == Timer {
    /// Creates a timer that sends `aSelector` to `aTarget` every `ti` seconds (once when `yesOrNo` is `false`)
    /// once it is added to a run loop, as UIKit code does with `RunLoop.main.add(timer, forMode: .common)`
    /// (spec <doc:Catalog#O5>).
    ///
    /// The target and selector rules are those of
    /// ``Foundation/Timer/scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``. Made on the main
    /// thread while a test host's application is `UIApplication.shared`, the timer runs on that application's
    /// virtual clock from the moment it is made, added to a run loop or not: Foundation does not let a timer
    /// see it being added (<doc:Catalog#O6>).
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                repeats yesOrNo: Bool) {
        self = SelectorTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
                             repeats: yesOrNo)
    }
}

/// A block timer whose block sends a selector to a target, and which keeps a `userInfo`.
final class SelectorTimer: Timer {
    private let message: TimerMessage
    private let info: UnsafeSendableBox<Any?>
    /// Whether the timer runs on a test host's virtual clock rather than on a run loop.
    let runsOnTestClock: Bool
    /// The clock work that fires the timer next, while it runs on a virtual clock.
    nonisolated(unsafe) var scheduledWork: ScheduledWork?

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

/// The target and selector of a selector timer; the target is kept until the timer is invalidated.
final class TimerMessage: @unchecked Sendable {
    // Written on the thread the timer is made and invalidated on, read where it fires: the main thread for
    // every timer UIKit code makes.
    private var target: Any?
    private let selector: Selector

    init(target: Any, selector: Selector) {
        self.target = target
        self.selector = selector
    }

    func release() { target = nil }

    /// Whether the target can receive the selector, recording why not; `true` off the main thread, where the
    /// action tables cannot be read and the first firing reports instead.
    func validate() -> Bool {
        guard let target, TimerScheduling.isOnMainQueue else { return true }
        return MainActor.assumeIsolated {
            let application = RuntimeMessage.application(of: target as AnyObject)
            guard let receiver = application.actionReceiver(target, for: selector) else { return false }
            guard ActionRegistry.table(for: type(of: receiver), reportingTo: application).contains(selector) else {
                application.diagnostics.record(ResponderDiagnostic(
                    kind: .unrecognizedSelector,
                    message: "\(application.describeTarget(receiver)) does not declare '\(selector)', so a timer "
                        + "cannot send it; the timer was invalidated." + ActionRegistry.suggestion(for: selector)))
                return false
            }
            return true
        }
    }

    /// Sends the selector to the target, the timer as sender: now on the main thread, otherwise soon on it.
    func send(from timer: Timer) {
        nonisolated(unsafe) let timer = timer
        if TimerScheduling.isOnMainQueue {
            MainActor.assumeIsolated { deliver(from: timer) }
        } else {
            DispatchQueue.main.async { self.deliver(from: timer) }
        }
    }

    @MainActor
    private func deliver(from timer: Timer) {
        guard let target else { return }
        _ = RuntimeMessage.application(of: target as AnyObject)
            .invokeAction(selector, on: target, from: timer, for: nil)
    }
}
