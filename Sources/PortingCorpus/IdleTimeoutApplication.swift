// Pattern: a UIApplication subclass that overrides `sendEvent(_:)` to notice every touch-down and restarts
// an inactivity timer; when the timer fires it posts a notification so the app can lock itself.
// Ported: unchanged but the import.
import ResponderKit

extension Notification.Name {
    static let applicationDidTimeout = Notification.Name("applicationDidTimeout")
}

class IdleTimeoutApplication: UIApplication {
    var timeoutInterval: TimeInterval = 5 * 60
    private var idleWorkItem: DispatchWorkItem?

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        if let touches = event.allTouches, touches.contains(where: { $0.phase == .began }) {
            resetIdleTimer()
        }
    }

    func resetIdleTimer() {
        idleWorkItem?.cancel()
        let workItem = DispatchWorkItem {
            NotificationCenter.default.post(name: .applicationDidTimeout, object: nil)
        }
        idleWorkItem = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + timeoutInterval, execute: workItem)
    }
}
