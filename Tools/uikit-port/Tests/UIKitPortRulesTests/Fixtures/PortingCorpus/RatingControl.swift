// Original iOS form of Sources/PortingCorpus/RatingControl.swift, the fixture `uikit-port` converts: a
// star-rating control whose value-changed action a controller observes with a selector.
import UIKit

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

class ReviewViewController: UIViewController {
    let ratingControl = RatingControl(frame: CGRect(x: 45, y: 300, width: 300, height: 60))
    private(set) var reportedRatings: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ratingControl)
        ratingControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
    }

    @objc func ratingChanged(_ sender: RatingControl) {
        reportedRatings.append(sender.rating)
    }
}
