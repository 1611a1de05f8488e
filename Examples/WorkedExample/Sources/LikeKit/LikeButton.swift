import UIKit

@objc protocol LikeButtonDelegate: AnyObject {
    @objc optional func likeButton(_ button: LikeButton, didChangeLiked liked: Bool)
}

final class LikeButton: UIButton {
    weak var delegate: LikeButtonDelegate?
    private(set) var likes = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(toggleLike(_:)), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func toggleLike(_ sender: UIButton) {
        isSelected.toggle()
        likes += isSelected ? 1 : -1
        delegate?.likeButton?(self, didChangeLiked: isSelected)
    }
}
