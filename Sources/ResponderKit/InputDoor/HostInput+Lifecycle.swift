import Foundation

/// A change in the application's life that the host reports: the system launched it, took the foreground
/// from it, suspended, resumed or ended it (spec <doc:Catalog#N1>).
///
/// The host reports each step UIKit would take, one input each, and the door refuses a step that cannot
/// follow the one before (``InputRejection/Reason/lifecycleTransitionNotAllowed(_:from:)``): leaving the
/// foreground is ``resignActive`` then ``enterBackground``, coming back is ``enterForeground`` then
/// ``becomeActive``. An application whose host never reports ``finishLaunching`` counts as launched and
/// active, as the application of a hosted UIKit unit test is.
public enum HostLifecycle: String, Sendable, Equatable, CaseIterable {
    /// Launch finished: `application(_:didFinishLaunchingWithOptions:)` runs while the state is `.inactive`,
    /// then the application becomes active. Only the first lifecycle input may be this one.
    case finishLaunching
    /// Something took the foreground (a system alert, the terminal losing focus): touches and presses in
    /// flight are cancelled (<doc:Catalog#N2>), `applicationWillResignActive(_:)` runs, and the state becomes `.inactive`.
    /// Allowed while active.
    case resignActive
    /// The app went off screen: the state becomes `.background`, then `applicationDidEnterBackground(_:)`
    /// runs. Allowed while inactive.
    case enterBackground
    /// The app is coming back: `applicationWillEnterForeground(_:)` runs, then the state becomes `.inactive`.
    /// Allowed while in the background.
    case enterForeground
    /// The app has the foreground again: the state becomes `.active`, then `applicationDidBecomeActive(_:)`
    /// runs. Allowed while inactive.
    case becomeActive
    /// The app is ending: what is in flight is cancelled and `applicationWillTerminate(_:)` runs. Allowed in
    /// any state, once; the door refuses every input after it (``InputRejection/Reason/applicationTerminated``).
    case terminate
}

extension HostLifecycle {
    /// The steps, in order, that take an application from `state` to `target` the way UIKit goes: to
    /// `.background` through `.inactive`, back to `.active` through `.inactive`; empty when it is there.
    ///
    /// A host that knows only where the app should end up (a terminal's focus and suspend reports, a window
    /// system's minimize) sends these one by one, so each is legal when it arrives.
    public static func steps(from state: UIApplication.State, to target: UIApplication.State) -> [HostLifecycle] {
        switch (state, target) {
        case (.active, .inactive): return [.resignActive]
        case (.active, .background): return [.resignActive, .enterBackground]
        case (.inactive, .active): return [.becomeActive]
        case (.inactive, .background): return [.enterBackground]
        case (.background, .inactive): return [.enterForeground]
        case (.background, .active): return [.enterForeground, .becomeActive]
        case (.active, .active), (.inactive, .inactive), (.background, .background): return []
        }
    }
}
