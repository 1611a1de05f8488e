// Pattern: two buttons that must never be pressed together (accept / decline), made exclusive with
// `isExclusiveTouch = true`, the usual fix for "both actions ran when tapped with two fingers".
// Ported: #selector(acceptInvitation(_:)) / #selector(declineInvitation(_:)) -> .acceptInvitation /
// .declineInvitation, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let acceptInvitation: Selector = "acceptInvitation:"
    static let declineInvitation: Selector = "declineInvitation:"
}

class InvitationViewController: UIViewController {
    let acceptButton = UIButton(type: .system)
    let declineButton = UIButton(type: .system)
    private(set) var answers: [String] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.acceptInvitation, InvitationViewController.acceptInvitation)
        table.add(.declineInvitation, InvitationViewController.declineInvitation)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        acceptButton.frame = CGRect(x: 20, y: 700, width: 160, height: 50)
        declineButton.frame = CGRect(x: 210, y: 700, width: 160, height: 50)
        for button in [acceptButton, declineButton] {
            button.isExclusiveTouch = true
            view.addSubview(button)
        }
        acceptButton.addTarget(self, action: .acceptInvitation, for: .touchUpInside)
        declineButton.addTarget(self, action: .declineInvitation, for: .touchUpInside)
    }

    func acceptInvitation(_ sender: UIButton) {
        answers.append("accept")
    }

    func declineInvitation(_ sender: UIButton) {
        answers.append("decline")
    }
}
