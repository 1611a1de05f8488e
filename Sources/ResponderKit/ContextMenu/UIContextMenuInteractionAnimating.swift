import Foundation

/// What a context-menu delegate is given to run work alongside the menu opening or closing.
///
/// ResponderKit does not animate: animations added run at once, and completions right after, as the delegate
/// method that was given the animator returns.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, when the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds work to run alongside the menu's transition.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds work to run when the menu's transition ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator ResponderKit passes: it collects the work and runs it when the transition, which takes no
/// time, is over.
@MainActor
final class ImmediateContextMenuAnimator: UIContextMenuInteractionAnimating {
    let previewViewController: UIViewController?
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions, each once.
    func finish() {
        let work = animations + completions
        animations = []
        completions = []
        for item in work { item() }
    }
}
