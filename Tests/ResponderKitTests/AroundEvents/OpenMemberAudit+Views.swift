import Foundation
import ResponderKit

// The view doubles of the open member audit (`OpenMemberAuditTests.swift`); internal, not private, so the
// audit's test in another file can reach them.

final class AuditView: UIView {
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
    override var superview: UIView? { super.superview }
    override class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        super.userInterfaceLayoutDirection(for: attribute)
    }
    override class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                     relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        super.userInterfaceLayoutDirection(for: attribute, relativeTo: layoutDirection)
    }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var trailingAnchor: NSLayoutXAxisAnchor { super.trailingAnchor }
    override var leftAnchor: NSLayoutXAxisAnchor { super.leftAnchor }
    override var rightAnchor: NSLayoutXAxisAnchor { super.rightAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var bottomAnchor: NSLayoutYAxisAnchor { super.bottomAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var heightAnchor: NSLayoutDimension { super.heightAnchor }
    override var centerXAnchor: NSLayoutXAxisAnchor { super.centerXAnchor }
    override var centerYAnchor: NSLayoutYAxisAnchor { super.centerYAnchor }
    override var firstBaselineAnchor: NSLayoutYAxisAnchor { super.firstBaselineAnchor }
    override var lastBaselineAnchor: NSLayoutYAxisAnchor { super.lastBaselineAnchor }
    override var safeAreaLayoutGuide: UILayoutGuide { super.safeAreaLayoutGuide }
    override var layoutMarginsGuide: UILayoutGuide { super.layoutMarginsGuide }
    override var readableContentGuide: UILayoutGuide { super.readableContentGuide }
    override var keyboardLayoutGuide: UIKeyboardLayoutGuide { super.keyboardLayoutGuide }
}

final class AuditLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
}

final class AuditWindow: UIWindow {
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
    override var windowScene: UIWindowScene? {
        get { super.windowScene }
        set { super.windowScene = newValue }
    }
}

final class AuditScrollView: UIScrollView {
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
