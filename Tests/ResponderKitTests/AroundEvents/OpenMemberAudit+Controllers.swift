import Foundation
import ResponderKit

// The view controller and application doubles of the open member audit (`OpenMemberAuditTests.swift`);
// internal, not private, so the audit's test in another file can reach them.

final class AuditViewController: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override var title: String? { get { "audited" } set { super.title = newValue } }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override var canBecomeFirstResponder: Bool { true }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override var modalPresentationStyle: UIModalPresentationStyle { didSet {} }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { super.shouldAutomaticallyForwardAppearanceMethods }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func accessibilityPerformEscape() -> Bool { super.accessibilityPerformEscape() }
    override var view: UIView! { get { super.view } set { super.view = newValue } }
    override var viewIfLoaded: UIView? { super.viewIfLoaded }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override var children: [UIViewController] { super.children }
    override var parent: UIViewController? { super.parent }
    override var presentedViewController: UIViewController? { super.presentedViewController }
    override var presentingViewController: UIViewController? { super.presentingViewController }
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                          completion: (() -> Void)? = nil) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        super.showDetailViewController(vc, sender: sender)
    }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var isBeingPresented: Bool { super.isBeingPresented }
    override var isBeingDismissed: Bool { super.isBeingDismissed }
    override var isMovingToParent: Bool { super.isMovingToParent }
    override var isMovingFromParent: Bool { super.isMovingFromParent }
    override func addKeyCommand(_ keyCommand: UIKeyCommand) { super.addKeyCommand(keyCommand) }
    override func removeKeyCommand(_ keyCommand: UIKeyCommand) { super.removeKeyCommand(keyCommand) }
    override var navigationController: UINavigationController? { super.navigationController }
    override var tabBarController: UITabBarController? { super.tabBarController }
    override func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                             duration: TimeInterval, options: UIView.AnimationOptions = [],
                             animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.transition(from: fromViewController, to: toViewController, duration: duration, options: options,
                         animations: animations, completion: completion)
    }
}

final class AuditApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        super.sendAction(action, to: target, from: sender, for: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override var windows: [UIWindow] { super.windows }
    override var keyWindow: UIWindow? { super.keyWindow }
    override var applicationState: UIApplication.State { super.applicationState }
    override var delegate: UIApplicationDelegate? { get { super.delegate } set { super.delegate = newValue } }
    override var applicationSupportsShakeToEdit: Bool { didSet {} }
    override func beginIgnoringInteractionEvents() { super.beginIgnoringInteractionEvents() }
    override func endIgnoringInteractionEvents() { super.endIgnoringInteractionEvents() }
    override var isIgnoringInteractionEvents: Bool { super.isIgnoringInteractionEvents }
    override func beginReceivingRemoteControlEvents() { super.beginReceivingRemoteControlEvents() }
    override func endReceivingRemoteControlEvents() { super.endReceivingRemoteControlEvents() }
    override var connectedScenes: Set<UIScene> { super.connectedScenes }
    override var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { didSet {} }
}
