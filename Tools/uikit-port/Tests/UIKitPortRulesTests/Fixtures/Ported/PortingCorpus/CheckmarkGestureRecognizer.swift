// Original iOS form of Sources/PortingCorpus/CheckmarkGestureRecognizer.swift, the fixture `uikit-port`
// converts: a custom discrete recognizer (the subclass import) and the screen that is its target.
import UIKit
#if canImport(UIKit.UIGestureRecognizerSubclass)
import UIKit.UIGestureRecognizerSubclass
#endif

class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private enum Stroke {
        case notStarted
        case downward
        case upward
    }

    private var stroke = Stroke.notStarted
    private var trackedTouch: UITouch?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 || trackedTouch != nil {
            state = .failed
            return
        }
        trackedTouch = touches.first
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        let newPoint = touch.location(in: view)
        let previousPoint = touch.previousLocation(in: view)

        switch stroke {
        case .notStarted:
            if newPoint.x >= previousPoint.x && newPoint.y > previousPoint.y {
                stroke = .downward
            } else {
                state = .failed
            }
        case .downward:
            if newPoint.x < previousPoint.x {
                state = .failed
            } else if newPoint.y < previousPoint.y {
                stroke = .upward
            }
        case .upward:
            if newPoint.x < previousPoint.x || newPoint.y > previousPoint.y {
                state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, let touch = trackedTouch, touches.contains(touch) else { return }
        state = stroke == .upward ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        stroke = .notStarted
        trackedTouch = nil
    }
}

class ApprovalViewController: UIViewController {
    private(set) var isApproved = false

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("didDrawCheckmark:"), ApprovalViewController.didDrawCheckmark(_:))
    }
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        let checkmark = CheckmarkGestureRecognizer(target: self, action: Selector("didDrawCheckmark:"))
        view.addGestureRecognizer(checkmark)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func didDrawCheckmark(_ recognizer: CheckmarkGestureRecognizer) {
        if recognizer.state == .recognized {
            isApproved = true
        }
    }
}
