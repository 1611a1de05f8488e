// Original iOS form of Sources/PortingCorpus/TouchDownGestureRecognizer.swift, the fixture `uikit-port`
// converts: a recognizer subclass (with the subclass import) that a carousel controller targets.
import UIKit
import UIKit.UIGestureRecognizerSubclass

class TouchDownGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible {
            state = .recognized
        }
    }
}

class CarouselViewController: UIViewController {
    let carouselView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 240))
    private(set) var isAutoAdvancing = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(carouselView)
        let touchDown = TouchDownGestureRecognizer(target: self, action: #selector(carouselTouched(_:)))
        // The carousel's pages have buttons of their own; let them keep their touches.
        touchDown.cancelsTouchesInView = false
        carouselView.addGestureRecognizer(touchDown)
    }

    @objc func carouselTouched(_ recognizer: TouchDownGestureRecognizer) {
        isAutoAdvancing = false
    }
}
