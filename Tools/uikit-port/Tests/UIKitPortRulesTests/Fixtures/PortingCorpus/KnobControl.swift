// Original iOS form of Sources/PortingCorpus/KnobControl.swift, the fixture `uikit-port` converts: a control
// built on UIControl's tracking methods, observed by a controller through a selector.
import UIKit

class KnobControl: UIControl {
    /// Angle of the pointer in radians, in the knob's own coordinates (0 points right, clockwise positive).
    private(set) var angle: CGFloat = 0
    var isContinuous = true

    private var knobCenter: CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let dx = point.x - knobCenter.x
        let dy = point.y - knobCenter.y
        // Only start turning when the finger lands on the knob's face, not in its corners.
        guard sqrt(dx * dx + dy * dy) <= bounds.width / 2 else {
            return false
        }
        updateAngle(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateAngle(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous {
            sendActions(for: .valueChanged)
        }
    }

    private func updateAngle(with touch: UITouch) {
        let point = touch.location(in: self)
        angle = atan2(point.y - knobCenter.y, point.x - knobCenter.x)
        if isContinuous {
            sendActions(for: .valueChanged)
        }
    }
}

class VolumeViewController: UIViewController {
    let dialPlate = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
    let knob = KnobControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    private(set) var volumeAngles: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // The plate's artwork has its zero mark on the right; turn it so zero sits at the bottom.
        dialPlate.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(dialPlate)
        dialPlate.addSubview(knob)
        knob.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
    }

    @objc func volumeChanged(_ sender: KnobControl) {
        volumeAngles.append(sender.angle)
    }
}
