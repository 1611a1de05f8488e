import Foundation

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
        let handOver = MainQueueHandOver(timer)
        if TimerScheduling.isOnMainQueue {
            MainActor.assumeIsolated { deliver(from: handOver.value) }
        } else {
            DispatchQueue.main.async { self.deliver(from: handOver.value) }
        }
    }

    @MainActor
    private func deliver(from timer: Timer) {
        guard let target else { return }
        _ = RuntimeMessage.application(of: target as AnyObject)
            .invokeAction(selector, on: target, from: timer, for: nil)
    }
}
