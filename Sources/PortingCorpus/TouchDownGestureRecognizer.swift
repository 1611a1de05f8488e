// Pattern: a recognizer that recognizes the moment a finger touches down, setting `state = .recognized` in
// its own touchesBegan; used to pause an auto-advancing carousel as soon as the user touches it.
// Ported: `import UIKit` + `import UIKit.UIGestureRecognizerSubclass` -> `import ResponderKit`.
// CarouselViewController: #selector(carouselTouched(_:)) -> .carouselTouched, @objc dropped, declareActions.
import ResponderKit

class TouchDownGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible {
            state = .recognized
        }
    }
}

extension Selector {
    static let carouselTouched: Selector = "carouselTouched:"
}

class CarouselViewController: UIViewController {
    let carouselView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 240))
    private(set) var isAutoAdvancing = true

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.carouselTouched, CarouselViewController.carouselTouched)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(carouselView)
        let touchDown = TouchDownGestureRecognizer(target: self, action: .carouselTouched)
        // The carousel's pages have buttons of their own; let them keep their touches.
        touchDown.cancelsTouchesInView = false
        carouselView.addGestureRecognizer(touchDown)
    }

    func carouselTouched(_ recognizer: TouchDownGestureRecognizer) {
        isAutoAdvancing = false
    }
}
