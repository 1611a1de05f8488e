import Foundation

/// The scroll view's recognizer that holds new touches back from its content (spec <doc:Catalog#L1>).
///
/// It holds began touches (`delaysTouchesBegan`) while the scroll view finds out whether the finger drags.
/// If the finger stays put for ``UIScrollView/contentTouchDelay``, or lifts first, it fails, and the touches
/// reach the content as they were (<doc:Catalog#D5>): a button in a scroll view highlights after the delay, and a quick tap
/// still taps it. If the scroll view starts dragging first, it recognizes, and the content never hears of the
/// touch (<doc:Catalog#C11>). A touch that lands while the content is still moving after a flick stops the content and is
/// kept from it too, as on iOS.
@preconcurrency @MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    private var timer: ScheduledWork?
    /// The view of the content the first touch landed on.
    private(set) weak var touchedView: UIView?

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, let touch = touches.first else { return }
        guard touchedView == nil else { return }
        touchedView = touch.view
        scrollView.isTracking = true
        if scrollView.stopDeceleratingForTouch() {
            state = .ended
            return
        }
        if let view = touch.view, view !== scrollView,
           !scrollView.touchesShouldBegin(touches, with: event, in: view) {
            state = .ended
            return
        }
        timer = scheduleTimer(after: UIScrollView.contentTouchDelay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        timer?.cancel()
        timer = nil
        touchedView = nil
        scrollView?.isTracking = false
    }

    /// Whether the content has heard of the touch: the delay ran out or was never asked for.
    var contentHasTouch: Bool {
        state == .failed || !delaysTouchesBegan
    }
}
