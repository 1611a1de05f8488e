// Pattern: a raw-touch view that tells a single tap from a double tap with `UITouch.tapCount`, delaying the
// single-tap reaction with `DispatchQueue.main.asyncAfter` and cancelling it when a second tap arrives.
// Ported: unchanged but the import.
import ResponderKit

class TapDistinguishingView: UIView {
    var onSingleTap: (() -> Void)?
    var onDoubleTap: (() -> Void)?

    private var pendingSingleTap: DispatchWorkItem?
    private let doubleTapDelay: TimeInterval = 0.3

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A second finger-down means the first tap is not a single tap after all.
        if let touch = touches.first, touch.tapCount > 1 {
            pendingSingleTap?.cancel()
            pendingSingleTap = nil
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        switch touch.tapCount {
        case 1:
            let work = DispatchWorkItem { [weak self] in
                self?.pendingSingleTap = nil
                self?.onSingleTap?()
            }
            pendingSingleTap = work
            DispatchQueue.main.asyncAfter(deadline: .now() + doubleTapDelay, execute: work)
        case 2:
            onDoubleTap?()
        default:
            break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pendingSingleTap?.cancel()
        pendingSingleTap = nil
    }
}
