import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The audit of P6-P8's rule that members UIKit declares `open` are overridable here: each class below subclasses a
// UIKit class and overrides the members event code overrides, so if one stopped being open this target would not
// compile. Source: the `open` declarations of Apple's UIKit module as Swift imports it (UIResponder.h, UIView.h,
// UIControl.h, UIButton.h, UIViewController.h, UIGestureRecognizer.h with UIGestureRecognizerSubclass.h,
// UITouch.h, UIPress.h, UIEvent.h, UIApplication.h, UIWindow.h, UIScrollView.h, UITextField.h, UITextInput.h).
// Swift imports every member of those Objective-C classes as `open`, extensions (categories) included, so the
// list covers the hierarchy, geometry, layout, target-action, presentation, containment, text input and touch
// members UIKit code overrides (P28, P29).
// Only members that are open here are listed: adding one that is not fails to compile, which is how the gaps are
// found.

/// Each double is reached through its UIKit base type, so the overrides are what UIKit's own code would call.
@MainActor @Suite("Open member audit: UIKit's open members event code overrides are overridable")
struct OpenMemberAuditTests {
    @Test("P6, P7, P8: overrides of UIKit's open members are reached through the base classes")
    func overridesAreReached() {
        let view: UIView = AuditView(frame: .zero)
        #expect(view.canBecomeFirstResponder && view.intrinsicContentSize == CGSize(width: 7, height: 7))
        let control: UIControl = AuditControl(frame: .zero)
        #expect(control.beginTracking(UITouch(), with: nil) == false)
        let button: UIButton = AuditButton(frame: .zero)
        #expect(button.title(for: .normal) == "audited")
        let controller: UIViewController = AuditViewController(nibName: nil, bundle: nil)
        #expect(controller.title == "audited")
        let recognizer: UIGestureRecognizer = AuditGestureRecognizer(target: nil, action: nil)
        #expect(recognizer.numberOfTouches == 7)
        #expect((AuditTouch() as UITouch).tapCount == 7)
        #expect((AuditPress() as UIPress).force == 7)
        #expect((AuditEvent() as UIEvent).timestamp == 7)
        #expect((AuditScrollView(frame: .zero) as UIScrollView).touchesShouldCancel(in: UIView()) == false)
        #expect((AuditTextField(frame: .zero) as UITextField).hasText)
        let window: UIWindow = AuditWindow(frame: .zero)
        #expect(window.windowLevel == .alert)
    }
}

private final class AuditView: UIView {
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { super.canResignFirstResponder }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesChanged(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(presses, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionBegan(motion, with: event) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionCancelled(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) { super.remoteControlReceived(with: event) }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override var inputView: UIView? { super.inputView }
    override var inputAccessoryView: UIView? { super.inputAccessoryView }
    override var undoManager: UndoManager? { super.undoManager }
    override func copy(_ sender: Any?) { super.copy(sender) }
    override func paste(_ sender: Any?) { super.paste(sender) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var isMultipleTouchEnabled: Bool { didSet {} }
    override var isExclusiveTouch: Bool { didSet {} }
    override var semanticContentAttribute: UISemanticContentAttribute { didSet {} }
    override var window: UIWindow? { super.window }
    override var backgroundColor: UIColor? { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var clipsToBounds: Bool { didSet {} }
    override var tag: Int { didSet {} }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override func layoutSubviews() { super.layoutSubviews() }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override var intrinsicContentSize: CGSize { CGSize(width: 7, height: 7) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func sizeToFit() { super.sizeToFit() }
    override var canBecomeFocused: Bool { super.canBecomeFocused }
    override var isAccessibilityElement: Bool { get { super.isAccessibilityElement } set { super.isAccessibilityElement = newValue } }
    override var accessibilityLabel: String? { get { super.accessibilityLabel } set { super.accessibilityLabel = newValue } }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
    override func accessibilityActivate() -> Bool { super.accessibilityActivate() }
    override func accessibilityIncrement() { super.accessibilityIncrement() }
    override func accessibilityDecrement() { super.accessibilityDecrement() }
    override func accessibilityPerformEscape() -> Bool { super.accessibilityPerformEscape() }
    override func accessibilityPerformMagicTap() -> Bool { super.accessibilityPerformMagicTap() }
    override var subviews: [UIView] { super.subviews }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ rect: CGRect) { super.setNeedsDisplay(rect) }
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    override var gestureRecognizers: [UIGestureRecognizer]? { didSet {} }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.removeGestureRecognizer(gestureRecognizer)
    }
    override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        super.effectiveUserInterfaceLayoutDirection
    }
    override var interactions: [UIInteraction] { didSet {} }
    override func addInteraction(_ interaction: UIInteraction) { super.addInteraction(interaction) }
    override func removeInteraction(_ interaction: UIInteraction) { super.removeInteraction(interaction) }
}

private final class AuditControl: UIControl {
    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var state: UIControl.State { super.state }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        super.sendAction(action, to: target, for: event)
    }
    override func sendAction(_ action: UIAction) { super.sendAction(action) }
    override var isTracking: Bool { super.isTracking }
    override var isTouchInside: Bool { super.isTouchInside }
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        super.addTarget(target, action: action, for: controlEvents)
    }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        super.removeTarget(target, action: action, for: controlEvents)
    }
    override var allTargets: Set<AnyHashable> { super.allTargets }
    override var allControlEvents: UIControl.Event { super.allControlEvents }
    override func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        super.actions(forTarget: target, forControlEvent: controlEvent)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.addAction(action, for: controlEvents)
    }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.removeAction(action, for: controlEvents)
    }
    override func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        super.removeAction(identifiedBy: identifier, for: controlEvents)
    }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
}

private final class AuditButton: UIButton {
    override var isHighlighted: Bool { didSet {} }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { "audited" }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { super.backgroundRect(forBounds: bounds) }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
}

private final class AuditViewController: UIViewController {
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
}

private final class AuditGestureRecognizer: UIGestureRecognizer {
    override var state: UIGestureRecognizer.State { didSet {} }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesBegan(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { super.pressesEnded(presses, with: event) }
    override func reset() { super.reset() }
    override func ignore(_ touch: UITouch, for event: UIEvent) { super.ignore(touch, for: event) }
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        super.location(ofTouch: touchIndex, in: view)
    }
    override var numberOfTouches: Int { 7 }
    override var isEnabled: Bool { didSet {} }
    override var cancelsTouchesInView: Bool { didSet {} }
    override var delaysTouchesBegan: Bool { didSet {} }
    override var delaysTouchesEnded: Bool { didSet {} }
    override var delegate: UIGestureRecognizerDelegate? { didSet {} }
    override var allowedTouchTypes: [NSNumber] { didSet {} }
    override var requiresExclusiveTouchType: Bool { didSet {} }
    override var name: String? { didSet {} }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesChanged(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesCancelled(presses, with: event)
    }
    override func ignore(_ press: UIPress, for event: UIPressesEvent) { super.ignore(press, for: event) }
    override var view: UIView? { super.view }
    override func addTarget(_ target: Any, action: Selector) { super.addTarget(target, action: action) }
    override func removeTarget(_ target: Any?, action: Selector?) { super.removeTarget(target, action: action) }
    override func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        super.require(toFail: otherGestureRecognizer)
    }
    override var modifierFlags: UIKeyModifierFlags { super.modifierFlags }
    override var buttonMask: UIEvent.ButtonMask { super.buttonMask }
}

private final class AuditTouch: UITouch {
    override func location(in view: UIView?) -> CGPoint { super.location(in: view) }
    override func previousLocation(in view: UIView?) -> CGPoint { super.previousLocation(in: view) }
    override var phase: UITouch.Phase { super.phase }
    override var tapCount: Int { 7 }
    override var view: UIView? { super.view }
    override var window: UIWindow? { super.window }
    override var timestamp: TimeInterval { super.timestamp }
    override var type: UITouch.TouchType { super.type }
    override var force: CGFloat { super.force }
    override var maximumPossibleForce: CGFloat { super.maximumPossibleForce }
    override var majorRadius: CGFloat { super.majorRadius }
    override var majorRadiusTolerance: CGFloat { super.majorRadiusTolerance }
    override var altitudeAngle: CGFloat { super.altitudeAngle }
    override func azimuthAngle(in view: UIView?) -> CGFloat { super.azimuthAngle(in: view) }
    override func azimuthUnitVector(in view: UIView?) -> CGVector { super.azimuthUnitVector(in: view) }
    override func preciseLocation(in view: UIView?) -> CGPoint { super.preciseLocation(in: view) }
    override func precisePreviousLocation(in view: UIView?) -> CGPoint { super.precisePreviousLocation(in: view) }
    override var estimatedProperties: UITouch.Properties { super.estimatedProperties }
    override var estimatedPropertiesExpectingUpdates: UITouch.Properties { super.estimatedPropertiesExpectingUpdates }
    override var estimationUpdateIndex: NSNumber? { super.estimationUpdateIndex }
}

private final class AuditPress: UIPress {
    override var phase: UIPress.Phase { super.phase }
    override var type: UIPress.PressType { super.type }
    override var key: UIKey? { super.key }
    override var timestamp: TimeInterval { super.timestamp }
    override var window: UIWindow? { super.window }
    override var responder: UIResponder? { super.responder }
    override var force: CGFloat { 7 }
}

private final class AuditEvent: UIEvent {
    override var type: UIEvent.EventType { super.type }
    override var subtype: UIEvent.EventSubtype { super.subtype }
    override var timestamp: TimeInterval { 7 }
    override var allTouches: Set<UITouch>? { super.allTouches }
    override var modifierFlags: UIKeyModifierFlags { super.modifierFlags }
    override var buttonMask: UIEvent.ButtonMask { super.buttonMask }
    override func touches(for view: UIView) -> Set<UITouch>? { super.touches(for: view) }
    override func touches(for window: UIWindow) -> Set<UITouch>? { super.touches(for: window) }
    override func coalescedTouches(for touch: UITouch) -> [UITouch]? { super.coalescedTouches(for: touch) }
    override func predictedTouches(for touch: UITouch) -> [UITouch]? { super.predictedTouches(for: touch) }
}

private final class AuditApplication: UIApplication {
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
}

private final class AuditWindow: UIWindow {
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override func makeKey() { super.makeKey() }
    override func becomeKey() { super.becomeKey() }
    override func resignKey() { super.resignKey() }
    override var rootViewController: UIViewController? { didSet {} }
    override var windowLevel: UIWindow.Level { get { .alert } set { super.windowLevel = newValue } }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override var isKeyWindow: Bool { super.isKeyWindow }
    override var canBecomeKey: Bool { super.canBecomeKey }
    override var screen: UIScreen { didSet {} }
}

private final class AuditScrollView: UIScrollView {
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool { false }
    override var contentOffset: CGPoint { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(contentOffset, animated: animated)
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { super.scrollRectToVisible(rect, animated: animated) }
    override var delaysContentTouches: Bool { didSet {} }
    override var canCancelContentTouches: Bool { didSet {} }
    override var isScrollEnabled: Bool { didSet {} }
    override var delegate: UIScrollViewDelegate? { didSet {} }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override var panGestureRecognizer: UIPanGestureRecognizer { super.panGestureRecognizer }
    override var pinchGestureRecognizer: UIPinchGestureRecognizer? { super.pinchGestureRecognizer }
    override var isTracking: Bool { super.isTracking }
    override var isDragging: Bool { super.isDragging }
    override var isDecelerating: Bool { super.isDecelerating }
    override var isZooming: Bool { super.isZooming }
    override var zoomScale: CGFloat { didSet {} }
    override func setZoomScale(_ scale: CGFloat, animated: Bool) { super.setZoomScale(scale, animated: animated) }
}

private final class AuditTextField: UITextField {
    override var text: String? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var delegate: UITextFieldDelegate? { didSet {} }
    override func cut(_ sender: Any?) { super.cut(sender) }
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override var hasText: Bool { true }
    override func insertText(_ text: String) { super.insertText(text) }
    override func deleteBackward() { super.deleteBackward() }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func paste(_ sender: Any?) { super.paste(sender) }
    override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override var inputView: UIView? { get { super.inputView } set { super.inputView = newValue } }
    override var inputAccessoryView: UIView? { get { super.inputAccessoryView } set { super.inputAccessoryView = newValue } }
    override var keyboardType: UIKeyboardType { didSet {} }
    override var isSecureTextEntry: Bool { didSet {} }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override var isEditing: Bool { super.isEditing }
    override var attributedText: NSAttributedString? { didSet {} }
    override var attributedPlaceholder: NSAttributedString? { didSet {} }
    override var leftView: UIView? { didSet {} }
    override var leftViewMode: UITextField.ViewMode { didSet {} }
    override var rightView: UIView? { didSet {} }
    override var rightViewMode: UITextField.ViewMode { didSet {} }
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { super.placeholderRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { super.editingRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    override func layoutSubviews() { super.layoutSubviews() }
    override var selectedTextRange: UITextRange? { didSet {} }
    override var beginningOfDocument: UITextPosition { super.beginningOfDocument }
    override var endOfDocument: UITextPosition { super.endOfDocument }
    override var markedTextRange: UITextRange? { super.markedTextRange }
    override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        super.textRange(from: fromPosition, to: toPosition)
    }
    override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        super.position(from: position, offset: offset)
    }
    override func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                           offset: Int) -> UITextPosition? {
        super.position(from: position, in: direction, offset: offset)
    }
    override func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        super.offset(from: from, to: toPosition)
    }
    override func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        super.compare(position, to: other)
    }
    override func text(in range: UITextRange) -> String? { super.text(in: range) }
    override func replace(_ range: UITextRange, withText text: String) { super.replace(range, withText: text) }
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        super.setMarkedText(markedText, selectedRange: selectedRange)
    }
    override func unmarkText() { super.unmarkText() }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func drawPlaceholder(in rect: CGRect) { super.drawPlaceholder(in: rect) }
}

private final class AuditPressesEvent: UIPressesEvent {
    override var allPresses: Set<UIPress> { super.allPresses }
    override func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { super.presses(for: gesture) }
}

private final class AuditLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
}
