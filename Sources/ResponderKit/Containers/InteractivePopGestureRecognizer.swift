import Foundation

/// The navigation controller's back swipe (spec <doc:Catalog#P17>): a screen-edge pan from the leading edge that
/// pops the top controller when it is released far enough in or fast enough.
///
/// A subclass rather than a plain recognizer so that the root check does not depend on the delegate: apps set
/// `delegate` to `nil` or to their own object, and a pop at the root would leave an empty stack.
@preconcurrency @MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        edges = .left
        addAction { recognizer in (recognizer as? InteractivePopGestureRecognizer)?.finishIfReleased() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The leading edge is read when the gesture starts, so a change of direction applies to the next swipe.
        if storedState == .possible { edges = isRightToLeft ? .right : .left }
        super.touchesBegan(touches, with: event)
    }

    override func allowsBeginning(after translation: CGPoint) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1 else { return false }
        return super.allowsBeginning(after: translation)
    }

    private var isRightToLeft: Bool {
        view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func finishIfReleased() {
        guard state == .ended, let navigationController, let view,
              navigationController.viewControllers.count > 1 else { return }
        let sign: CGFloat = isRightToLeft ? -1 : 1
        let distance = translation(in: view).x * sign
        let speed = velocity(in: view).x * sign
        let farEnough = distance > view.bounds.width * navigationController.interactivePopCompletionFraction
        if farEnough || speed > navigationController.interactivePopCompletionVelocity {
            navigationController.popViewController(animated: true)
        }
    }
}
