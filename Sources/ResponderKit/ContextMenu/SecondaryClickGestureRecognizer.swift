import Foundation

/// Recognizes a click of the secondary pointer button as it goes down, which opens a context menu (<doc:Catalog#M4>).
///
/// Only pointer touches reach it; a click with other buttons fails it at once, so it never holds a primary
/// click back from anything.
@MainActor
final class SecondaryClickGestureRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard storedState == .possible else { return }
        state = touches.contains { $0.buttonMask.contains(.secondary) } ? .recognized : .failed
    }
}
