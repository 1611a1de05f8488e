// Pattern: a tap recognizer on a card that must not swallow taps meant for the buttons on it: the delegate's
// `gestureRecognizer(_:shouldReceive:)` refuses touches whose view is a UIControl.
// Ported: #selector(cardTapped(_:)) -> .cardTapped, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let cardTapped: Selector = "cardTapped:"
    static let favoriteTapped: Selector = "favoriteTapped:"
}

class CardTapViewController: UIViewController, UIGestureRecognizerDelegate {
    let cardView = UIView(frame: CGRect(x: 20, y: 150, width: 350, height: 220))
    let favoriteButton = UIButton(type: .system)
    private(set) var openedCards = 0
    private(set) var favorites = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.cardTapped, CardTapViewController.cardTapped)
        table.add(.favoriteTapped, CardTapViewController.favoriteTapped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cardView)
        favoriteButton.frame = CGRect(x: 290, y: 10, width: 50, height: 50)
        cardView.addSubview(favoriteButton)
        favoriteButton.addTarget(self, action: .favoriteTapped, for: .touchUpInside)

        let tap = UITapGestureRecognizer(target: self, action: .cardTapped)
        tap.delegate = self
        cardView.addGestureRecognizer(tap)
    }

    func cardTapped(_ gesture: UITapGestureRecognizer) {
        openedCards += 1
    }

    func favoriteTapped(_ sender: UIButton) {
        favorites += 1
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        return !(touch.view is UIControl)
    }
}
