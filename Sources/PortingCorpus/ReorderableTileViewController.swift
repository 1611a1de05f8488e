// Pattern: press-and-hold to lift a tile, then drag it: a long-press recognizer and a pan recognizer on the
// same view, allowed to run together by the delegate; the pan only moves the tile once it is lifted.
// Ported: #selector(handleTileLongPress(_:)) / #selector(handleTilePan(_:)) -> .handleTileLongPress /
// .handleTilePan, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleTileLongPress: Selector = "handleTileLongPress:"
    static let handleTilePan: Selector = "handleTilePan:"
}

class ReorderableTileViewController: UIViewController, UIGestureRecognizerDelegate {
    let tileView = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 120))
    private(set) var isLifted = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleTileLongPress, ReorderableTileViewController.handleTileLongPress)
        table.add(.handleTilePan, ReorderableTileViewController.handleTilePan)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tileView)

        let longPress = UILongPressGestureRecognizer(target: self, action: .handleTileLongPress)
        longPress.minimumPressDuration = 0.4
        longPress.delegate = self
        tileView.addGestureRecognizer(longPress)

        let pan = UIPanGestureRecognizer(target: self, action: .handleTilePan)
        pan.delegate = self
        tileView.addGestureRecognizer(pan)
    }

    func handleTileLongPress(_ gesture: UILongPressGestureRecognizer) {
        switch gesture.state {
        case .began:
            isLifted = true
            tileView.alpha = 0.8
        case .ended, .cancelled, .failed:
            isLifted = false
            tileView.alpha = 1
        default:
            break
        }
    }

    func handleTilePan(_ gesture: UIPanGestureRecognizer) {
        guard isLifted else { return }
        let translation = gesture.translation(in: view)
        tileView.center = CGPoint(x: tileView.center.x + translation.x, y: tileView.center.y + translation.y)
        gesture.setTranslation(.zero, in: view)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}
