import Foundation

// Zooming: a pinch scales the delegate's view for zooming between the minimum and maximum zoom scales.

extension UIScrollView {
    /// ``setZoomScale(_:animated:)``'s work.
    func applyZoomScale(_ scale: CGFloat) {
        guard scale.isFinite, scale > 0 else { return }
        let clampedScale = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard clampedScale != storedZoomScale else { return }
        storedZoomScale = clampedScale
        if let zoomed = delegate?.viewForZooming(in: self) {
            zoomed.transform = CGAffineTransform(scaleX: clampedScale, y: clampedScale)
            contentSize = zoomed.frame.size
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// Adds the pinch recognizer while zooming is possible, and removes it when it is not.
    func updatePinchRecognizer() {
        let canZoom = maximumZoomScale > minimumZoomScale
        if canZoom, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(handler: { [weak self] recognizer in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.pinchChanged(pinch)
            })
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !canZoom, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    private func pinchChanged(_ pinch: UIPinchGestureRecognizer) {
        let zoomed = delegate?.viewForZooming(in: self)
        switch pinch.state {
        case .began:
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: zoomed)
            fallthrough
        case .changed:
            setZoomScale(storedZoomScale * pinch.scale, animated: false)
            pinch.scale = 1
        case .ended, .cancelled:
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: storedZoomScale)
        case .possible, .failed:
            break
        }
    }
}
