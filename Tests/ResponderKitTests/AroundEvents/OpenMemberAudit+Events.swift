import Foundation
import ResponderKit

// The recognizer, touch, press and event doubles of the open member audit (`OpenMemberAuditTests.swift`);
// internal, not private, so the audit's test in another file can reach them.

final class AuditGestureRecognizer: UIGestureRecognizer {
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

final class AuditTouch: UITouch {
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
    override var gestureRecognizers: [UIGestureRecognizer]? { [] }
}

final class AuditPress: UIPress {
    override var phase: UIPress.Phase { super.phase }
    override var type: UIPress.PressType { super.type }
    override var key: UIKey? { super.key }
    override var timestamp: TimeInterval { super.timestamp }
    override var window: UIWindow? { super.window }
    override var responder: UIResponder? { super.responder }
    override var force: CGFloat { 7 }
    override var gestureRecognizers: [UIGestureRecognizer]? { [] }
}

final class AuditEvent: UIEvent {
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

final class AuditPressesEvent: UIPressesEvent {
    override var allPresses: Set<UIPress> { super.allPresses }
    override func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { super.presses(for: gesture) }
}
