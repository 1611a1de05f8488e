import ResponderKit

/// A view that counts the taps that end inside it, as raw-touch views on iOS do.
open class TapCountingView: UIView {
    public private(set) var taps = 0
    public private(set) var lastTapCount = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if bounds.contains(touch.location(in: self)) {
            taps += 1
            lastTapCount = touch.tapCount
        }
    }
}

/// A factory called from nonisolated code, as Swift 5-mode apps call UIKit from anywhere on the main thread.
public func makeTapTarget() -> TapCountingView {
    let view = TapCountingView(frame: CGRect(x: 40, y: 300, width: 120, height: 120))
    view.isMultipleTouchEnabled = false
    return view
}
