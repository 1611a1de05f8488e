// Pattern: a custom "swipe from the left edge to go back" with UIScreenEdgePanGestureRecognizer, finishing
// or cancelling the transition depending on how far the finger went.
// Ported: #selector(handleEdgePan(_:)) -> .handleEdgePan, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleEdgePan: Selector = "handleEdgePan:"
}

class InteractiveBackViewController: UIViewController {
    private(set) var backProgress: CGFloat = 0
    private(set) var didGoBack = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleEdgePan, InteractiveBackViewController.handleEdgePan)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: .handleEdgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began, .changed:
            backProgress = progress
        case .ended:
            didGoBack = progress > 0.5
            backProgress = 0
        case .cancelled:
            backProgress = 0
        default:
            break
        }
    }
}
