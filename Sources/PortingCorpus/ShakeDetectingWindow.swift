// Pattern: a UIWindow subclass that turns every shake into an app-wide notification (debug menus, "shake to
// report a bug"), whatever the first responder.
// Ported: unchanged but the import.
import ResponderKit

extension Notification.Name {
    static let deviceDidShake = Notification.Name("deviceDidShake")
}

class ShakeDetectingWindow: UIWindow {
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            NotificationCenter.default.post(name: .deviceDidShake, object: nil)
        }
        super.motionEnded(motion, with: event)
    }
}
