import Foundation

extension UIControl {
    /// Sends `.valueChanged`, then `.primaryActionTriggered`, for a value the user changed by touch; values set
    /// in code never come here (<doc:Catalog#Q1>).
    ///
    /// Each is sent by itself, so an action registered for both runs twice, as in UIKit. The primary action is
    /// what `init(frame:primaryAction:)` registers, and it runs on every change the user makes (<doc:Catalog#Q14>).
    func sendValueChangedByUser(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    /// Records that a control was given an argument UIKit raises an exception for; the caller changes nothing.
    func reportInvalidControlArgument(_ message: String) {
        (owningApplication ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .invalidControlArgument,
            message: "\(ResponderChainForwarding.describe(self)): \(message); nothing was changed."))
    }

    /// The clock of the control's application, for timers such as a stepper's autorepeat.
    var controlClock: EventClock {
        (owningApplication ?? UIApplication.shared).clock
    }

    /// The touch thresholds of the control's application.
    var controlTouchSettings: TouchSettings {
        (owningApplication ?? UIApplication.shared).touchSettings
    }
}
