// Pattern: a pan recognizer locked to one axis, with its own designated initializer that calls
// `super.init(target:action:)`, and an override of `init(target:action:)` defaulting to vertical.
// Ported: `import UIKit` + `import UIKit.UIGestureRecognizerSubclass` -> `import ResponderKit`;
// PullToDismissViewController: #selector(handleVerticalPan(_:)) -> .handleVerticalPan, @objc dropped,
// declareActions.
import ResponderKit

enum PanDirection {
    case vertical
    case horizontal
}

class PanDirectionGestureRecognizer: UIPanGestureRecognizer {
    let direction: PanDirection

    init(direction: PanDirection, target: AnyObject, action: Selector) {
        self.direction = direction
        super.init(target: target, action: action)
    }

    override init(target: Any?, action: Selector?) {
        direction = .vertical
        super.init(target: target, action: action)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .began {
            let vel = velocity(in: view)
            switch direction {
            case .horizontal where abs(vel.y) > abs(vel.x):
                state = .cancelled
            case .vertical where abs(vel.x) > abs(vel.y):
                state = .cancelled
            default:
                break
            }
        }
    }
}

extension Selector {
    static let handleVerticalPan: Selector = "handleVerticalPan:"
}

class PullToDismissViewController: UIViewController {
    private(set) var pulledDistance: CGFloat = 0
    private(set) var didDismiss = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleVerticalPan, PullToDismissViewController.handleVerticalPan)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = PanDirectionGestureRecognizer(direction: .vertical, target: self, action: .handleVerticalPan)
        view.addGestureRecognizer(pan)
    }

    func handleVerticalPan(_ gesture: PanDirectionGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began, .changed:
            pulledDistance = max(translation.y, 0)
        case .ended:
            didDismiss = translation.y > 150
            pulledDistance = 0
        case .cancelled, .failed:
            pulledDistance = 0
        default:
            break
        }
    }
}
