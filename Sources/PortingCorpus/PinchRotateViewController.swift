// Pattern: a photo editor that scales and rotates a view with pinch and rotation recognizers at the same
// time, applying each increment to the view's transform and resetting the recognizer's value.
// Ported: #selector(handlePinch(_:)) / #selector(handleRotation(_:)) -> .handlePinch / .handleRotation,
// @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handlePinch: Selector = "handlePinch:"
    static let handleRotation: Selector = "handleRotation:"
}

class PinchRotateViewController: UIViewController, UIGestureRecognizerDelegate {
    let photoView = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handlePinch, PinchRotateViewController.handlePinch)
        table.add(.handleRotation, PinchRotateViewController.handleRotation)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoView)

        let pinch = UIPinchGestureRecognizer(target: self, action: .handlePinch)
        pinch.delegate = self
        photoView.addGestureRecognizer(pinch)

        let rotation = UIRotationGestureRecognizer(target: self, action: .handleRotation)
        rotation.delegate = self
        photoView.addGestureRecognizer(rotation)
    }

    func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let view = gesture.view else { return }
        view.transform = view.transform.scaledBy(x: gesture.scale, y: gesture.scale)
        gesture.scale = 1
    }

    func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        guard let view = gesture.view else { return }
        view.transform = view.transform.rotated(by: gesture.rotation)
        gesture.rotation = 0
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}
