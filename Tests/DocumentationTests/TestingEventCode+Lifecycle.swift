// The app code and test of the DocC article "Testing event code" (TestingEventCode.md), section "The app's
// life", as printed there.

import Testing
import ResponderKit
import ResponderKitTesting

final class FeedViewController: UIViewController {
    private(set) var refreshCount = 0
    private var activeObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        activeObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.refreshCount += 1 }
        }
    }
}

@MainActor @Test(.eventTestHost) func feedRefreshesWhenTheAppComesBack() throws {
    let host = try #require(EventTestHost.current)
    let feed = FeedViewController()
    _ = host.makeWindow(rootViewController: feed)
    try host.moveToBackground()                  // willResignActive, then didEnterBackground
    #expect(UIApplication.shared.applicationState == .background)
    try host.returnToForeground()                // willEnterForeground, then didBecomeActive
    #expect(feed.refreshCount == 1)
}
