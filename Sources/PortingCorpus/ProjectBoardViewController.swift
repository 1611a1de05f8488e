// Pattern: iPad pointer support on a board of project cards: a card highlights while the pointer hovers over it
// (`UIHoverGestureRecognizer`), offers Rename and Delete in a context menu (`UIContextMenuInteraction`, a long
// press or a right click), and a timeline strip scrolls sideways with a finger, a trackpad or the mouse wheel
// (`allowedScrollTypesMask = .all`).
// Ported: #selector(cardHovered(_:)) / #selector(timelinePanned(_:)) -> .cardHovered / .timelinePanned,
// @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let cardHovered: Selector = "cardHovered:"
    static let timelinePanned: Selector = "timelinePanned:"
}

class ProjectBoardViewController: UIViewController, UIContextMenuInteractionDelegate {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
    let timeline = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 80))
    let timelineWidth: CGFloat = 2_000
    private(set) var timelineOffset: CGFloat = 0
    private(set) var projectName = "Launch plan"
    private(set) var isDeleted = false
    var promptForName: () -> String? = { nil }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.cardHovered, ProjectBoardViewController.cardHovered)
        table.add(.timelinePanned, ProjectBoardViewController.timelinePanned)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBackground
        view.addSubview(card)
        card.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: .cardHovered))
        card.addInteraction(UIContextMenuInteraction(delegate: self))

        view.addSubview(timeline)
        let pan = UIPanGestureRecognizer(target: self, action: .timelinePanned)
        pan.allowedScrollTypesMask = .all
        timeline.addGestureRecognizer(pan)
    }

    func cardHovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            card.backgroundColor = .systemGray5
        case .ended, .cancelled:
            card.backgroundColor = .systemBackground
        default:
            break
        }
    }

    func timelinePanned(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: timeline)
        timelineOffset = min(max(0, timelineOffset - translation.x), timelineWidth - timeline.bounds.width)
        recognizer.setTranslation(.zero, in: timeline)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard !isDeleted else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let rename = UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in
                if let name = self?.promptForName() { self?.projectName = name }
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.isDeleted = true
                self?.card.removeFromSuperview()
            }
            return UIMenu(title: "", children: [rename, delete])
        }
    }
}
