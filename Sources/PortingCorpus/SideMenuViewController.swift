// Pattern: a slide-out menu opened by a horizontal pan over the content; the delegate only lets the pan begin
// when the drag is horizontal (`gestureRecognizerShouldBegin`) and lets it run alongside the content's own
// list pan (`shouldRecognizeSimultaneouslyWith`).
// Ported: #selector(handleMenuPan(_:)) -> .handleMenuPan, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleMenuPan: Selector = "handleMenuPan:"
}

class SideMenuViewController: UIViewController, UIGestureRecognizerDelegate {
    let contentView = UIView()
    let menuWidth: CGFloat = 280
    private(set) var isMenuOpen = false
    private var menuPan: UIPanGestureRecognizer!

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleMenuPan, SideMenuViewController.handleMenuPan)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.frame = view.bounds
        view.addSubview(contentView)

        menuPan = UIPanGestureRecognizer(target: self, action: .handleMenuPan)
        menuPan.delegate = self
        view.addGestureRecognizer(menuPan)
    }

    func handleMenuPan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .changed:
            let start: CGFloat = isMenuOpen ? menuWidth : 0
            contentView.frame.origin.x = min(max(start + translation.x, 0), menuWidth)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            if velocity.x > 100 {
                isMenuOpen = true
            } else if velocity.x < -100 {
                isMenuOpen = false
            } else {
                isMenuOpen = contentView.frame.origin.x > menuWidth / 2
            }
            contentView.frame.origin.x = isMenuOpen ? menuWidth : 0
        default:
            break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === menuPan else { return true }
        let velocity = menuPan.velocity(in: view)
        return abs(velocity.x) > abs(velocity.y)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return otherGestureRecognizer.view?.isDescendant(of: contentView) ?? false
    }
}
