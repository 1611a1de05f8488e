import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Counts the touches that begin in it.
private final class CountingButton: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// Records the drag callbacks a scroll view's delegate hears.
private final class DragDelegate: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBegin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEnd")
    }
}

/// A long scroll view filling a window, with a target far down its content.
@MainActor
private struct LongList {
    let host = EventTestHost()
    let window: UIWindow
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let target = CountingButton(frame: CGRect(x: 20, y: 2400, width: 200, height: 50))
    let delegate = DragDelegate()

    init() {
        let controller = UIViewController()
        window = host.makeWindow(rootViewController: controller)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.delegate = delegate
        scrollView.addSubview(target)
        controller.view.addSubview(scrollView)
    }
}

@MainActor
@Suite("EventTestHost: a target off screen in a scroll view is scrolled into view by drags first (T6)")
struct EventTestHostScrollingTests {
    @Test("A target below the visible content is dragged into view, the scroll view at rest, then tapped (T6)")
    func dragsTargetIntoView() throws {
        let list = LongList()
        try list.host.tap(list.target)
        #expect(list.target.began == 1)
        let offset = list.scrollView.contentOffset
        #expect(offset.y > 0 && offset.y <= 3000 - 844, "inside the content, no bounce: \(offset)")
        let visible = list.scrollView.bounds
        #expect(visible.contains(list.target.frame), "wholly visible: \(list.target.frame) in \(visible)")
        #expect(!list.scrollView.isTracking && !list.scrollView.isDragging && !list.scrollView.isDecelerating)
        #expect(list.delegate.calls.first == "willBegin" && list.delegate.calls.contains("didEnd"))
        #expect(list.host.lastTouchedView === list.target)
    }

    @Test("A target already visible causes no scroll (T6)")
    func visibleTargetDoesNotScroll() throws {
        let list = LongList()
        list.target.frame.origin.y = 300
        try list.host.tap(list.target)
        #expect(list.scrollView.contentOffset == .zero)
        #expect(list.delegate.calls.isEmpty)
        #expect(list.target.began == 1)
    }

    @Test("A scroll view that cannot scroll, or content that cannot show the target, fails saying so, sending nothing (T6)")
    func unreachableTargetFails() throws {
        let locked = LongList()
        locked.scrollView.isScrollEnabled = false
        #expect {
            try locked.host.tap(locked.target)
        } throws: { error in
            guard case EventTestHostError.offScreen(let message) = error else { return false }
            return message.contains("outside the visible bounds of UIScrollView")
                && message.contains("isScrollEnabled is false") && message.contains("the screen is (0, 0, 390 × 844)")
        }
        #expect(locked.host.recording.entries.isEmpty)

        let short = LongList()
        short.target.frame.origin.y = 3500
        #expect {
            try short.host.tap(short.target)
        } throws: { error in
            guard case EventTestHostError.offScreen(let message) = error else { return false }
            return message.contains("outside the content that scroll view can show")
        }
        #expect(short.host.recording.entries.isEmpty)
        #expect(short.scrollView.contentOffset == .zero)
    }

    @Test("Nested scroll views are scrolled outermost first, each by drags, until the target is visible (T6)")
    func nestedScrollViews() throws {
        let list = LongList()
        let row = UIScrollView(frame: CGRect(x: 0, y: 2000, width: 390, height: 120))
        row.contentSize = CGSize(width: 1600, height: 120)
        let rowDelegate = DragDelegate()
        row.delegate = rowDelegate
        let card = CountingButton(frame: CGRect(x: 1200, y: 20, width: 150, height: 80))
        row.addSubview(card)
        list.scrollView.addSubview(row)
        try list.host.tap(card)
        #expect(card.began == 1)
        #expect(list.scrollView.bounds.contains(card.convert(card.bounds, to: list.scrollView)))
        #expect(row.bounds.contains(card.frame), "card \(card.frame) in \(row.bounds)")
        #expect(list.delegate.calls.first == "willBegin" && rowDelegate.calls.first == "willBegin")
        #expect(!row.isDecelerating && !list.scrollView.isDecelerating)
    }
}
