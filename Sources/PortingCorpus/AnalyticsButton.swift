// Pattern: a UIButton subclass that overrides `sendAction(_:to:for:)` to log every action it sends (by its
// selector's name) before passing it on.
// Ported: unchanged but the import.
import ResponderKit

@MainActor
final class Analytics {
    static let shared = Analytics()
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}

class AnalyticsButton: UIButton {
    var analyticsName: String?

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        Analytics.shared.track("\(analyticsName ?? "button").\(NSStringFromSelector(action))")
        super.sendAction(action, to: target, for: event)
    }
}
