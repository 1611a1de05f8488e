import Foundation

// The scroll view's side of a drag: its pan recognizer (of which it is the delegate, as in UIKit) decides
// whether a drag may scroll (L2, L3, L5, L6), and its moves set the content offset.

/// Where a drag began and the axis it is locked to.
struct DragRecord {
    enum Axis { case free, horizontal, vertical }
    var startOffset = CGPoint.zero
    var axis = Axis.free
}

extension UIScrollView: UIGestureRecognizerDelegate {
    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.panChanged(pan)
        })
        pan.allowedScrollTypesMask = .all
        pan.delegate = self
        return pan
    }

    func makeContentTouchDelay() -> ContentTouchDelayRecognizer {
        let delay = ContentTouchDelayRecognizer(target: nil, action: nil)
        delay.delaysTouchesBegan = delaysContentTouches
        delay.delegate = self
        return delay
    }

    /// The content-delay recognizer watches alongside every other, and the pan alongside it, so neither makes
    /// the other fail.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === contentTouchDelay || otherGestureRecognizer === contentTouchDelay
    }

    /// Whether the drag may scroll: scrolling is enabled, the content can move along the drag's dominant
    /// axis (so an inner scroll view that cannot leaves the drag to an outer one, <doc:Catalog#L6>), and, when the content
    /// already has the touch, the scroll view may cancel it (<doc:Catalog#L2>, <doc:Catalog#L3>).
    func panMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard isScrollEnabled else { return false }
        let translation = pan.translation(in: self)
        let axes = scrollableAxes
        let horizontal = abs(translation.x) > abs(translation.y)
        guard horizontal ? axes.horizontal : axes.vertical else { return false }
        guard contentTouchDelay.contentHasTouch, let touched = contentTouchDelay.touchedView, touched !== self else {
            return true
        }
        return canCancelContentTouches && touchesShouldCancel(in: touched)
    }

    /// Follows the pan: scrolls with its translation, and starts and ends the drag.
    func panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            let translation = pan.translation(in: self)
            let locked: DragRecord.Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
            drag = DragRecord(startOffset: contentOffset, axis: isDirectionalLockEnabled ? locked : .free)
            isDragging = true
            if contentTouchDelay.state == .possible { contentTouchDelay.state = .ended }
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan.translation(in: self))
        case .changed:
            follow(pan.translation(in: self))
        case .ended:
            isDragging = false
            let velocity = pan.velocity(in: self)
            endDrag(velocity: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000))
        case .cancelled:
            isDragging = false
            endDrag(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// Moves the content opposite to the finger; past the edges half as far when bouncing, not at all otherwise.
    private func follow(_ translation: CGPoint) {
        let axes = scrollableAxes
        let dx = axes.horizontal && drag.axis != .vertical ? translation.x : 0
        let dy = axes.vertical && drag.axis != .horizontal ? translation.y : 0
        let wanted = CGPoint(x: drag.startOffset.x - dx, y: drag.startOffset.y - dy)
        let inside = clamped(wanted)
        contentOffset = bounces
            ? CGPoint(x: inside.x + (wanted.x - inside.x) / 2, y: inside.y + (wanted.y - inside.y) / 2)
            : inside
        refreshControl?.contentWasPulled(in: self)
    }
}
