import Foundation

/// Where the application is in its life, as the host last reported it (spec <doc:Catalog#N1>).
enum LifecycleStage: Equatable {
    /// The host has reported no launch; the application counts as launched and active.
    case unlaunched
    /// Launched, in a UIKit state.
    case running(UIApplication.State)
    /// `applicationWillTerminate(_:)` ran; the door takes no more input.
    case terminated

    var state: UIApplication.State {
        switch self {
        case .unlaunched: return .active
        case .running(let state): return state
        case .terminated: return .background
        }
    }
}

extension UIApplication {
    /// Whether the app is in the foreground and receiving events (<doc:Catalog#N1>).
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active
        /// In the foreground but not receiving events: launching, being interrupted, or moving between the
        /// foreground and the background.
        case inactive
        /// Off screen.
        case background
    }

    /// Posted, after the delegate's method, once launch finished (<doc:Catalog#N1>).
    public nonisolated static let didFinishLaunchingNotification =
        Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted, after the delegate's method, each time the app becomes active (<doc:Catalog#N1>).
    public nonisolated static let didBecomeActiveNotification =
        Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted, after the delegate's method, when the app is about to stop being active (<doc:Catalog#N1>).
    public nonisolated static let willResignActiveNotification =
        Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted, after the delegate's method, once the app is in the background (<doc:Catalog#N1>).
    public nonisolated static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted, after the delegate's method, when the app is about to leave the background (<doc:Catalog#N1>).
    public nonisolated static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted, after the delegate's method, when the app is about to end (<doc:Catalog#N1>).
    public nonisolated static let willTerminateNotification =
        Notification.Name("UIApplicationWillTerminateNotification")

    /// Why `input` may not come now: the application has terminated, or a lifecycle step cannot follow
    /// the current state. Reads the application, changes nothing.
    func lifecycleProblem(with input: HostInput) -> InputRejection.Reason? {
        if lifecycleStage == .terminated { return .applicationTerminated }
        guard case .lifecycle(let change) = input else { return nil }
        let allowed: Bool
        switch change {
        case .finishLaunching: allowed = lifecycleStage == .unlaunched
        case .resignActive: allowed = applicationState == .active
        case .enterBackground, .becomeActive: allowed = lifecycleStage == .running(.inactive)
        case .enterForeground: allowed = lifecycleStage == .running(.background)
        case .terminate: allowed = true
        }
        return allowed ? nil : .lifecycleTransitionNotAllowed(change, from: applicationState)
    }

    /// Applies a lifecycle step the door checked: the delegate hears it first, then the notification goes
    /// out, as in UIKit. The state reads as UIKit's does inside each: still active in `willResignActive`,
    /// already in the background in `didEnterBackground`, still in the background in `willEnterForeground`.
    func applyLifecycle(_ change: HostLifecycle) {
        switch change {
        case .finishLaunching:
            lifecycleStage = .running(.inactive)
            _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
            post(UIApplication.didFinishLaunchingNotification)
            connectScene()
            postSceneNotification(UIScene.willEnterForegroundNotification)
            applyLifecycle(.becomeActive)
        case .resignActive:
            interruptEverythingInFlight()
            postSceneNotification(UIScene.willDeactivateNotification)
            delegate?.applicationWillResignActive(self)
            post(UIApplication.willResignActiveNotification)
            lifecycleStage = .running(.inactive)
        case .enterBackground:
            interruptEverythingInFlight()
            lifecycleStage = .running(.background)
            postSceneNotification(UIScene.didEnterBackgroundNotification)
            delegate?.applicationDidEnterBackground(self)
            post(UIApplication.didEnterBackgroundNotification)
        case .enterForeground:
            postSceneNotification(UIScene.willEnterForegroundNotification)
            delegate?.applicationWillEnterForeground(self)
            post(UIApplication.willEnterForegroundNotification)
            lifecycleStage = .running(.inactive)
        case .becomeActive:
            lifecycleStage = .running(.active)
            postSceneNotification(UIScene.didActivateNotification)
            delegate?.applicationDidBecomeActive(self)
            post(UIApplication.didBecomeActiveNotification)
        case .terminate:
            interruptEverythingInFlight()
            lifecycleStage = .terminated
            delegate?.applicationWillTerminate(self)
            post(UIApplication.willTerminateNotification)
        }
    }

    /// Cancels every touch and press sequence in flight, through the delivery ledger (<doc:Catalog#N2>). The fingers and
    /// keys stay down for the host, whose later moves, lifts and key-ups are absorbed quietly (<doc:Catalog#C12>).
    private func interruptEverythingInFlight() {
        gestureArena.withdrawAll()
        deliveryLedger.cancelEverythingInFlight()
        cancelActivePresses()
    }

    private func post(_ name: Notification.Name) {
        notificationCenter.post(name: name, object: self)
    }
}
