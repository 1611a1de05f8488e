import Foundation
import ResponderKit

extension EventTestHost {
    // The app's life as the system would drive it (spec N1), one ``HostLifecycle`` input each, then the
    // next-turn work. Each throws the door's rejection when the step cannot follow the current state. The
    // application's scene posts its own notification just before the application's delegate hears (spec P27).

    /// Reports that launch finished: `application(_:didFinishLaunchingWithOptions:)` and
    /// `didFinishLaunchingNotification`, then the scene connects (its delegate hears
    /// `scene(_:willConnectTo:options:)`, spec P50), then `applicationDidBecomeActive(_:)` and
    /// `didBecomeActiveNotification`.
    /// Only before any other lifecycle step; a host that never calls it starts active.
    public func finishLaunching() throws {
        try send(.lifecycle(.finishLaunching))
    }

    /// Interrupts the app, as a system alert or an incoming call does: touches and presses in flight are
    /// cancelled (N2), `applicationWillResignActive(_:)` and `willResignActiveNotification` follow, and the
    /// app is `.inactive`. The first responder keeps its status (N3).
    public func resignActive() throws {
        try send(.lifecycle(.resignActive))
    }

    /// Moves the inactive app to the background: `.background`, then `applicationDidEnterBackground(_:)`
    /// and `didEnterBackgroundNotification`.
    public func enterBackground() throws {
        try send(.lifecycle(.enterBackground))
    }

    /// Brings the app out of the background: `applicationWillEnterForeground(_:)` and
    /// `willEnterForegroundNotification`, then `.inactive`.
    public func enterForeground() throws {
        try send(.lifecycle(.enterForeground))
    }

    /// Ends an interruption: `.active`, then `applicationDidBecomeActive(_:)` and `didBecomeActiveNotification`.
    public func becomeActive() throws {
        try send(.lifecycle(.becomeActive))
    }

    /// Leaves the foreground the way the Home gesture does: ``resignActive()`` then ``enterBackground()``.
    public func moveToBackground() throws {
        try resignActive()
        try enterBackground()
    }

    /// Returns to the foreground: ``enterForeground()`` then ``becomeActive()``.
    public func returnToForeground() throws {
        try enterForeground()
        try becomeActive()
    }

    /// Ends the app: what is in flight is cancelled, then `applicationWillTerminate(_:)` and
    /// `willTerminateNotification`; every later input is refused.
    public func terminate() throws {
        try send(.lifecycle(.terminate))
    }
}
