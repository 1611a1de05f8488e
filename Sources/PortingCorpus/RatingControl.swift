// Pattern: a star-rating UIControl that overrides the touch methods, works out the rating from the touch's
// x position and tells its targets with `sendActions(for: .valueChanged)`.
// Ported: RatingControl unchanged but the import. ReviewViewController: #selector(ratingChanged(_:)) ->
// .ratingChanged, @objc dropped, declareActions.
import ResponderKit

class RatingControl: UIControl {
    var maximumRating = 5
    private(set) var rating = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        updateRating(with: touches.first)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        updateRating(with: touches.first)
    }

    private func updateRating(with touch: UITouch?) {
        guard let touch = touch, bounds.width > 0 else { return }
        let starWidth = bounds.width / CGFloat(maximumRating)
        let x = touch.location(in: self).x
        let newRating = min(max(Int(x / starWidth) + 1, 1), maximumRating)
        if newRating != rating {
            rating = newRating
            sendActions(for: .valueChanged)
        }
    }
}

extension Selector {
    static let ratingChanged: Selector = "ratingChanged:"
}

class ReviewViewController: UIViewController {
    let ratingControl = RatingControl(frame: CGRect(x: 45, y: 300, width: 300, height: 60))
    private(set) var reportedRatings: [Int] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.ratingChanged, ReviewViewController.ratingChanged)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ratingControl)
        ratingControl.addTarget(self, action: .ratingChanged, for: .valueChanged)
    }

    func ratingChanged(_ sender: RatingControl) {
        reportedRatings.append(sender.rating)
    }
}
