// Pattern: a message screen with two swipe recognizers, left to archive and right to mark unread, sharing one
// action method that switches on `direction`.
// Ported: #selector(handleSwipe(_:)) -> .handleSwipe, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleSwipe: Selector = "handleSwipe:"
}

class SwipeActionsViewController: UIViewController {
    private(set) var archivedCount = 0
    private(set) var isUnread = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleSwipe, SwipeActionsViewController.handleSwipe)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let swipeLeft = UISwipeGestureRecognizer(target: self, action: .handleSwipe)
        swipeLeft.direction = .left
        view.addGestureRecognizer(swipeLeft)

        let swipeRight = UISwipeGestureRecognizer(target: self, action: .handleSwipe)
        swipeRight.direction = .right
        view.addGestureRecognizer(swipeRight)
    }

    func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
        switch gesture.direction {
        case .left:
            archivedCount += 1
        case .right:
            isUnread = true
        default:
            break
        }
    }
}
