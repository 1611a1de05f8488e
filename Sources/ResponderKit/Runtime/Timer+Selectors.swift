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
    /// taking no argument or the timer as its sender (`func tick(_ timer: Timer)`); the timer's `userInfo` is
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
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`. Made on the main
    /// thread while a test host's application is `UIApplication.shared`, the timer runs on that application's
    /// virtual clock from the moment it is made, added to a run loop or not: Foundation does not let a timer
    /// see it being added (<doc:Catalog#O6>).
    public init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
                repeats yesOrNo: Bool) {
        self = SelectorTimer(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo,
                             repeats: yesOrNo)
    }
}
