// Pattern: a photo viewer where a single tap toggles the chrome and a double tap zooms; the single tap waits
// for the double tap to fail with `require(toFail:)`.
// Ported: #selector(handleSingleTap(_:)) / #selector(handleDoubleTap(_:)) -> .handleSingleTap /
// .handleDoubleTap, @objc dropped, declareActions. The original's UIImageView is a UIView (no UIImageView).
import ResponderKit

extension Selector {
    static let handleSingleTap: Selector = "handleSingleTap:"
    static let handleDoubleTap: Selector = "handleDoubleTap:"
}

class PhotoViewerViewController: UIViewController {
    let photoView = UIView()
    private(set) var isChromeHidden = false
    private(set) var isZoomed = false
    private(set) var lastZoomPoint: CGPoint?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleSingleTap, PhotoViewerViewController.handleSingleTap)
        table.add(.handleDoubleTap, PhotoViewerViewController.handleDoubleTap)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.frame = view.bounds
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        let doubleTap = UITapGestureRecognizer(target: self, action: .handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: .handleSingleTap)
        singleTap.require(toFail: doubleTap)
        photoView.addGestureRecognizer(singleTap)
    }

    func handleSingleTap(_ gesture: UITapGestureRecognizer) {
        isChromeHidden.toggle()
    }

    func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        lastZoomPoint = gesture.location(in: photoView)
        isZoomed.toggle()
    }
}
