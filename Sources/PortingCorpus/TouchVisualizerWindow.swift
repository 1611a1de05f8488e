// Pattern: a UIWindow subclass for demos and screen recordings that overrides `sendEvent(_:)` to draw a dot
// under every finger, reading each touch's phase, then lets the event go on as usual.
// Ported: unchanged but the import. Left out: the original rounds each dot with `dot.layer.cornerRadius`
// (ResponderKit draws nothing and has no CALayer).
import ResponderKit

class TouchVisualizerWindow: UIWindow {
    private var touchDots: [UITouch: UIView] = [:]
    let dotSize: CGFloat = 40

    var visibleDotCount: Int {
        touchDots.count
    }

    func dot(for touch: UITouch) -> UIView? {
        touchDots[touch]
    }

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        guard let touches = event.allTouches else { return }
        for touch in touches {
            switch touch.phase {
            case .began:
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: dotSize, height: dotSize))
                dot.isUserInteractionEnabled = false
                dot.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5)
                dot.center = touch.location(in: self)
                addSubview(dot)
                touchDots[touch] = dot
            case .moved:
                touchDots[touch]?.center = touch.location(in: self)
            case .ended, .cancelled:
                touchDots[touch]?.removeFromSuperview()
                touchDots[touch] = nil
            default:
                break
            }
        }
    }
}
