import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The audit of P6-P8's rule that members UIKit declares `open` are overridable here: each class below subclasses a
// UIKit class and overrides the members event code overrides, so if one stopped being open this target would not
// compile. Source: the `open` declarations of Apple's UIKit module as Swift imports it (UIResponder.h, UIView.h,
// UIControl.h, UIButton.h, UIViewController.h, UIGestureRecognizer.h with UIGestureRecognizerSubclass.h,
// UITouch.h, UIPress.h, UIEvent.h, UIApplication.h, UIWindow.h, UIScrollView.h, UITextField.h, UITextInput.h).
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
}

private final class AuditButton: UIButton {
    override var isHighlighted: Bool { didSet {} }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { "audited" }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
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
}

private final class AuditApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
    override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        super.sendAction(action, to: target, from: sender, for: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { super.motionEnded(motion, with: event) }
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
}
