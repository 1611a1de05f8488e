// Pattern: a small icon button whose tappable area is grown to Apple's 44 x 44 pt minimum by overriding
// `point(inside:with:)`.
// Ported: unchanged but the import.
import ResponderKit

class EnlargedHitAreaButton: UIButton {
    var minimumHitArea = CGSize(width: 44, height: 44)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
            return false
        }

        let widthToAdd = max(minimumHitArea.width - bounds.width, 0)
        let heightToAdd = max(minimumHitArea.height - bounds.height, 0)
        let largerFrame = bounds.insetBy(dx: -widthToAdd / 2, dy: -heightToAdd / 2)
        return largerFrame.contains(point)
    }
}
