import Foundation

// Appearance (spec K1-K3): a controller's view entering or leaving a visible window makes it appear or
// disappear. Two things drive a transition. A view moving in or out of a window, or a window being shown or
// hidden, starts and ends it around the move, for every controller whose root view moves (parents first) unless
// its parent does not forward appearance automatically. A presentation, a dismissal or a container (navigation
// and tab bar controllers) drives it explicitly: it begins before the views move and ends after, and a view
// moving meanwhile does not end it early. Each controller's phase is an enum, so a second begin of the same
// kind, or an end with nothing begun, changes nothing: every callback comes once per transition.

/// Where a controller is in appearing and disappearing.
enum AppearancePhase {
    case disappeared, appearing, appeared, disappearing
}

/// What started the transition under way.
enum AppearanceDriver {
    /// A presentation, a dismissal or a container, which ends the transition itself.
    case explicit
    /// The root view entering or leaving a visible window, which ends the transition when the move is done.
    case viewMove
}

/// Why a controller appears or disappears, for ``UIViewController/isBeingPresented`` and its siblings (<doc:Catalog#K3>).
enum AppearanceCause {
    case presentation, dismissal, movingToParent, movingFromParent
}

/// A controller's appearance: its phase, the transition under way and the cause waiting for the next one.
struct AppearanceRecord {
    var phase = AppearancePhase.disappeared
    var driver = AppearanceDriver.viewMove
    var animated = false
    var cause: AppearanceCause?
    /// Set by `addChild(_:)` and `willMove(toParent: nil)`; taken by the next transition, cleared by
    /// `didMove(toParent:)`.
    var pendingCause: AppearanceCause?
}

extension UIViewController {
    /// Starts appearing or disappearing, calling the will-callback, unless the controller already is.
    func beginAppearance(_ isAppearing: Bool, animated: Bool, driver: AppearanceDriver,
                         cause: AppearanceCause? = nil) {
        switch (isAppearing, appearance.phase) {
        case (true, .disappeared), (true, .disappearing): appearance.phase = .appearing
        case (false, .appeared), (false, .appearing): appearance.phase = .disappearing
        default: return
        }
        appearance.driver = driver
        appearance.animated = animated
        appearance.cause = cause ?? appearance.pendingCause
        appearance.pendingCause = nil
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Ends the transition under way, calling the did-callback. A view move does not end a transition that a
    /// presentation or a container started: they end it when their views are in place.
    func endAppearance(driver: AppearanceDriver) {
        guard driver == .explicit || appearance.driver == .viewMove else { return }
        let animated = appearance.animated
        switch appearance.phase {
        case .appearing:
            appearance.phase = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance.phase = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        appearance.cause = nil
    }

    /// Runs `move` (views entering or leaving the window) inside an explicit transition of the controllers in
    /// `appearing` and `disappearing`: every will-callback before the move, every did-callback after, the
    /// leaving controller's first. A push or pop begins with the leaving controller's `viewWillDisappear`; a tab
    /// switch (`arrivingBeginsFirst`) with the arriving one's `viewWillAppear`, as UIKit's logs show.
    static func transition(disappearing: [UIViewController], appearing: [UIViewController], animated: Bool,
                           causes: (disappearing: AppearanceCause?, appearing: AppearanceCause?) = (nil, nil),
                           arrivingBeginsFirst: Bool = false, move: () -> Void) {
        let beginLeaving = {
            for controller in disappearing {
                controller.beginAppearance(false, animated: animated, driver: .explicit, cause: causes.disappearing)
            }
        }
        if !arrivingBeginsFirst { beginLeaving() }
        for controller in appearing {
            controller.beginAppearance(true, animated: animated, driver: .explicit, cause: causes.appearing)
        }
        if arrivingBeginsFirst { beginLeaving() }
        move()
        for controller in disappearing { controller.endAppearance(driver: .explicit) }
        for controller in appearing { controller.endAppearance(driver: .explicit) }
    }

    /// Whether a view move or a window's visibility makes this controller appear: not when its parent forwards
    /// appearance by hand.
    var appearsWithItsView: Bool {
        parent?.shouldAutomaticallyForwardAppearanceMethods ?? true
    }

    /// Whether the controller's view is in a window that is shown.
    var isInVisibleWindow: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }
}

extension UIView {
    /// The controller whose root view this is.
    var controllerOfRootView: UIViewController? {
        guard let controller = owningViewController, controller.viewIfLoaded === self else { return nil }
        return controller
    }

    /// Called for each view of a subtree about to move from its window to `newWindow`: a controller whose root
    /// view goes from hidden to shown, or the other way, begins its transition.
    func appearanceWillMove(toWindow newWindow: UIWindow?) {
        guard let controller = controllerOfRootView, controller.appearsWithItsView else { return }
        let wasVisible = window.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        guard wasVisible != willBeVisible else { return }
        controller.beginAppearance(willBeVisible, animated: false, driver: .viewMove)
    }

    /// Called for each view of a subtree after it moved: the transitions its move began end.
    func appearanceDidMoveToWindow() {
        controllerOfRootView?.endAppearance(driver: .viewMove)
    }
}

extension UIWindow {
    /// The window was shown or hidden: the controllers whose views it holds appear or disappear, parents
    /// first, every will-callback before every did-callback.
    func visibilityChangedForAppearance() {
        var controllers: [UIViewController] = []
        forEachInSubtree { view in
            if let controller = view.controllerOfRootView, controller.appearsWithItsView {
                controllers.append(controller)
            }
            return true
        }
        for controller in controllers { controller.beginAppearance(!isHidden, animated: false, driver: .viewMove) }
        for controller in controllers { controller.endAppearance(driver: .viewMove) }
    }
}
