import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A plain content view that logs the touch callbacks it hears.
@MainActor
private final class Tile: UIView {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("cancelled") }
}

/// A scroll view that lets drags starting on controls scroll: the well-known fix.
@MainActor
private final class ButtonFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

@MainActor
private final class ScrollScene {
    let host = EventTestHost()
    let scrollView: UIScrollView
    let tile = Tile(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let button = UIButton(frame: CGRect(x: 0, y: 200, width: 300, height: 60))
    var taps = 0

    init(_ scrollView: UIScrollView = UIScrollView()) {
        self.scrollView = scrollView
        let window = host.makeWindow()
        scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        scrollView.contentSize = CGSize(width: 300, height: 2_000)
        window.addSubview(scrollView)
        scrollView.addSubview(tile)
        scrollView.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
    }

    /// A finger that goes down at `point`, waits `hold`, then drags `distance` up in 10 steps over 0.2 s.
    func drag(at point: CGPoint, hold: TimeInterval, distance: CGFloat) throws -> Finger {
        let finger = try host.touchDown(at: point)
        host.advance(by: hold)
        for step in 1...10 {
            host.advance(by: 0.02)
            try finger.move(to: CGPoint(x: point.x, y: point.y - distance * CGFloat(step) / 10))
        }
        return finger
    }
}

@MainActor
@Suite("UIScrollView's touch rules (spec L1-L3, L5, C2, C11)")
struct ScrollViewTouchTests {
    @Test("L1: a touch that stays put reaches the content only after the delay; a button then highlights")
    func delayedContentTouch() throws {
        let scene = ScrollScene()
        let finger = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        scene.host.advance(by: 0.1)
        #expect(scene.tile.heard.isEmpty)
        scene.host.advance(by: 0.1)
        #expect(scene.tile.heard == ["began"])
        try finger.lift()
        #expect(scene.tile.heard == ["began", "ended"])

        let press = try scene.host.touchDown(at: CGPoint(x: 50, y: 230))
        #expect(!scene.button.isHighlighted)
        scene.host.advance(by: UIScrollView.contentTouchDelay + 0.01)
        #expect(scene.button.isHighlighted)
        try press.lift()
        #expect(scene.taps == 1)
    }

    @Test("L1: a quick tap still taps the button; without delaysContentTouches the content hears the touch at once")
    func quickTapAndNoDelay() throws {
        let scene = ScrollScene()
        try scene.host.tap(at: CGPoint(x: 50, y: 230))
        #expect(scene.taps == 1)
        scene.scrollView.delaysContentTouches = false
        let finger = try scene.host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(scene.tile.heard == ["began"])
        try finger.lift()
    }

    @Test("L1, C11: a drag that starts within the delay scrolls, and the content never hears of its touch")
    func dragBeforeTheDelay() throws {
        let scene = ScrollScene()
        let finger = try scene.drag(at: CGPoint(x: 50, y: 50), hold: 0, distance: 80)
        try finger.lift()
        #expect(scene.tile.heard.isEmpty)
        #expect(scene.scrollView.contentOffset.y > 50)
    }

    @Test("L2, L3, C2: a drag on a plain view after the delay cancels the view's touch and scrolls")
    func dragCancelsPlainContent() throws {
        let scene = ScrollScene()
        let finger = try scene.drag(at: CGPoint(x: 50, y: 50), hold: 0.2, distance: 80)
        #expect(scene.tile.heard.first == "began" && scene.tile.heard.last == "cancelled")
        #expect(scene.scrollView.isDragging && scene.scrollView.contentOffset.y > 50)
        try finger.lift()
        #expect(scene.tile.heard.filter { $0 == "cancelled" || $0 == "ended" }.count == 1)
    }

    @Test("L2, L3: a drag that starts on a button does not scroll; the button keeps tracking and stays the target")
    func dragOnAButtonDoesNotScroll() throws {
        let scene = ScrollScene()
        let finger = try scene.drag(at: CGPoint(x: 50, y: 230), hold: 0.2, distance: 40)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.button.isTracking)
        try finger.lift()
        #expect(scene.taps == 1)
    }

    @Test("L3: overriding touchesShouldCancel(in:) to return true lets a drag on a button scroll and cancels its tracking")
    func touchesShouldCancelOverride() throws {
        let scene = ScrollScene(ButtonFriendlyScrollView())
        var cancelled = 0
        scene.button.addAction(UIAction { _ in cancelled += 1 }, for: .touchCancel)
        let finger = try scene.drag(at: CGPoint(x: 50, y: 230), hold: 0.2, distance: 80)
        #expect(scene.scrollView.contentOffset.y > 50)
        #expect(!scene.button.isTracking && !scene.button.isHighlighted && cancelled == 1)
        try finger.lift()
        #expect(scene.taps == 0)
    }

    @Test("L2: with canCancelContentTouches off, content that has the touch keeps it and nothing scrolls")
    func cannotCancelContentTouches() throws {
        let scene = ScrollScene()
        scene.scrollView.canCancelContentTouches = false
        let finger = try scene.drag(at: CGPoint(x: 50, y: 50), hold: 0.2, distance: 80)
        #expect(scene.scrollView.contentOffset == .zero)
        try finger.lift()
        #expect(scene.tile.heard.last == "ended")
    }

    @Test("L3: touchesShouldBegin returning false keeps touches from the content")
    func touchesShouldBeginRefuses() throws {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                false
            }
        }
        let scene = ScrollScene(Refusing())
        try scene.host.tap(at: CGPoint(x: 50, y: 50))
        scene.host.advance(by: 0.5)
        #expect(scene.tile.heard.isEmpty)
    }

    @Test("L5: a scroll view starts dragging only after about 10 points, and with directional lock keeps to one axis")
    func threshold() throws {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 2_000, height: 2_000)
        scene.scrollView.isDirectionalLockEnabled = true
        let finger = try scene.host.touchDown(at: CGPoint(x: 150, y: 300))
        try finger.move(to: CGPoint(x: 150, y: 295))
        #expect(!scene.scrollView.isDragging)
        try finger.move(to: CGPoint(x: 148, y: 270))
        try finger.move(to: CGPoint(x: 140, y: 250))
        #expect(scene.scrollView.isDragging)
        #expect(scene.scrollView.contentOffset.x == 0 && scene.scrollView.contentOffset.y > 0)
        try finger.lift()
    }

    @Test("C2, C8: a scrollViewDidScroll that removes the scroll view mid-drag leaves every touch ended once")
    func reentrantRemoval() throws {
        final class Remover: UIScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                scrolls += 1
                if scrolls == 2 { scrollView.removeFromSuperview() }
            }
        }
        let scene = ScrollScene()
        let remover = Remover()
        scene.scrollView.delegate = remover
        let finger = try scene.drag(at: CGPoint(x: 50, y: 50), hold: 0.2, distance: 80)
        try finger.lift()
        #expect(scene.scrollView.window == nil)
        #expect(scene.tile.heard.first == "began")
        #expect(scene.tile.heard.filter { $0 == "cancelled" || $0 == "ended" }.count == 1)
    }
}
